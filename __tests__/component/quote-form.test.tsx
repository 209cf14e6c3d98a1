/**
 * The quote form as a visitor uses it: queried by role and label, driven with user-event.
 * The Supabase client and the submit service are replaced here (their requests are tested
 * with msw in __tests__/database/supabase-requests.test.ts); everything else is real.
 */
import React from "react"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import { QuoteForm } from "../../src/components/quote-form"
import { MB } from "../../src/lib/quote/attachment-limits"
import { LEAD_SOURCE_KEY } from "../../src/lib/lead-source-storage"
import { DRAFT_KEY } from "../../src/lib/quote/draft-storage"
import { bookingTokenKey } from "../../src/lib/booking/token-storage"
import { problemText } from "../../src/lib/booking/panel-text"
import { initialQuoteValues } from "../../src/lib/quote/form-values"
import { MESSAGES } from "../../src/lib/quote/messages"
import { SERVICE_CHOICES } from "../../src/lib/quote/options"
import { submitQuote, type SubmitOutcome, type SubmitProgress } from "../../src/lib/quote/submit-quote"
import { areUploadsAvailable } from "../../src/lib/quote/uploads"
import { getSupabase, supabaseConfig } from "../../src/lib/supabase/client"
import { webcrypto } from "node:crypto"
import { createChallenge, verifySolution } from "altcha-lib/v1"
import { BOT_CHECK_TEXT } from "../../src/components/bot-check-status"

jest.mock("../../src/lib/supabase/client", () => ({
  getSupabase: jest.fn(),
  preloadSupabase: jest.fn(),
  isBackendConfigured: jest.fn(() => true),
  // The bot check's challenge is asked for with fetch (src/lib/supabase/rpc.ts); off unless a test sets it.
  supabaseConfig: jest.fn(() => null),
}))
jest.mock("../../src/lib/quote/uploads", () => ({ areUploadsAvailable: jest.fn() }))
jest.mock("../../src/lib/quote/submit-quote", () => ({ submitQuote: jest.fn(), readLeadSource: jest.requireActual("../../src/lib/lead-source").readLeadSource }))

// Typing like a person, key by key, through Formik's validation takes a few seconds per test.
jest.setTimeout(30_000)

const submitMock = jest.mocked(submitQuote)
const fakeClient = { fake: "supabase client" } as unknown as NonNullable<Awaited<ReturnType<typeof getSupabase>>>
const success = (uploaded = 0, filesSkipped = false, cancelled: string[] = []): SubmitOutcome => ({
  kind: "success",
  quoteId: "q",
  uploaded,
  publicUrls: [],
  filesSkipped,
  cancelled,
})

let now = 1_732_262_400_000
/** Moves the clock on, as filling the form takes a person a while (drafts and proofs are dated by it). */
const timePasses = (ms = 30_000) => {
  now += ms
}

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  sessionStorage.clear()
  now = 1_732_262_400_000
  jest.spyOn(Date, "now").mockImplementation(() => now)
  jest.mocked(getSupabase).mockResolvedValue(fakeClient)
  jest.mocked(areUploadsAvailable).mockReturnValue(true)
  submitMock.mockReset()
  submitMock.mockResolvedValue(success())
})

afterEach(() => jest.restoreAllMocks())

function setup() {
  // applyAccept off: a drop or a picker set to "All files" can deliver any file, as here.
  const user = userEvent.setup({ applyAccept: false, delay: null })
  render(<QuoteForm heading="Tell us about your facility" intro="Fields marked with an asterisk (*) are required." />)
  return user
}

const textbox = (name: string) => screen.getByRole("textbox", { name })
const submitButton = () => screen.getByRole("button", { name: /request my free quote|sending|uploading|finishing/i })
const picker = () => screen.getByLabelText(/add photos, videos or documents/i)
const file = (name: string, type = "", sizeMb?: number) => {
  const f = new File(["content"], name, { type, lastModified: 1 })
  if (sizeMb !== undefined) Object.defineProperty(f, "size", { value: Math.round(sizeMb * MB) })
  return f
}

