import React from "react"
import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../../src/components/error-boundary"

function Broken(): React.ReactElement {
  throw new Error("boom")
}

describe("error boundary", () => {
  it("shows 'Unexpected Application Error!' with a way home when a page throws", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {})
    render(<ErrorBoundary><Broken /></ErrorBoundary>)
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
  })

  it("renders the page untouched when nothing throws", () => {
    render(<ErrorBoundary><p>Fine</p></ErrorBoundary>)
    expect(screen.getByText("Fine")).toBeInTheDocument()
  })
})
