import React from "react"
import { render, screen } from "@testing-library/react"
import NotFoundPage from "../../src/pages/404"

describe("404 page", () => {
  it("shows 404, 'Oops! Page not found' and a link home, and logs the attempted path", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {})
    render(<NotFoundPage {...({ location: { pathname: "/no-such-page" } } as any)} />)
    expect(screen.getByText("404")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("/no-such-page"))
    spy.mockRestore()
  })
})