/** Types into a field as a paste: one change per field keeps these tests fast (typing is tested in the draft test). */
async function enter(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field)
  await user.clear(field)
  await user.paste(value)
}

async function fillRequired(user: UserEvent) {
  await enter(user, textbox("Business name"), "Bayshore Dental")
  await enter(user, textbox("Contact name"), "Maria Lopez")
  await enter(user, textbox("E-mail"), "maria@bayshoredental.com")
  await enter(user, textbox("Phone"), "(813) 555-0199")
  await user.click(screen.getByRole("checkbox", { name: "Office Cleaning" }))
}

describe("required fields", () => {
  it("shows the spec's messages, each field's own error beside it, and focuses the first invalid field", async () => {
    const user = setup()
    await user.click(submitButton())

    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument()
    expect(screen.getByText("Please select at least one service", { selector: "li" })).toBeInTheDocument()

    const business = textbox("Business name")
    await waitFor(() => expect(business).toHaveFocus())
    expect(business).toHaveAttribute("aria-invalid", "true")
    expect(business).toHaveAccessibleDescription("Enter your business name")
    expect(textbox("Contact name")).toHaveAccessibleDescription("Enter the name of the person we should contact")
    expect(textbox("E-mail")).toHaveAccessibleDescription("Enter your e-mail address")
    expect(textbox("Phone")).toHaveAccessibleDescription("Enter your phone number")
    const services = screen.getByRole("group", { name: /services needed/i })
    expect(services).toHaveAccessibleDescription(/Please select at least one service/)
    expect(within(services).getAllByRole("checkbox")[0]).toHaveAttribute("aria-invalid", "true")
    expect(submitMock).not.toHaveBeenCalled()
  })

  it("announces the form-level messages in a live region", async () => {
    const user = setup()
    await user.click(submitButton())
    const message = await screen.findByText("Please fill in all required fields")
    expect(message.closest("[aria-live]")).toHaveAttribute("aria-live", "assertive")
  })

  it("uses browser-level types for e-mail and phone", () => {
    setup()
    expect(textbox("E-mail")).toHaveAttribute("type", "email")
    expect(textbox("Phone")).toHaveAttribute("type", "tel")
    expect(textbox("Business name")).toBeRequired()
  })

  it("checks the e-mail and phone formats and moves focus to the first wrong one", async () => {
    const user = setup()
    await fillRequired(user)
    await enter(user, textbox("E-mail"), "maria@bayshore")
    await enter(user, textbox("Phone"), "555-0199")
    await user.click(submitButton())

    await waitFor(() => expect(textbox("E-mail")).toHaveFocus())
    expect(textbox("E-mail")).toHaveAccessibleDescription("Enter an e-mail address like name@company.com")
    expect(textbox("Phone")).toHaveAccessibleDescription("Enter a 10-digit US phone number, like (813) 555-0142")
    expect(screen.getByText("Please correct the highlighted fields")).toBeInTheDocument()
    expect(screen.queryByText("Please fill in all required fields")).not.toBeInTheDocument()
  })

  it("moves focus to the services when they are the only problem", async () => {
    const user = setup()
    await fillRequired(user)
    await user.click(screen.getByRole("checkbox", { name: "Office Cleaning" })) // unselect again
    await user.click(submitButton())
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Office Cleaning" })).toHaveFocus())
    expect(screen.getByText("Please select at least one service", { selector: "li" })).toBeInTheDocument()
  })
})

