import React from "react"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Formik } from "formik"
import { ZipCheck } from "../../src/components/zip-check/zip-check"
import { QuoteZipAnswer } from "../../src/components/zip-check/quote-zip-slot"
import { initialQuoteValues, type QuoteFormValues } from "../../src/lib/quote/form-values"
import { SERVICE_AREA_PATH } from "../../src/lib/service-area/zip-data"
import { builtFixture } from "../fixtures/service-area"

const FILE = JSON.parse(JSON.stringify(builtFixture().file))
let fetched: string[] = []

beforeEach(() => {
  fetched = []
  global.fetch = jest.fn((url: string) => {
    fetched.push(url)
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(FILE) })
  }) as unknown as typeof fetch
})

describe("the ZIP box", () => {
  const setup = () => {
    const user = userEvent.setup()
    render(<ZipCheck id="test" city={{ name: "Tampa", slug: "tampa" }} />)
    return { user, input: screen.getByRole("textbox", { name: "Your ZIP code" }) }
  }

  it("fetches nothing until the visitor types, then answers each ZIP code at once from one fetch", async () => {
    const { user, input } = setup()
    expect(fetched).toEqual([])
    await user.type(input, "33569")
    expect(await screen.findByText("Yes, we serve 33569 (Tampa area, 12 miles from our Tampa crews).")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Commercial cleaning in Riverview" })).toHaveAttribute("href", "/locations/riverview/")
    await user.clear(input)
    await user.type(input, "10001")
    expect(screen.getByRole("status")).toHaveTextContent("10001 is in New York, outside our area")
    expect(fetched).toEqual([SERVICE_AREA_PATH])
  })

  it("does not link the page it is on", async () => {
    const { user, input } = setup()
    await user.type(input, "33602")
    await screen.findByText(/^Yes, we serve 33602/)
    expect(screen.queryByRole("link", { name: /Commercial cleaning in/ })).toBeNull()
    expect(screen.getByRole("link", { name: "Get a free quote" })).toHaveAttribute("href", "/quote/")
  })

  it("says what is wrong in words and keeps what was typed: letters at once, a short number when checked", async () => {
    const { user, input } = setup()
    await user.type(input, "33a")
    expect(screen.getByRole("status")).toHaveTextContent("A ZIP code is made of digits only")
    await user.clear(input)
    await user.type(input, "3360")
    expect(screen.getByRole("status")).toHaveTextContent("")
    await user.click(screen.getByRole("button", { name: "Check" }))
    expect(screen.getByRole("status")).toHaveTextContent("That's 4 digits; a ZIP code has 5, like 33602.")
    expect(input).toHaveValue("3360")
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveAccessibleDescription(/That's 4 digits/)
  })
})

describe("the quote form's ZIP answer", () => {
  function Form({ start = {} }: { start?: Partial<QuoteFormValues> }) {
    return (
      <Formik<QuoteFormValues> initialValues={{ ...initialQuoteValues, ...start }} onSubmit={() => undefined}>
        {({ values, handleChange, handleBlur }) => (
          <form>
            <label htmlFor="city">City</label>
            <input id="city" name="city" value={values.city} onChange={handleChange} />
            <label htmlFor="state">State</label>
            <select id="state" name="state" value={values.state} onChange={handleChange} onBlur={handleBlur}>
              {["FL", "GA", "AL", "SC", "NC"].map((code) => <option key={code}>{code}</option>)}
            </select>
            <label htmlFor="zip">ZIP code</label>
            <input id="zip" name="zipCode" value={values.zipCode} onChange={handleChange} />
            <QuoteZipAnswer />
          </form>
        )}
      </Formik>
    )
  }

  it("fills the empty city and the untouched state from a served ZIP code, then follows a new one", async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.type(screen.getByLabelText("ZIP code"), "33701")
    await waitFor(() => expect(screen.getByLabelText("City")).toHaveValue("Saint Petersburg"))
    expect(screen.getByLabelText("State")).toHaveValue("FL")
    await user.clear(screen.getByLabelText("ZIP code"))
    await user.type(screen.getByLabelText("ZIP code"), "33569")
    await waitFor(() => expect(screen.getByLabelText("City")).toHaveValue("Riverview"))
  })

  it("never overwrites a city the visitor typed or a state they picked", async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.type(screen.getByLabelText("City"), "Gibsonton")
    await user.selectOptions(screen.getByLabelText("State"), "GA")
    await user.type(screen.getByLabelText("ZIP code"), "33569")
    await screen.findByText(/^Yes, we serve 33569/)
    expect(screen.getByLabelText("City")).toHaveValue("Gibsonton")
    expect(screen.getByLabelText("State")).toHaveValue("GA")
  })

  it("leaves letters to the field's own error, but answers five digits", async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.type(screen.getByLabelText("ZIP code"), "3a")
    expect(screen.getByRole("status")).toHaveTextContent("")
    await user.clear(screen.getByLabelText("ZIP code"))
    await user.type(screen.getByLabelText("ZIP code"), "32801")
    expect(await screen.findByText("32801 is outside our usual area; send the request anyway and we will tell you within 24 hours.")).toBeInTheDocument()
    expect(screen.getByLabelText("City")).toHaveValue("")
  })
})
