/**
 * The newsletter confirmation page's component: opening the link confirms nothing, the button does (a POST);
 * each answer of confirm_newsletter said plainly, and a retry.
 */
import React from "react"
import { useStaticQuery } from "gatsby"
import { siteLinksData } from "../fixtures/site-links"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NewsletterConfirm } from "../../src/components/newsletter-confirm/newsletter-confirm"
import { CONFIRM_PAGE } from "../../src/lib/newsletter-text"

const TOKEN = "mS3k0Yf8R1pQ-7wX_2bZc9LdH4tN6vJ0aE5gU1iO3rK"
const env = { ...process.env }
let answers: Array<{ ok: boolean; status: number; json: () => Promise<unknown> }>
let fetchMock: jest.Mock

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteLinksData)
  process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321"
  process.env.GATSBY_SUPABASE_ANON_KEY = "test-only-anon-key"
  answers = []
  fetchMock = jest.fn(async () => answers.shift() ?? { ok: false, status: 500, json: async () => null })
  globalThis.fetch = fetchMock as unknown as typeof fetch
})
afterEach(() => {
  process.env = { ...env }
  jest.restoreAllMocks()
})

const said = (text: string) => ({ ok: true, status: 200, json: async () => text })
const heading = () => screen.getByRole("heading", { level: 1 })
const confirmButton = () => screen.getByRole("button", { name: CONFIRM_PAGE.confirm })

describe("newsletter confirmation", () => {
  it.each([
    ["confirmed", CONFIRM_PAGE.confirmed.heading],
    ["already_confirmed", CONFIRM_PAGE.already_confirmed.heading],
    ["invalid", CONFIRM_PAGE.invalid.heading],
  ])("says what the database answered: %s", async (answer, expected) => {
    answers = [said(answer)]
    render(<NewsletterConfirm search={`?token=${TOKEN}`} />)
    expect(heading()).toHaveTextContent(CONFIRM_PAGE.ready.heading)
    await userEvent.click(confirmButton())
    await waitFor(() => expect(heading()).toHaveTextContent(expected))
    expect(heading().closest('[role="status"]')).not.toBeNull()
    expect(fetchMock).toHaveBeenCalledWith(
      "http://127.0.0.1:54321/rest/v1/rpc/confirm_newsletter",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ p_token: TOKEN }) }),
    )
  })

  it("confirms nothing when the link is only opened (a mail scanner does that): no request until the button is pressed", async () => {
    answers = [said("confirmed")]
    render(<NewsletterConfirm search={`?token=${TOKEN}`} />)
    expect(heading()).toHaveTextContent(CONFIRM_PAGE.ready.heading)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(confirmButton().closest("form")).toHaveAttribute("method", "post")
  })

  it("calls nothing for a link without a usable token, and says the link is not valid", async () => {
    render(<NewsletterConfirm search="?token=short" />)
    await waitFor(() => expect(heading()).toHaveTextContent(CONFIRM_PAGE.invalid.heading))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("offers a retry when the backend does not answer, which confirms with the same token", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    answers = [{ ok: false, status: 503, json: async () => null }, said("confirmed")]
    render(<NewsletterConfirm search={`?token=${TOKEN}`} />)
    await userEvent.click(confirmButton())
    await waitFor(() => expect(heading()).toHaveTextContent(CONFIRM_PAGE.unavailable.heading))
    await userEvent.click(screen.getByRole("button", { name: CONFIRM_PAGE.retry }))
    await waitFor(() => expect(heading()).toHaveTextContent(CONFIRM_PAGE.confirmed.heading))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole("button", { name: CONFIRM_PAGE.retry })).not.toBeInTheDocument()
  })

  it("says the backend is unavailable for an answer it does not know", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    answers = [said("maybe")]
    render(<NewsletterConfirm search={`?token=${TOKEN}`} />)
    await userEvent.click(confirmButton())
    await waitFor(() => expect(heading()).toHaveTextContent(CONFIRM_PAGE.unavailable.heading))
  })

  it("has one h1, and its invisible copies (which hold the box's height) are hidden from assistive technology", async () => {
    answers = [said("confirmed")]
    const { container } = render(<NewsletterConfirm search={`?token=${TOKEN}`} />)
    await userEvent.click(confirmButton())
    await waitFor(() => expect(heading()).toHaveTextContent(CONFIRM_PAGE.confirmed.heading))
    expect(container.querySelectorAll("h1")).toHaveLength(1)
    for (const copy of container.querySelectorAll("[aria-hidden=true]")) expect(copy.querySelector("a, button, h1")).toBeNull()
  })
})