describe("services", () => {
  it("offers the 14 choices; selecting adds and unselecting removes", async () => {
    const user = setup()
    const group = screen.getByRole("group", { name: /services needed/i })
    expect(within(group).getAllByRole("checkbox").map((box) => box.getAttribute("value"))).toEqual([...SERVICE_CHOICES])

    await fillRequired(user) // selects Office Cleaning
    await user.click(screen.getByRole("checkbox", { name: "High Dusting" }))
    await user.click(screen.getByRole("checkbox", { name: "Warehouse Cleaning" }))
    await user.click(screen.getByRole("checkbox", { name: "High Dusting" }))
    timePasses()
    await user.click(submitButton())

    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1))
    expect(submitMock.mock.calls[0][0].values.services).toEqual(["Office Cleaning", "Warehouse Cleaning"])
  })
})

describe("attachments", () => {
  it("lists picked files with their size in MB and lets each be removed", async () => {
    const user = setup()
    await user.upload(picker(), [file("Lobby photo.jpg", "image/jpeg", 2.46), file("floor-plan.pdf", "application/pdf", 0.8)])

    const list = screen.getByRole("list", { name: "Attached files" })
    expect(within(list).getByText("Lobby photo.jpg")).toBeInTheDocument()
    expect(within(list).getByText("2.5 MB")).toBeInTheDocument()
    expect(within(list).getByText("0.8 MB")).toBeInTheDocument()
    expect(screen.getByText("2 files · 3.3 MB of 200 MB")).toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Remove Lobby photo.jpg" }))
    expect(screen.queryByText("Lobby photo.jpg")).not.toBeInTheDocument()
    expect(within(screen.getByRole("list", { name: "Attached files" })).getByText("floor-plan.pdf")).toBeInTheDocument()
  })

  it("accepts files by drag and drop", async () => {
    setup()
    const zone = picker().parentElement! // the drop zone around the picker
    fireEvent.dragEnter(zone)
    fireEvent.drop(zone, { dataTransfer: { files: [file("walkthrough.mov", "video/quicktime", 12)] } })
    expect(await screen.findByText("walkthrough.mov")).toBeInTheDocument()
    expect(screen.getByText("12.0 MB")).toBeInTheDocument()
  })

  it("keeps the accepted files of a pick and names the rule for the others", async () => {
    const user = setup()
    await user.upload(picker(), [file("setup.exe", "application/x-msdownload"), file("rooms.csv", "application/vnd.ms-excel"), file("notes.txt", "text/plain")])
    expect(screen.getByText("Some files were not accepted. Allowed: images, videos, PDF, DOC, XLS, CSV.")).toBeInTheDocument()
    expect(screen.getByText("rooms.csv")).toBeInTheDocument()
    expect(screen.queryByText("setup.exe")).not.toBeInTheDocument()
    expect(picker()).toHaveAttribute("aria-invalid", "true")
    expect(picker()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.filesNotAccepted))
  })

  it("accepts images, videos, PDF, DOC, DOCX, XLS, XLSX and CSV", async () => {
    const user = setup()
    const names = ["a.jpg", "b.heic", "c.mp4", "d.pdf", "e.doc", "f.docx", "g.xls", "h.xlsx", "i.csv"]
    await user.upload(picker(), names.map((name) => file(name)))
    expect(within(screen.getByRole("list", { name: "Attached files" })).getAllByRole("listitem")).toHaveLength(9)
    expect(screen.queryByText(MESSAGES.filesNotAccepted)).not.toBeInTheDocument()
  })

  it("refuses a single file over 50 MB, naming it and the limit, before anything is sent", async () => {
    const user = setup()
    await user.upload(picker(), [file("site-video.mp4", "video/mp4", 51), file("photo.jpg", "image/jpeg", 1)])
    expect(screen.getByText(MESSAGES.fileTooLarge("site-video.mp4", 50))).toBeInTheDocument()
    expect(screen.queryByText("site-video.mp4")).not.toBeInTheDocument()
    expect(screen.getByText("photo.jpg")).toBeInTheDocument()
  })

  it("leaves the list unchanged when a pick would take the total over 200MB", async () => {
    const user = setup()
    await user.upload(picker(), [file("a.mp4", "video/mp4", 50), file("b.mp4", "video/mp4", 50), file("c.mp4", "video/mp4", 50)])
    await user.upload(picker(), [file("d.mp4", "video/mp4", 45), file("e.jpg", "image/jpeg", 10)])
    expect(screen.getByText("Total attachment size exceeds 200MB.")).toBeInTheDocument()
    expect(within(screen.getByRole("list", { name: "Attached files" })).getAllByRole("listitem")).toHaveLength(3)
    expect(screen.queryByText("e.jpg")).not.toBeInTheDocument()
  })
})

