/**
 * With content/settings/hiring.json's eVerify on, every hiring page (a job, /careers, /jobs, in English and in
 * Spanish) shows the E-Verify and Right to Work notices, each in English and in Spanish.
 */
import React from "react"
import { screen, within } from "@testing-library/react"
import JobTemplate from "../../src/templates/job"
import CareersPage from "../../src/pages/careers"
import JobsPage from "../../src/pages/jobs"
import { FIXED_NOW } from "../fixtures/clock"
import { renderLoaded } from "../fixtures/render-loaded"
import { TEMPLATE_PAGES } from "../fixtures/template-pages"

jest.mock("../../src/config/hiring", () => ({
  hiringSettings: {
    eVerify: true,
    eVerifyPosterEnglish: "/notices/e-verify-participation-en.pdf",
    eVerifyPosterSpanish: "/notices/e-verify-participation-es.pdf",
    rightToWorkPosterEnglish: "/notices/right-to-work-en.pdf",
    rightToWorkPosterSpanish: "/notices/right-to-work-es.pdf",
  },
}))

const copy = { metaTitle: "T", description: "D", hero: { eyebrow: "E", title: "T", intro: "I", image: null, imageAlt: null } }
const lists = {
  careers: { page: { ...copy, roles: { heading: "Roles", intro: null, perks: "Perks" }, benefits: { heading: "B", intro: null, items: [] }, more: { heading: "M", text: "M" } } },
  jobs: { page: { ...copy, roles: { heading: "Roles", intro: null }, general: { heading: "G", text: "G" } } },
}
const data = (page: object) => ({ ...page, roles: { nodes: [] }, site: { siteMetadata: { now: FIXED_NOW.toISOString() } } })
const job = TEMPLATE_PAGES.job[0]

describe.each(["en", "es"] as const)("with E-Verify on, in %s", (lang) => {
  const notices = () => within(screen.getByRole("complementary", { name: "E-Verify" })).getAllByRole("link").map((link) => link.getAttribute("href"))
  const all = ["/notices/e-verify-participation-en.pdf", "/notices/e-verify-participation-es.pdf", "/notices/right-to-work-en.pdf", "/notices/right-to-work-es.pdf"]

  it("a job's page shows both notices in both languages", async () => {
    await renderLoaded(<JobTemplate {...({ data: job.data, pageContext: { ...job.pageContext, lang } } as any)} />)
    expect(notices()).toEqual(all)
  })

  it.each([["careers", CareersPage], ["jobs", JobsPage]] as const)("the %s page shows them, with no role open too", async (name, Page) => {
    await renderLoaded(<Page {...({ data: data(lists[name]), pageContext: { lang, head: { alternates: [] } } } as any)} />)
    expect(notices()).toEqual(all)
  })
})
