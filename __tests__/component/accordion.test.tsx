import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Accordion } from "../../src/components/accordion"

const items = [
  { title: "Do you offer after-hours cleaning?", content: <p>Yes, 24/7.</p> },
  { title: "Are you licensed and insured?", content: <p>Yes.</p> },
  { title: "What industries do you serve?", content: <p>Offices and more.</p> },
]

const question = (name: string) => screen.getByRole("button", { name })
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!

describe("FAQ accordion", () => {
  it("starts with every answer closed, each button controlling its own panel", () => {
    render(<Accordion items={items} />)
    for (const { title } of items) {
      const button = question(title)
      expect(button).toHaveAttribute("aria-expanded", "false")
      expect(panelOf(button)).not.toBeVisible()
    }
  })

  it("keeps only one answer open at a time", async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.click(question(items[0].title))
    expect(question(items[0].title)).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByText("Yes, 24/7.")).toBeVisible()

    await user.click(question(items[1].title))
    expect(question(items[1].title)).toHaveAttribute("aria-expanded", "true")
    expect(question(items[0].title)).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText("Yes, 24/7.")).not.toBeVisible()
  })

  it("collapses the open answer on a second click", async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.click(question(items[2].title))
    await user.click(question(items[2].title))
    expect(question(items[2].title)).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText("Offices and more.")).not.toBeVisible()
  })

  it("opens and closes from the keyboard with Enter and Space", async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.tab()
    expect(question(items[0].title)).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(question(items[0].title)).toHaveAttribute("aria-expanded", "true")
    await user.keyboard(" ")
    expect(question(items[0].title)).toHaveAttribute("aria-expanded", "false")
  })

  it("puts each question in a heading at the level it is given", () => {
    render(<Accordion items={items} headingLevel={2} />)
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(items.map((i) => i.title))
  })
})