describe("submitting", () => {
  it("sends the values and files, then shows the success message and resets everything, state back to FL", async () => {
    submitMock.mockResolvedValue(success(2))
    const user = setup()
    await fillRequired(user)
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "GA")
    await user.upload(picker(), [file("Lobby photo.jpg", "image/jpeg", 1), file("floor-plan.pdf", "application/pdf", 1)])
    timePasses()
    await user.click(submitButton())

    expect(await screen.findByText("Quote submitted! We'll contact you within 24 hours. 2 file(s) uploaded.")).toBeInTheDocument()
    const call = submitMock.mock.calls[0][0]
    expect(call.client).toBe(fakeClient)
    expect(call.values).toMatchObject({ businessName: "Bayshore Dental", state: "GA", services: ["Office Cleaning"] })
    expect(call.files.map((f) => f.name)).toEqual(["Lobby photo.jpg", "floor-plan.pdf"])
    expect(call.uploadsAvailable).toBe(true)

    expect(textbox("Business name")).toHaveValue("")
    expect(textbox("E-mail")).toHaveValue("")
    expect(screen.getByRole("combobox", { name: "State" })).toHaveValue("FL")
    expect(screen.getByRole("checkbox", { name: "Office Cleaning" })).not.toBeChecked()
    expect(screen.queryByRole("list", { name: "Attached files" })).not.toBeInTheDocument()
    expect(screen.getByText(/Quote submitted!/).closest("[tabindex='-1']")).toHaveFocus()
  })

  it("sends a fresh booking token with the quote, keeps it for this tab's booking panel, never in the draft", async () => {
    const user = setup()
    await fillRequired(user)
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull())
    timePasses()
    await user.click(submitButton())
    await screen.findByText(/Quote submitted!/)
    const token = submitMock.mock.calls[0][0].bookingToken!
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(sessionStorage.getItem(bookingTokenKey("q"))).toBe(token)
    // The booking panel under the message, loaded now (no backend here: it says so and offers call and text).
    expect(await screen.findByText(problemText("down", "quote").title)).toBeInTheDocument()
    expect(JSON.stringify({ ...localStorage })).not.toContain(token)

    await fillRequired(user)
    timePasses()
    await user.click(submitButton())
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2))
    expect(submitMock.mock.calls[1][0].bookingToken).not.toBe(token)
  })

  it("disables the button and shows progress while sending; a second click or Enter sends nothing more", async () => {
    let report: (progress: SubmitProgress) => void = () => undefined
    let resolve: (outcome: SubmitOutcome) => void = () => undefined
    submitMock.mockImplementation(({ onProgress }) => {
      report = onProgress!
      return new Promise((r) => (resolve = r))
    })
    const user = setup()
    await fillRequired(user)
    await user.upload(picker(), [file("a.jpg", "image/jpeg", 1), file("b.pdf", "application/pdf", 1)])
    timePasses()
    await user.click(submitButton())

    await waitFor(() => expect(submitButton()).toBeDisabled())
    expect(submitButton()).toHaveTextContent("Sending your quote…")
    act(() =>
      report({
        phase: "uploading",
        current: 1,
        total: 2,
        fileName: "a.jpg",
        files: [
          { sent: 0, total: 1, status: "uploading" },
          { sent: 0, total: 1, status: "waiting" },
        ],
        quoteId: "q",
        paths: ["quotes/1-a/a.jpg", "quotes/1-a/b.pdf"],
      }),
    )
    expect(submitButton()).toHaveTextContent("Uploading files… 0%")
    expect(within(screen.getByRole("list", { name: "Attached files" })).getByText("Uploading")).toBeInTheDocument()
    expect(textbox("Business name")).toBeDisabled()

    await user.click(submitButton())
    fireEvent.submit(submitButton().closest("form")!)
    expect(submitMock).toHaveBeenCalledTimes(1)

    await act(async () => resolve(success(2)))
    expect(await screen.findByText(/2 file\(s\) uploaded/)).toBeInTheDocument()
    expect(submitButton()).toBeEnabled()
    expect(submitMock).toHaveBeenCalledTimes(1)
  })

  it("says file uploads are unavailable, still submits the quote, and reports 0 files", async () => {
    jest.mocked(areUploadsAvailable).mockReturnValue(false)
    submitMock.mockResolvedValue(success(0, true))
    const user = setup()
    await fillRequired(user)
    await user.upload(picker(), [file("photo.jpg", "image/jpeg", 1)])
    expect(screen.getByText(MESSAGES.uploadsUnavailable)).toBeInTheDocument()
    timePasses()
    await user.click(submitButton())

    expect(await screen.findByText("Quote submitted! We'll contact you within 24 hours. 0 file(s) uploaded.")).toBeInTheDocument()
    expect(screen.getByText("File uploads are unavailable at the moment. Your quote will still be submitted.")).toBeInTheDocument()
    expect(submitMock.mock.calls[0][0].uploadsAvailable).toBe(false)
  })

  it("after an upload failure says the quote was received and resets the form", async () => {
    submitMock.mockResolvedValue({ kind: "upload-failed", quoteId: "q", uploaded: 0, error: new Error("500") })
    const user = setup()
    await fillRequired(user)
    await user.upload(picker(), [file("photo.jpg", "image/jpeg", 1)])
    timePasses()
    await user.click(submitButton())

    expect(
      await screen.findByText("We couldn't upload your files right now, but your quote was received. We'll follow up to collect attachments."),
    ).toBeInTheDocument()
    expect(textbox("Business name")).toHaveValue("")
    expect(screen.queryByText("photo.jpg")).not.toBeInTheDocument()
  })

  it.each([
    ["the row save fails", { kind: "save-failed", error: new Error("400") } as SubmitOutcome, /couldn't send your quote/],
    ["no backend is configured", { kind: "not-configured" } as SubmitOutcome, /not available right now/],
  ])("when %s: keeps everything and offers the phone and the whole quote by e-mail", async (_case, outcome, title) => {
    submitMock.mockResolvedValue(outcome)
    const user = setup()
    await fillRequired(user)
    await enter(user, textbox("Special requirements"), "Alarm code on site")
    await user.upload(picker(), [file("floor-plan.pdf", "application/pdf", 1)])
    timePasses()
    await user.click(submitButton())

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(title)
    expect(within(alert).getByRole("link", { name: "(813) 555-0142" })).toHaveAttribute("href", "tel:+18135550142")
    const email = within(alert).getByRole("link", { name: "Send by e-mail instead" })
    const href = email.getAttribute("href")!
    expect(href.startsWith("mailto:quotes@example.com?subject=")).toBe(true)
    const body = decodeURIComponent(href.split("body=")[1])
    expect(body).toContain("Business name: Bayshore Dental")
    expect(body).toContain("Contact name: Maria Lopez")
    expect(body).toContain("E-mail: maria@bayshoredental.com")
    expect(body).toContain("Phone: (813) 555-0199")
    expect(body).toContain("- Office Cleaning")
    expect(body).toContain("Alarm code on site")
    expect(body).toContain("- floor-plan.pdf (1.0 MB)")

    // Nothing was reset.
    expect(textbox("Business name")).toHaveValue("Bayshore Dental")
    expect(screen.getByRole("checkbox", { name: "Office Cleaning" })).toBeChecked()
    expect(screen.getByText("floor-plan.pdf")).toBeInTheDocument()
  })

  it("when the rate limit refuses the quote: says so with the phone, keeps every value and file, and offers the e-mail", async () => {
    submitMock.mockResolvedValue({ kind: "rate-limited", error: { code: "PT429", message: "rate_limited" } })
    const user = setup()
    await fillRequired(user)
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "GA")
    await enter(user, textbox("Special requirements"), "Alarm code on site")
    await user.upload(picker(), [file("floor-plan.pdf", "application/pdf", 1)])
    timePasses()
    await user.click(submitButton())

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(/sent several quote requests in a short time/)
    expect(alert).toHaveFocus()
    expect(within(alert).getByRole("link", { name: "(813) 555-0142" })).toHaveAttribute("href", "tel:+18135550142")
    expect(within(alert).getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+18135550142")
    const body = decodeURIComponent(within(alert).getByRole("link", { name: "Send by e-mail instead" }).getAttribute("href")!.split("body=")[1])
    expect(body).toContain("Business name: Bayshore Dental")

    expect(textbox("Business name")).toHaveValue("Bayshore Dental")
    expect(textbox("Contact name")).toHaveValue("Maria Lopez")
    expect(textbox("E-mail")).toHaveValue("maria@bayshoredental.com")
    expect(textbox("Phone")).toHaveValue("(813) 555-0199")
    expect(textbox("Special requirements")).toHaveValue("Alarm code on site")
    expect(screen.getByRole("combobox", { name: "State" })).toHaveValue("GA")
    expect(screen.getByRole("checkbox", { name: "Office Cleaning" })).toBeChecked()
    expect(within(screen.getByRole("list", { name: "Attached files" })).getByText("floor-plan.pdf")).toBeInTheDocument()
    expect(screen.queryByText(/Quote submitted!/)).not.toBeInTheDocument()
  })

  it("sends the visit's lead source from session storage with the quote, and nulls without one", async () => {
    const lead = { landingPage: "/services/office-cleaning?utm_source=google", referrer: "https://www.google.com/", utm: { utm_source: "google" } }
    sessionStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify({ page: "https://www.example.com/services/office-cleaning?utm_source=google", referrer: "https://www.google.com/" }))
    const user = setup()
    await fillRequired(user)
    timePasses()
    await user.click(submitButton())
    await screen.findByText(/Quote submitted!/)
    expect(submitMock.mock.calls[0][0].leadSource).toEqual(lead)

    sessionStorage.clear()
    await fillRequired(user)
    timePasses()
    await user.click(submitButton())
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2))
    expect(submitMock.mock.calls[1][0].leadSource).toEqual({ landingPage: null, referrer: null, utm: null })
  })

  it("links the privacy policy beside the submit button", () => {
    setup()
    const privacy = screen.getByRole("link", { name: "Privacy policy" })
    expect(privacy).toHaveAttribute("href", "/privacy/")
    expect(submitButton().closest("div")).toContainElement(privacy)
  })

  it("treats a client that cannot load (bad connection) as a failed save", async () => {
    jest.mocked(getSupabase).mockRejectedValue(new Error("Loading chunk failed"))
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const user = setup()
    await fillRequired(user)
    timePasses()
    await user.click(submitButton())
    expect(await screen.findByRole("link", { name: "Send by e-mail instead" })).toBeInTheDocument()
    expect(submitMock).not.toHaveBeenCalled()
    expect(textbox("Business name")).toHaveValue("Bayshore Dental")
  })
})

