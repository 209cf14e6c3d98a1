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
  schedule: "Monday to Friday, 7 am to 3:30 pm",
  pay: "Competitive pay",
  payRange: { min: 16, max: 19, per: "HOUR" },
  html: "<h2>About the role</h2><p>Duties.</p>",
}
const es = { title: "Portero de día", summary: "Mantén limpio el lobby.", schedule: "Lunes a viernes, de 7 am a 3:30 pm", pay: "Pago competitivo", html: "<h2>El puesto</h2><p>Tareas.</p>" }
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
    const ways = screen.getByRole("region", { name: "Other ways to apply" })
    expect(within(ways).getByRole("link", { name: "Apply via Email" })).toHaveAttribute("href", expect.stringMatching(/\?subject=Application%3A%20Porter$/))
    expect(within(ways).getByRole("link", { name: /^Call / })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    expect(within(ways).getByRole("link", { name: "Text Us" })).toHaveAttribute("href", expect.stringMatching(/^sms:/))
    expect(within(ways).getByText(/Applications accepted through December 31, 2026\./)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/empleos/porter/")
  })

  it("in Spanish: the job's Spanish words, the same facts, and the ways to apply in Spanish; a switch back to the same job", async () => {
    await renderJob("es")
    expect(screen.getByRole("heading", { level: 1, name: "Portero de día" })).toBeInTheDocument()
    expect(screen.getByText("Mantén limpio el lobby.")).toBeInTheDocument()
    expect(screen.getByText("Tiempo completo")).toBeInTheDocument()
    expect(screen.getByText("Orlando, FL (en el sitio)")).toBeInTheDocument()
    expect(screen.getByText("$16 a $19 la hora")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "El puesto" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Todos los empleos/ })).toHaveAttribute("href", "/es/empleos/")
    const ways = screen.getByRole("region", { name: "Otras formas de aplicar" })
    expect(within(ways).getByRole("link", { name: "Aplica por email" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\?subject=Solicitud%20de%20empleo%3A%20Portero%20de%20d%C3%ADa$/),
    )
    expect(within(ways).getByRole("link", { name: /^Llama al / })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    expect(within(ways).getByRole("link", { name: "Mándanos un texto" })).toHaveAttribute("href", expect.stringMatching(/^sms:/))
    expect(within(ways).getByText(/Aceptamos solicitudes hasta el 31 de diciembre de 2026\./)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/jobs/porter/")
  })

  it("has no language switch for a job without its Spanish", async () => {
    await renderLoaded(<JobTemplate {...({ data: { job, site }, pageContext: { slug: "porter", head: { alternates: [] } } } as any)} />)
    expect(screen.queryByRole("link", { name: "Español" })).toBeNull()
  })
})
