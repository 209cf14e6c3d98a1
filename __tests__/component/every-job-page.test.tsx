/**
 * Every job in content/ (and its Spanish, where written), drawn by the job template from its one file of facts:
 * each page in each language states equal opportunity and how to ask for an accommodation, lists its physical
 * requirements "with or without reasonable accommodation", and says the same facts in both languages. Read from
 * the content, not the build, so it holds on any date (the build drops a closed job's page).
 */
import React from "react"
import { screen, within } from "@testing-library/react"
import JobTemplate from "../../src/templates/job"
import { site } from "../../src/config/site"
import { isoDate } from "../../src/lib/jobs"
import { jobsWithWords } from "../fixtures/content"
import { FIXED_NOW } from "../fixtures/clock"
import { renderLoaded } from "../fixtures/render-loaded"

const pages = jobsWithWords().flatMap((job) => [
  ["en", job] as const,
  ...(job.es ? [["es", job] as const] : []),
])

/** The template's data as its query gives it, from the job's files (the body's markdown stands in for its HTML). */
const dataOf = ({ facts, en, es }: (typeof pages)[number][1]) => ({
  job: {
    ...facts,
    validThrough: isoDate(new Date(facts.validThrough)),
    schedule: { hoursPerWeek: null, ...facts.schedule },
    requirements: { experienceYears: null, ...facts.requirements },
    payRange: facts.payRange ?? null,
    html: `<p>${en.summary}</p>`,
  },
  es: es ? { title: es.title, summary: es.summary, html: `<p>${es.summary}</p>` } : null,
  site: { siteMetadata: { now: FIXED_NOW.toISOString() } },
})

/** A paragraph by its whole text, however the prose keeps numbers and times together in spans. */
const paragraph = (text: string, starts = false) => (_: string, element: Element | null) =>
  element?.tagName === "P" && (starts ? element.textContent!.startsWith(text) : element.textContent === text)

const WORDS = {
  en: { statement: `${site.companyName} is an equal opportunity employer.`, accommodation: "With or without reasonable accommodation, you must be able to:", ask: `If you need an accommodation to apply, call or text us at ${site.phoneDisplay}.` },
  es: { statement: `${site.companyName} es un empleador que ofrece igualdad de oportunidades.`, accommodation: "Con o sin adaptaciones razonables, debes poder:", ask: `Si necesitas una adaptación para aplicar, llámanos o mándanos un texto al ${site.phoneDisplay}.` },
}

describe("every job's page, in each language it is written in", () => {
  it.each(pages.map(([lang, job]) => [`${job.slug} (${lang})`, lang, job] as const))("%s: equal opportunity, and physical requirements with or without reasonable accommodation", async (_name, lang, job) => {
    await renderLoaded(<JobTemplate {...({ data: dataOf(job), pageContext: { slug: job.slug, lang, head: { alternates: [] } } } as any)} />)
    const article = screen.getByRole("article")
    expect(within(article).getByText(paragraph(WORDS[lang].statement, true))).toBeInTheDocument()
    expect(within(article).getByText(paragraph(WORDS[lang].ask))).toBeInTheDocument()
    if (job.facts.requirements.liftPounds > 0 || job.facts.requirements.physical.length > 0) {
      expect(within(article).getByText(paragraph(WORDS[lang].accommodation))).toBeInTheDocument()
    }
  })

  it.each(pages.filter(([lang]) => lang === "es").map(([, job]) => [job.slug, job] as const))("%s: the Spanish page states the English page's facts", async (_slug, job) => {
    const factsOf = async (lang: "en" | "es") => {
      const { unmount } = await renderLoaded(<JobTemplate {...({ data: dataOf(job), pageContext: { slug: job.slug, lang, head: { alternates: [] } } } as any)} />)
      const list = screen.getByRole("article").querySelector("ul")!
      const numbers = (list.textContent! + screen.getByRole("article").querySelector("div")!.textContent!).match(/\d+(:\d+)?( ?[ap]m)?/g)
      unmount()
      return numbers
    }
    expect(await factsOf("es")).toEqual(await factsOf("en"))
  })
})