describe("the draft", () => {
  it("is saved while typing and restored on return, with a way to clear it", async () => {
    const user = setup()
    await user.type(textbox("Business name"), "Bayshore Dental")
    await user.click(screen.getByRole("checkbox", { name: "Kitchen Cleaning" }))
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain("Bayshore Dental"))

    // The visitor leaves and comes back.
    document.body.innerHTML = ""
    const again = setup()
    await waitFor(() => expect(textbox("Business name")).toHaveValue("Bayshore Dental"))
    expect(screen.getByRole("checkbox", { name: "Kitchen Cleaning" })).toBeChecked()
    expect(screen.getByText("We kept the details you entered last time.")).toBeInTheDocument()

    await again.click(screen.getByRole("button", { name: "Clear the form" }))
    expect(textbox("Business name")).toHaveValue("")
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it("is cleared after a successful submit", async () => {
    const user = setup()
    await fillRequired(user)
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull())
    timePasses()
    await user.click(submitButton())
    await screen.findByText(/Quote submitted!/)
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull())
  })

  it("lets a returning visitor submit at once: the fill-time check does not apply to a restored draft", async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        savedAt: now,
        values: { ...initialQuoteValues, businessName: "Acme", contactName: "Al", email: "al@acme.co", phone: "8135550100", services: ["High Dusting"] },
      }),
    )
    const user = setup()
    await waitFor(() => expect(textbox("Business name")).toHaveValue("Acme"))
    await user.click(submitButton()) // no time passes
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1))
  })
})

