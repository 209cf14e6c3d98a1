/**
 * What a visitor did before React hydrated the page is what the components hold afterwards: values typed
 * or picked in a form (useTypedBeforeHydration) and menus and accordions the platform opened (<details>).
 * Each test renders the server's HTML, acts on it as the visitor (and the early script,
 * gatsby/lib/early-input.ts) would before the scripts arrive, hydrates, and checks what the component sends
 * or shows; a component React draws by itself adopts nothing.
 */
import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Accordion } from "../../src/components/accordion"
import { ContactForm } from "../../src/components/contact-form"
import { NavDropdown } from "../../src/components/nav-dropdown"
import { Newsletter } from "../../src/components/newsletter"
import { QuoteForm } from "../../src/components/quote-form"
import { changedFormValues } from "../../src/lib/changed-form-values"
import { DRAFT_KEY } from "../../src/lib/quote/draft-storage"
import { initialQuoteValues } from "../../src/lib/quote/form-values"
import { submitQuote } from "../../src/lib/quote/submit-quote"
import { getSupabase } from "../../src/lib/supabase/client"
import { FIXED_NOW } from "../fixtures/clock"
import { hydrate, serverHtml, serverHtmlWithRegions } from "../fixtures/server-html"
import { getDisclosure, isExpanded } from "../fixtures/disclosure"

jest.mock("../../src/lib/supabase/client", () => ({
  getSupabase: jest.fn(),
  preloadSupabase: jest.fn(),
  isBackendConfigured: jest.fn(() => true),
  supabaseConfig: () => null, // no bot check proof without a backend (use-bot-check.ts)
}))
jest.mock("../../src/lib/quote/uploads", () => ({ areUploadsAvailable: () => true }))
jest.mock("../../src/lib/quote/submit-quote", () => ({ submitQuote: jest.fn(), readLeadSource: jest.requireActual("../../src/lib/lead-source").readLeadSource }))

// The whole quote form rendered, hydrated and typed into: over Jest's 5 s on a loaded machine (as in quote-form.test.tsx).
jest.setTimeout(30_000)


/** Types as the browser does before any script: the field's value changes, React hears nothing. */
const typeBeforeScripts = (field: HTMLElement, text: string) => {
  ;(field as HTMLInputElement).value = text
}

/**
 * A tap before any script on a menu or accordion (a <details>): the platform opens it, as jsdom does for a
 * click on its <summary>; React hears nothing.
 */
const tapBeforeScripts = (summary: HTMLElement) => summary.click()

/**
 * Two warnings of React's development build only, which Gatsby's production build does not run: the
 * server renderer's note that layout effects (these hooks run at hydration) do nothing on the server, and
 * the hydration check that finds the `open` a visitor gave a <details> before hydration (what the menus
 * adopt, and what the accordion leaves to the platform). Any other console error still shows.
 */
