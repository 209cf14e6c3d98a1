import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ZipCheck } from "../../src/components/zip-check/zip-check"
import { site } from "../../src/config/site"

// A file of its own: the page keeps the service-area file once loaded, and here it never loads.
it("offers the phone number when the service-area file cannot be had, keeping what was typed", async () => {
  global.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 503, json: () => Promise.reject(new Error("down")) })) as unknown as typeof fetch
  const user = userEvent.setup()
  render(<ZipCheck id="offline" />)
  const input = screen.getByRole("textbox", { name: "Your ZIP code" })
  await user.type(input, "33602")
  expect(await screen.findByText(/We could not check ZIP codes just now\. Call/)).toBeInTheDocument()
  expect(screen.getByRole("link", { name: site.phoneDisplay })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
  expect(input).toHaveValue("33602")
})