describe("spam protection", () => {
  it("gives a filled honeypot the success message and stores nothing", async () => {
    const user = setup()
    await fillRequired(user)
    // A bot fills the hidden field directly.
    fireEvent.change(screen.getByLabelText("Website (leave this empty)"), { target: { value: "https://spam.example" } })
    timePasses()
    await user.click(submitButton())
    expect(await screen.findByText(/Quote submitted! We'll contact you within 24 hours/)).toBeInTheDocument()
    expect(submitMock).not.toHaveBeenCalled()
    expect(getSupabase).not.toHaveBeenCalled()
  })

  it("keeps the honeypot away from people and assistive technology", () => {
    setup()
    const trap = screen.getByLabelText("Website (leave this empty)")
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull()
    expect(screen.queryByRole("textbox", { name: /website/i })).not.toBeInTheDocument()
  })

  it("sends a quote sent the moment it is filled (a phone's autofill): a quick person is never told \"submitted\" while nothing is stored", async () => {
    const user = setup()
    await fillRequired(user)
    await user.click(submitButton()) // the clock has not moved
    expect(await screen.findByText(/Quote submitted!/)).toBeInTheDocument()
    expect(submitMock).toHaveBeenCalledTimes(1)
  })
})

describe("the bot check", () => {
  const HMAC_KEY = "test-only-bot-check-key"
  const CHALLENGE_URL = "http://127.0.0.1:54321/rest/v1/rpc/bot_check_challenge"
  let challengeAnswers: Array<() => Promise<ReturnType<typeof answer>>>
  let fetchMock: jest.Mock
  const realCrypto = globalThis.crypto

  /** A real ALTCHA challenge, as the database makes it, expiring an hour after the test's "now". */
  /** What fetch resolves to, as far as the page reads it (jsdom has no Response). */
  const answer = (status: number, body: unknown = null) => ({ ok: status < 300, status, json: async () => body })
  const challenge = async () => answer(200, await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 2000, expires: new Date(now + 3_600_000) }))
  const statusLine = () => screen.getByText((_, el) => el?.getAttribute("data-state") !== null && el?.getAttribute("role") === "status")

  beforeEach(() => {
    // jsdom has no WebCrypto digest; the browser's is what the solver uses, Node's is the same API.
    Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true })
    jest.mocked(supabaseConfig).mockReturnValue({ url: "http://127.0.0.1:54321", anonKey: "test-only-anon-key" })
    challengeAnswers = []
    fetchMock = jest.fn(async () => (challengeAnswers.shift() ?? challenge)())
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })
  afterEach(() => {
    Object.defineProperty(globalThis, "crypto", { value: realCrypto, configurable: true })
    jest.mocked(supabaseConfig).mockReturnValue(null)
  })

  it("asks for nothing until the visitor starts on the form, then solves in the background and says so politely", async () => {
    const user = setup()
    const status = statusLine()
    expect(status).toHaveAttribute("role", "status")
    expect(status).toHaveTextContent("")
    expect(fetchMock).not.toHaveBeenCalled()

    await user.click(textbox("Business name"))
    expect(fetchMock).toHaveBeenCalledWith(CHALLENGE_URL, expect.objectContaining({ method: "POST" }))
    await waitFor(() => expect(status).toHaveTextContent(BOT_CHECK_TEXT.ready))
    // Moving between fields does not start another check.
    await user.click(textbox("Contact name"))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("sends a proof that the reference implementation verifies, and uses it once", async () => {
    const user = setup()
    await fillRequired(user)
    timePasses()
    await user.click(submitButton())
    await screen.findByText(/Quote submitted!/)
    const proof = submitMock.mock.calls[0][0].botProof!
    expect(await verifySolution(proof, HMAC_KEY, false)).toBe(true)
    // Counted apart from the booking panel's own calls under the success message.
    const challenges = () => fetchMock.mock.calls.filter(([url]) => url === CHALLENGE_URL).length
    expect(challenges()).toBe(1)

    // The next quote gets a proof of its own.
    await fillRequired(user)
    timePasses()
    await user.click(submitButton())
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2))
    expect(submitMock.mock.calls[1][0].botProof).not.toBe(proof)
    expect(challenges()).toBe(2)
  })

  it("when the database refuses the proof: keeps every value and file, says so, gets a new challenge, and sends with it", async () => {
    submitMock.mockResolvedValueOnce({ kind: "bot-check-failed", error: { code: "PT403", message: "bot_check_failed" } })
    const user = setup()
    await fillRequired(user)
    await enter(user, textbox("Special requirements"), "Alarm code on site")
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "GA")
    await user.upload(picker(), [file("floor-plan.pdf", "application/pdf", 1)])
    timePasses()
    await user.click(submitButton())

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("Our automatic spam check did not go through, so your quote was not sent.")
    expect(alert).toHaveTextContent("Nothing you entered has been lost.")
    expect(alert).toHaveFocus()
    expect(textbox("Business name")).toHaveValue("Bayshore Dental")
    expect(textbox("E-mail")).toHaveValue("maria@bayshoredental.com")
    expect(textbox("Special requirements")).toHaveValue("Alarm code on site")
    expect(screen.getByRole("combobox", { name: "State" })).toHaveValue("GA")
    expect(screen.getByRole("checkbox", { name: "Office Cleaning" })).toBeChecked()
    expect(within(screen.getByRole("list", { name: "Attached files" })).getByText("floor-plan.pdf")).toBeInTheDocument()
    // A new check started at once.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(statusLine()).toHaveTextContent(BOT_CHECK_TEXT.ready))

    await user.click(submitButton())
    await screen.findByText(/Quote submitted!/)
    const [first, second] = submitMock.mock.calls.map(([input]) => input.botProof)
    expect(second).not.toBe(first)
    expect(await verifySolution(second!, HMAC_KEY, false)).toBe(true)
  })

  it("when no challenge can be had: says the check could not finish, sends nothing at the first try, tries again on send", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    challengeAnswers = [async () => answer(503), async () => answer(503)]
    const user = setup()
    await fillRequired(user)
    await waitFor(() => expect(statusLine()).toHaveTextContent(BOT_CHECK_TEXT.failed))
    timePasses()
    await user.click(submitButton())
    // The retry at send also failed: nothing sent, every value kept, the phone and e-mail offered.
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("We couldn't send your quote just now.")
    expect(submitMock).not.toHaveBeenCalled()
    expect(textbox("Business name")).toHaveValue("Bayshore Dental")

    // The backend is back: the next send works.
    await user.click(submitButton())
    await screen.findByText(/Quote submitted!/)
    expect(await verifySolution(submitMock.mock.calls[0][0].botProof!, HMAC_KEY, false)).toBe(true)
  })
})