const DEV_ONLY = /useLayoutEffect does nothing on the server|Extra attributes from the server: \S* ?open\b/
beforeEach(() => {
  const error = console.error
  jest.spyOn(console, "error").mockImplementation((message, ...rest) => {
    if (!DEV_ONLY.test([message, ...rest].map(String).join(" "))) error(message, ...rest)
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ""
  localStorage.clear()
})

describe("changedFormValues", () => {
  it("reads only what differs from the form's HTML: text, a picked option, a list of checked boxes", () => {
    const container = serverHtml(
      <form>
        <input name="name" defaultValue="" />
        <input name="city" defaultValue="Tampa" />
        <textarea name="note" defaultValue="" />
        <select name="state" defaultValue="FL">
          <option value="FL">Florida</option>
          <option value="GA">Georgia</option>
        </select>
        <input type="checkbox" name="services" value="Office" />
        <input type="checkbox" name="services" value="Floors" defaultChecked />
        <input type="checkbox" name="services" value="Windows" />
        <input type="file" name="files" />
        <input name="locked" defaultValue="" disabled />
      </form>,
    )
    const form = container.querySelector("form")!
    expect(changedFormValues(form)).toEqual({})
    typeBeforeScripts(form.elements.namedItem("name") as HTMLElement, "Dana")
    typeBeforeScripts(form.elements.namedItem("note") as HTMLElement, "Back door")
    ;(form.elements.namedItem("state") as HTMLSelectElement).value = "GA"
    ;(form.querySelector("[value=Windows]") as HTMLInputElement).checked = true
    ;(form.elements.namedItem("locked") as HTMLInputElement).value = "ignored"
    expect(changedFormValues(form)).toEqual({ name: "Dana", note: "Back door", state: "GA", services: ["Floors", "Windows"] })
  })
})

describe("values typed before hydration", () => {
  it("are what the contact form sends", async () => {
    const openMailto = jest.fn()
    const ui = <ContactForm openMailto={openMailto} />
    const container = serverHtml(ui)
    typeBeforeScripts(screen.getByRole("textbox", { name: "Name" }), "Dana Reyes")
    typeBeforeScripts(screen.getByRole("textbox", { name: "Email" }), "dana@example.org")
    expect(await hydrate(container, ui)).toEqual([])
    const user = userEvent.setup()
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Nightly cleaning")
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Dana Reyes")
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(openMailto).toHaveBeenCalledTimes(1)
    expect(decodeURIComponent(openMailto.mock.calls[0][0])).toMatch(/Dana Reyes[\s\S]*dana@example\.org/)
  })

  it("are what the newsletter box stores", async () => {
    const subscribe = jest.fn().mockResolvedValue("subscribed")
    const ui = <Newsletter heading="Tips" text="Monthly." subscribe={subscribe} />
    const container = serverHtml(ui)
    typeBeforeScripts(screen.getByLabelText("E-mail address"), "ana@example.com")
    expect(await hydrate(container, ui)).toEqual([])
    await userEvent.setup().click(screen.getByRole("button", { name: "Subscribe" }))
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith("ana@example.com", null)) // no backend here, so no bot check proof
  })

  it("become the quote form's state and are sent at once, not taken for a bot's too-fast submission", async () => {
    jest.mocked(getSupabase).mockResolvedValue({} as never)
    jest.mocked(submitQuote).mockResolvedValue({ kind: "success", quoteId: "q", uploaded: 0, publicUrls: [], filesSkipped: false, cancelled: [] })
    const ui = <QuoteForm heading="Tell us about your facility" />
    const container = serverHtml(ui)
    typeBeforeScripts(screen.getByRole("textbox", { name: "Business name" }), "Bayshore Dental")
    typeBeforeScripts(screen.getByRole("textbox", { name: "Contact name" }), "Maria Lopez")
    typeBeforeScripts(screen.getByRole("textbox", { name: "E-mail" }), "maria@bayshoredental.com")
    typeBeforeScripts(screen.getByRole("textbox", { name: "Phone" }), "(813) 555-0199")
    ;(screen.getByRole("checkbox", { name: "Office Cleaning" }) as HTMLInputElement).checked = true
    ;(screen.getByRole("combobox", { name: "State" }) as HTMLSelectElement).value = "GA"
    expect(await hydrate(container, ui)).toEqual([])
    // A render after hydration (another field typed in) keeps them on screen.
    await userEvent.setup().type(screen.getByRole("textbox", { name: "ZIP code" }), "33602")
    expect(screen.getByRole("textbox", { name: "Business name" })).toHaveValue("Bayshore Dental")
    // Submitted the moment the page is alive (the early script replays a submission held until then).
    await act(async () => {
      screen.getByRole("button", { name: /request my free quote/i }).click()
    })
    await waitFor(() => expect(submitQuote).toHaveBeenCalledTimes(1))
    expect(jest.mocked(submitQuote).mock.calls[0][0].values).toMatchObject({
      businessName: "Bayshore Dental",
      contactName: "Maria Lopez",
      email: "maria@bayshoredental.com",
      phone: "(813) 555-0199",
      services: ["Office Cleaning"],
      state: "GA",
      zipCode: "33602",
    })
  })

  it("win over the quote form's saved draft, which fills in the rest", async () => {
    const draft = { ...initialQuoteValues, businessName: "Old Draft Inc", city: "Clearwater" }
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: FIXED_NOW.getTime(), values: draft }))
    jest.spyOn(Date, "now").mockReturnValue(FIXED_NOW.getTime())
    const ui = <QuoteForm heading="Tell us about your facility" />
    const container = serverHtml(ui)
    typeBeforeScripts(screen.getByRole("textbox", { name: "Business name" }), "Bayshore Dental")
    expect(await hydrate(container, ui)).toEqual([])
    await waitFor(() => expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Clearwater"))
    expect(screen.getByRole("textbox", { name: "Business name" })).toHaveValue("Bayshore Dental")
  })

  it("are not looked for in a form React draws by itself", () => {
    const subscribe = jest.fn()
    render(<Newsletter heading="Tips" text="Monthly." subscribe={subscribe} />)
    expect(screen.getByLabelText("E-mail address")).toHaveValue("")
  })
})

describe("disclosures opened before hydration", () => {
  const items = [
    { title: "Do you bring supplies?", content: <p>Yes, all of them.</p> },
    { title: "Are you insured?", content: <p>Fully insured.</p> },
    { title: "Do you work nights?", content: <p>Every night.</p> },
  ]

  it("an accordion keeps the item opened before hydration open, and one tap closes it", async () => {
    const ui = <Accordion items={items} />
    const container = serverHtml(ui)
    tapBeforeScripts(getDisclosure("Are you insured?"))
    expect(screen.getByText("Fully insured.")).toBeVisible()
    expect(await hydrate(container, ui)).toEqual([])
    const question = getDisclosure("Are you insured?")
    expect(isExpanded(question)).toBe(true)
    expect(screen.getByText("Fully insured.")).toBeVisible()
    await userEvent.setup().click(question)
    expect(isExpanded(question)).toBe(false)
    expect(screen.getByText("Fully insured.")).not.toBeVisible()
  })

  it("a header dropdown opened before hydration, its links already in the HTML, is React's open one, and one tap closes it", async () => {
    const groups = [{ links: [{ label: "Office Cleaning", to: "/services/office-cleaning/" }] }]
    const ui = (
      <ul>
        <NavDropdown label="Services" groups={groups} active={false} currentPath="/" />
      </ul>
    )
    // Its links are a static region: kept as the server rendered them.
    const container = await serverHtmlWithRegions(ui)
    tapBeforeScripts(getDisclosure("Services"))
    expect(screen.getByRole("link", { name: "Office Cleaning" })).toBeVisible()
    expect(await hydrate(container, ui)).toEqual([])
    const trigger = getDisclosure("Services")
    expect(isExpanded(trigger)).toBe(true)
    expect(screen.getByRole("link", { name: "Office Cleaning" })).toBeVisible()
    await userEvent.setup().click(trigger)
    expect(isExpanded(trigger)).toBe(false)
    expect(screen.getByRole("link", { name: "Office Cleaning", hidden: true })).not.toBeVisible()
  })

  it("a disclosure React draws by itself starts closed", () => {
    render(<Accordion items={items} />)
    expect(isExpanded(getDisclosure("Are you insured?"))).toBe(false)
  })
})
