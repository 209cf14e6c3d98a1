import React from "react"
import { screen, within } from "@testing-library/react"
import JobTemplate from "../../src/templates/job"
import { renderLoaded } from "../fixtures/render-loaded"

const job = {
  slug: "porter",
  title: "Porter",
  type: "FULL_TIME",
  board: "jobs",
  summary: "Keeps lobbies clean.",
  description: "About the porter role.",
  validThrough: "2026-12-31",
  location: { city: "Orlando", region: "FL" },
  schedule: { days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], start: "7 am", end: "3:30 pm", hoursPerWeek: null, extras: [] },
  requirements: { liftPounds: 30, physical: ["STAND_WALK"], experienceYears: null, driversLicense: false, transportation: true, backgroundCheck: true },
  payRange: { min: 16, max: 19, per: "HOUR" },
  html: "<h2>About the role</h2><p>Duties.</p>",
}
const es = { title: "Conserje de día (Day Porter)", summary: "Mantén limpio el lobby.", html: "<h2>El puesto</h2><p>Tareas.</p>" }
const alternates = [
  { hreflang: "en-US", href: "https://www.example.com/jobs/porter/" },
  { hreflang: "es-US", href: "https://www.example.com/es/empleos/porter/" },
  { hreflang: "x-default", href: "https://www.example.com/jobs/porter/" },
]
const site = { siteMetadata: { now: "2026-11-22T12:00:00.000Z" } }

const renderJob = (lang?: "es") =>
  renderLoaded(<JobTemplate {...({ data: { job, es: lang ? es : undefined, site }, pageContext: { slug: "porter", lang, head: { alternates } } } as any)} />)

describe("a job's page", () => {
  it("in English: the role, its pay range, and the e-mail, call and text ways to apply; a switch to the same job in Spanish", async () => {
    await renderJob()
    expect(screen.getByRole("heading", { level: 1, name: "Porter" })).toBeInTheDocument()
    expect(screen.getByText("$16 to $19 an hour")).toBeInTheDocument()
    expect(screen.getByText((_, element) => element?.tagName === "LI" && element.textContent?.trim() === "Day shift: Monday to Friday, 7 am to 3:30 pm")).toBeInTheDocument()
    expect(screen.getByText("Orlando, FL (on site)")).toBeInTheDocument()
    const ways = screen.getByRole("region", { name: "Other ways to apply" })
    expect(within(ways).getByRole("link", { name: "Apply via Email" })).toHaveAttribute("href", expect.stringMatching(/\?subject=Application%3A%20Porter$/))
    expect(within(ways).getByRole("link", { name: /^Call / })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    expect(within(ways).getByRole("link", { name: "Text Us" })).toHaveAttribute("href", expect.stringMatching(/^sms:/))
    expect(within(ways).getByText(/Applications accepted through December 31, 2026\./)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/empleos/porter/")
  })

  it("in Spanish: the job's Spanish words, the same facts, and the ways to apply in Spanish; a switch back to the same job", async () => {
    await renderJob("es")
    expect(screen.getByRole("heading", { level: 1, name: "Conserje de día (Day Porter)" })).toBeInTheDocument()
    expect(screen.getByText("Mantén limpio el lobby.")).toBeInTheDocument()
    expect(screen.getByText("Tiempo completo")).toBeInTheDocument()
    expect(screen.getByText("Orlando, FL (presencial)")).toBeInTheDocument()
    expect(screen.getByText("$16 a $19 la hora")).toBeInTheDocument()
    // The facts from the job's one file, said in Spanish (KeepTogether splits the line into spans).
    expect(screen.getByText((_, element) => element?.tagName === "LI" && element.textContent?.trim() === "Turno de día: de lunes a viernes, de 7 am a 3:30 pm")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "El puesto" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Todos los empleos/ })).toHaveAttribute("href", "/es/empleos/")
    const ways = screen.getByRole("region", { name: "Otras formas de aplicar" })
    expect(within(ways).getByRole("link", { name: "Aplica por email" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\?subject=Solicitud%20de%20empleo%3A%20Conserje%20de%20d%C3%ADa%20\(Day%20Porter\)$/),
    )
    expect(within(ways).getByRole("link", { name: /^Llámanos al / })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    expect(within(ways).getByRole("link", { name: "Mándanos un texto" })).toHaveAttribute("href", expect.stringMatching(/^sms:/))
    expect(within(ways).getByText(/Aceptamos solicitudes hasta el 31 de diciembre de 2026\./)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/jobs/porter/")
  })

  it.each([
    ["en", "Equal opportunity", /is an equal opportunity employer\./, "With or without reasonable accommodation, you must be able to:", ["Lift up to 30 pounds", "Stand and walk for most of the shift"]],
    ["es", "Igualdad de oportunidades", /es un empleador que ofrece igualdad de oportunidades\./, "Con o sin adaptaciones razonables, debes poder:", ["Levantar hasta 30 libras", "Estar de pie y caminar casi todo el turno"]],
  ] as const)("in %s: its requirements from the job's facts, the physical ones with or without reasonable accommodation, and equal opportunity", async (lang, heading, statement, accommodation, physical) => {
    await renderJob(lang === "es" ? "es" : undefined)
    expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument()
    expect(screen.getByText(statement)).toBeInTheDocument()
    const intro = screen.getByText(accommodation)
    expect(within(intro.nextElementSibling as HTMLElement).getAllByRole("listitem").map((item) => item.textContent)).toEqual(physical)
    expect(screen.getByText(lang === "es" ? /Si necesitas una adaptación para aplicar, llámanos/ : /If you need an accommodation to apply, call or text us/)).toBeInTheDocument()
    // The company does not use E-Verify (content/settings/hiring.json): no notices.
    expect(screen.queryByRole("heading", { name: "E-Verify" })).toBeNull()
  })

  it("has no language switch for a job without its Spanish", async () => {
    await renderLoaded(<JobTemplate {...({ data: { job, site }, pageContext: { slug: "porter", head: { alternates: [] } } } as any)} />)
    expect(screen.queryByRole("link", { name: "Español" })).toBeNull()
  })
})
