import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Accordion } from "../../src/components/accordion"
import { getAllDisclosures, getDisclosure, isExpanded } from "../fixtures/disclosure"

const items = [
  { title: "Do you offer after-hours cleaning?", content: <p>Yes, 24/7.</p> },
  { title: "Are you licensed and insured?", content: <p>Yes.</p> },
  { title: "What industries do you serve?", content: <p>Offices and more.</p> },
]

const question = (name: string) => getDisclosure(name)

describe("FAQ accordion", () => {
  it("starts with every answer closed, each question a disclosure of its own answer", () => {
    render(<Accordion items={items} />)
    expect(getAllDisclosures()).toHaveLength(items.length)
    for (const { title } of items) expect(isExpanded(question(title))).toBe(false)
    expect(screen.getByText("Yes, 24/7.")).not.toBeVisible()
  })

  it("opens the answer of the question clicked", async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.click(question(items[0].title))
    expect(isExpanded(question(items[0].title))).toBe(true)
    expect(screen.getByText("Yes, 24/7.")).toBeVisible()
    // One open at a time is the platform's, by the shared name below (jsdom does not group <details> by
    // name; Chromium does, checked in __tests__/browser/company-pages.test.ts).
  })

  it("groups its items by a name of their own, so two accordions on a page do not close each other", () => {
    render(<><Accordion items={items} /><Accordion items={items.slice(0, 1)} /></>)
    const names = getAllDisclosures().map((summary) => summary.parentElement!.getAttribute("name"))
    expect(new Set(names.slice(0, 3)).size).toBe(1)
    expect(names[3]).not.toBe(names[0])
  })

  it("collapses the open answer on a second click", async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.click(question(items[2].title))
    await user.click(question(items[2].title))
    expect(isExpanded(question(items[2].title))).toBe(false)
    expect(screen.getByText("Offices and more.")).not.toBeVisible()
  })

  it("reaches each question with Tab, in order", async () => {
    // Enter and Space open a <summary> in browsers (its activation behaviour), which user-event does not
    // emulate: __tests__/browser/company-pages.test.ts opens and closes the FAQ by keyboard.
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    for (const { title } of items) {
      await user.tab()
      expect(question(title)).toHaveFocus()
    }
  })

  it("puts each question in a heading at the level it is given, inside its disclosure", () => {
    render(<Accordion items={items} headingLevel={2} />)
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(items.map((i) => i.title))
    for (const { title } of items) expect(within(question(title)).getByRole("heading", { level: 2, name: title })).toBeInTheDocument()
  })
})
