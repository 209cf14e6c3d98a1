import React from "react"
import { screen, within } from "@testing-library/react"
import CareersPage from "../../src/pages/careers"
import { site } from "../../src/config/site"
import { FIXED_NOW } from "../fixtures/clock"
import { renderLoaded } from "../fixtures/render-loaded"

/** A paragraph's whole text, however KeepTogether splits it into spans (hyphenated words stay whole). */
const paragraphReading = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === text

const role = (n: number, validThrough: string) => ({
  slug: `posting-${n}`,
  title: `Posting ${n}`,
  type: "PART_TIME",
  summary: `Summary ${n}`,
  validThrough,
  location: { city: "Tampa", region: "FL" },
  schedule: { days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], start: "6 pm", end: "10 pm", hoursPerWeek: 20, extras: [] },
})

const data = {
  page: {
    metaTitle: "Careers",
    description: "Careers in cleaning.",
    hero: { eyebrow: "Careers", title: "Join Our Cleaning Team", intro: "We train you.", imageAlt: "", image: null },
    roles: { heading: "Open positions", intro: "Apply by e-mail.", perks: "Competitive pay • Training provided • Background check required" },
    benefits: { heading: "Why work with us", intro: null, items: [{ title: "Paid training", text: "We train you.", icon: "award" }] },
    more: { heading: "Looking for more roles?", text: "See the jobs page." },
  },
  // Posting 2 closed the day before the build's "now" (FIXED_NOW, 2026-11-22).
  roles: { nodes: [role(1, "2026-12-31"), role(2, "2026-11-21")] },
  site: { siteMetadata: { now: FIXED_NOW.toISOString() } },
}

const renderPage = (now: string) =>
  renderLoaded(<CareersPage {...({ data: { ...data, site: { siteMetadata: { now } } }, pageContext: { head: { alternates: [] } } } as any)} />)

describe("careers page", () => {
  it("lists only the postings still open on the build's now", async () => {
    await renderPage(FIXED_NOW.toISOString())
    const positions = screen.getByRole("region", { name: "Open positions" })
    expect(within(positions).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Posting 1"])
    expect(screen.getByRole("link", { name: "See open positions" })).toHaveAttribute("href", "#positions")
    expect(screen.getByText(paragraphReading("Apply by e-mail."))).toBeInTheDocument()
  })

  it("leads each posting with the online application, keeping the spec's e-mail and call links, and names its shift", async () => {
    await renderPage(FIXED_NOW.toISOString())
    const card = screen.getByRole("heading", { name: "Posting 1" }).closest("li")!
    const actions = within(card).getAllByRole("link").map((link) => link.textContent)
    expect(actions.slice(0, 3)).toEqual(["Apply online for Posting 1", "Apply via Email for Posting 1", "Call about the Posting 1 role"])
    expect(within(card).getByRole("link", { name: "Apply online for Posting 1" })).toHaveAttribute("href", "/jobs/posting-1/#apply")
    expect(within(card).getByRole("link", { name: /^Apply via Email/ })).toHaveAttribute("href", expect.stringMatching(/\?subject=Job%20Application&body=/))
    expect(within(card).getByText("Evening shift")).toBeInTheDocument()
  })

  it("after every posting has expired, says there are no open roles and points to the phone and e-mail", async () => {
    await renderPage("2027-01-02T12:00:00.000Z")
    const positions = screen.getByRole("region", { name: "Open positions" })
    expect(positions.querySelectorAll("li[data-job]")).toHaveLength(0)
    expect(within(positions).getByText("There are no open roles right now.")).toBeInTheDocument()
    expect(within(positions).getByRole("link", { name: `Call ${site.phoneDisplay}` })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    expect(within(positions).getByRole("link", { name: `E-mail ${site.email}` })).toHaveAttribute(
      "href",
      `mailto:${site.email}?subject=Job%20Application`,
    )
    expect(screen.queryByRole("link", { name: "See open positions" })).toBeNull()
    expect(screen.queryByText(paragraphReading("Apply by e-mail."))).toBeNull()
  })
})
