import React from "react"
import { render, screen, within } from "@testing-library/react"
import JobsPage from "../../src/pages/jobs"

const role = (n: number, validThrough = "2026-12-31") => ({
  slug: `role-${n}`,
  title: `Role ${n}`,
  type: n === 7 ? "CONTRACT" : "FULL_TIME",
  summary: `Summary ${n}`,
  validThrough,
  location: { city: "Tampa", region: "FL" },
})

const data = {
  page: {
    metaTitle: "Cleaning Jobs in Florida: Now Hiring",
    description: "We're hiring in Florida: {count} open roles.",
    hero: { eyebrow: "Now hiring", title: "We're Hiring in Florida", intro: "We have {count} open roles across Tampa." },
    roles: { heading: "Open roles", intro: null },
    general: { heading: "Don't see the right role?", text: "Send us your details anyway." },
  },
  // The ninth role closed the day before the build.
  roles: { nodes: [...Array.from({ length: 8 }, (_, i) => role(i + 1)), role(9, "2026-03-01")] },
  site: { buildTime: "2026-03-02T12:00:00.000Z" },
}

const renderPage = () => render(<JobsPage {...({ data } as any)} />)

describe("jobs page", () => {
  it("counts and lists only the roles still open when the site was built", () => {
    renderPage()
    expect(screen.getByText("We have 8 open roles across Tampa.")).toBeInTheDocument()
    const cards = screen.getByRole("region", { name: "Open roles" }).querySelectorAll("li[data-job]")
    expect(cards).toHaveLength(8)
    expect(screen.queryByRole("heading", { name: "Role 9" })).toBeNull()
  })

  it("gives each card its type, an 'Application: {title}' e-mail, a call link and a link to the role's page", () => {
    renderPage()
    const card = screen.getByRole("heading", { name: "Role 7" }).closest("li")!
    expect(within(card).getByText("Contract")).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: /^Apply via Email/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:[^?]+\?subject=Application%3A%20Role%207$/),
    )
    expect(within(card).getByRole("link", { name: /^Call/ })).toHaveAttribute("href", expect.stringMatching(/^tel:\+1\d{10}$/))
    expect(within(card).getByRole("link", { name: /^Full role details/ })).toHaveAttribute("href", "/jobs/role-7")
  })

  it("offers an open application with the blank 'Application: ' subject", () => {
    renderPage()
    expect(screen.getByRole("link", { name: "Send an application" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\?subject=Application%3A%20$/),
    )
  })
})
