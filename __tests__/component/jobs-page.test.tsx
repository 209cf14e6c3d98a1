import React from "react"
import { screen, within } from "@testing-library/react"
import { renderLoaded } from "../fixtures/render-loaded"
import JobsPage from "../../src/pages/jobs"
import { site } from "../../src/config/site"
import { FIXED_NOW } from "../fixtures/clock"

const role = (n: number, validThrough = "2026-12-31") => ({
  slug: `role-${n}`,
  title: `Role ${n}`,
  type: n === 7 ? "CONTRACT" : "FULL_TIME",
  summary: `Summary ${n}`,
  validThrough,
  location: { city: "Tampa", region: "FL" },
  schedule: { days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], start: n === 5 ? "9 pm" : "7 am", end: n === 5 ? "5:30 am" : "3:30 pm", extras: [] },
  // Role 2 states its pay; the others do not.
  payRange: n === 2 ? { min: 16, max: 19, per: "HOUR" } : null,
})

const data = {
  page: {
    metaTitle: "Cleaning Jobs in Florida: Now Hiring",
    description: "We're hiring in Florida: {count} open roles.",
    hero: { eyebrow: "Now hiring", title: "We're Hiring in Florida", intro: "We have {count} open roles across Tampa." },
    roles: { heading: "Open roles", intro: "Choose a role to read the full description." },
    general: { heading: "Don't see the right role?", text: "Send us your details anyway." },
  },
  // The ninth role closed the day before the build's "now" (FIXED_NOW, 2026-11-22).
  roles: { nodes: [...Array.from({ length: 8 }, (_, i) => role(i + 1)), role(9, "2026-11-21")] },
  site: { siteMetadata: { now: FIXED_NOW.toISOString() } },
}
// The same roles, built the day after all of them closed.
const afterExpiry = { ...data, site: { siteMetadata: { now: "2027-01-02T12:00:00.000Z" } } }

const ENGLISH = { head: { alternates: [] } }
const renderPage = (pageData = data, pageContext: object = ENGLISH) => renderLoaded(<JobsPage {...({ data: pageData, pageContext } as any)} />)

/** The list's hreflang links as its head has them (gatsby/page-heads.ts), for the language switch. */
const alternates = [
  { hreflang: "en-US", href: "https://www.example.com/jobs/" },
  { hreflang: "es-US", href: "https://www.example.com/es/empleos/" },
  { hreflang: "x-default", href: "https://www.example.com/jobs/" },
]

describe("jobs page", () => {
  it("counts and lists only the roles still open when the site was built", async () => {
    await renderPage()
    expect(screen.getByText("We have 8 open roles across Tampa.")).toBeInTheDocument()
    expect(screen.getByText("Choose a role to read the full description.")).toBeInTheDocument()
    const cards = screen.getByRole("region", { name: "Open roles" }).querySelectorAll("li[data-job]")
    expect(cards).toHaveLength(8)
    expect(screen.queryByRole("heading", { name: "Role 9" })).toBeNull()
  })

  it("gives each card its type, an 'Application: {title}' e-mail, a call link and a link to the role's page", async () => {
    await renderPage()
    const card = screen.getByRole("heading", { name: "Role 7" }).closest("li")!
    expect(within(card).getByText("Contract")).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: /^Apply via Email/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:[^?]+\?subject=Application%3A%20Role%207$/),
    )
    expect(within(card).getByRole("link", { name: /^Call/ })).toHaveAttribute("href", expect.stringMatching(/^tel:\+1\d{10}$/))
    expect(within(card).getByRole("link", { name: /^Full role details/ })).toHaveAttribute("href", "/jobs/role-7/")
  })

  it("shows a card's stated pay range, competitive pay where it states none, and its shift as the application form names it", async () => {
    await renderPage()
    const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!
    expect(within(card("Role 2")).getByText("$16 to $19 an hour")).toBeInTheDocument()
    expect(within(card("Role 3")).getByText("Competitive pay")).toBeInTheDocument()
    expect(within(card("Role 3")).getByText("Day shift")).toBeInTheDocument()
    expect(within(card("Role 5")).getByText("Overnight shift")).toBeInTheDocument()
  })

  it("leads each card with the online application, at the role page's form", async () => {
    await renderPage()
    const card = screen.getByRole("heading", { name: "Role 7" }).closest("li")!
    expect(within(card).getAllByRole("link")[0]).toHaveAccessibleName("Apply online for Role 7")
    expect(within(card).getAllByRole("link")[0]).toHaveAttribute("href", "/jobs/role-7/#apply")
  })

  it("in Spanish, lists only the open roles written in Spanish, in Spanish, each linking to its Spanish page", async () => {
    const spanishCopy = {
      ...data.page,
      hero: { eyebrow: "Empleos", title: "Estamos contratando en Florida", intro: "Tenemos {count} puestos abiertos." },
      roles: { heading: "Puestos abiertos", intro: "Escoge un puesto." },
      general: { heading: "¿No ves el puesto que buscas?", text: "Mándanos tus datos." },
    }
    const roles = data.roles.nodes.map((role, i) => ({ ...role, es: i < 3 ? { title: `Puesto ${i + 1}`, summary: `Resumen ${i + 1}` } : null }))
    await renderPage({ ...data, page: spanishCopy, roles: { nodes: roles } }, { lang: "es", head: { alternates } })
    expect(screen.getByText("Tenemos 3 puestos abiertos.")).toBeInTheDocument()
    const card = screen.getByRole("heading", { name: "Puesto 2" }).closest("li")!
    expect(screen.getByRole("region", { name: "Puestos abiertos" }).querySelectorAll("li[data-job]")).toHaveLength(3)
    expect(within(card).getByText("Tiempo completo")).toBeInTheDocument()
    expect(within(card).getByText("$16 a $19 la hora")).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: /^Aplica por email/ })).toHaveAttribute("href", expect.stringMatching(/\?subject=Solicitud%20de%20empleo%3A%20Puesto%202$/))
    expect(within(card).getByRole("link", { name: /^Llámanos/ })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    expect(within(card).getByRole("link", { name: /^Aplica en línea/ })).toHaveAttribute("href", "/es/empleos/role-2/#apply")
    expect(within(card).getByText("Turno de día")).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: /^Ver el puesto completo/ })).toHaveAttribute("href", "/es/empleos/role-2/")
    expect(screen.queryByRole("heading", { name: "Role 4" })).toBeNull()
    expect(screen.getByRole("navigation", { name: "Idioma" })).toContainElement(screen.getByRole("link", { name: "English" }))
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/jobs/")
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en-US")
  })

  it("in English, offers the Spanish list when there is one, named in Spanish", async () => {
    await renderPage(data, { head: { alternates } })
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/empleos/")
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("lang", "es")
  })

  it("offers an open application with the blank 'Application: ' subject", async () => {
    await renderPage()
    expect(screen.getByRole("link", { name: "Send an application" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\?subject=Application%3A%20$/),
    )
  })

  it("after every posting has expired, says there are no open roles and points to the phone and e-mail", async () => {
    await renderPage(afterExpiry)
    expect(screen.queryByText(/open roles across/)).toBeNull()
    expect(screen.getByText(/We have no open roles right now/)).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "See open roles" })).toBeNull()
    expect(screen.queryByText("Choose a role to read the full description.")).toBeNull()
    const region = screen.getByRole("region", { name: "Open roles" })
    expect(region.querySelectorAll("li[data-job]")).toHaveLength(0)
    expect(within(region).getByText("There are no open roles right now.")).toBeInTheDocument()
    expect(within(region).getByRole("link", { name: `Call ${site.phoneDisplay}` })).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`)
    expect(within(region).getByRole("link", { name: `E-mail ${site.email}` })).toHaveAttribute(
      "href",
      expect.stringMatching(new RegExp(`^mailto:${site.email}\\?subject=Application%3A%20$`)),
    )
  })
  // The page's description (the count of open roles, or none) is its head's, computed at build time:
  // __tests__/unit/build/page-heads.test.ts.
})
