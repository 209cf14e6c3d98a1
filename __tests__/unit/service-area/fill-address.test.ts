import { addressFill, type FillContext } from "../../../src/lib/service-area/fill-address"
import type { ZipAnswer } from "../../../src/lib/service-area/zip-answer"

const city = { index: 0, slug: "atlanta", city: "Atlanta", state: "GA", radius: 40, listed: true }
const served = (town: string, state: string): ZipAnswer => ({ kind: "served", zip: "30303", city, miles: 1, town, state, page: city })
const context = (over: Partial<FillContext> & { city?: string; state?: string } = {}): FillContext => ({
  current: { city: over.city ?? "", state: over.state ?? "FL" },
  filled: over.filled ?? {},
  stateTouched: over.stateTouched ?? false,
  defaultState: "FL",
  stateOptions: ["FL", "GA", "AL", "SC", "NC"],
})

describe("filling the quote form's city and state from a served ZIP code", () => {
  it("fills an empty city and a state still on its default", () => {
    expect(addressFill(served("Atlanta", "GA"), context())).toEqual({ city: "Atlanta", state: "GA" })
  })

  it("never overwrites a city the visitor typed, nor a state they chose", () => {
    expect(addressFill(served("Atlanta", "GA"), context({ city: "Decatur" }))).toEqual({ state: "GA" })
    expect(addressFill(served("Atlanta", "GA"), context({ stateTouched: true }))).toEqual({ city: "Atlanta" })
    // A restored draft's state (neither the default nor filled in) is the visitor's.
    expect(addressFill(served("Atlanta", "GA"), context({ state: "SC" }))).toEqual({ city: "Atlanta" })
  })

  it("replaces what it filled itself when the ZIP code changes", () => {
    const filled = { city: "Tampa", state: "FL" }
    expect(addressFill(served("Atlanta", "GA"), context({ city: "Tampa", state: "FL", filled }))).toEqual({ city: "Atlanta", state: "GA" })
  })

  it("leaves both alone for any answer but a served ZIP code", () => {
    expect(addressFill({ kind: "outside", zip: "32801" }, context())).toEqual({})
    expect(addressFill({ kind: "likely", zip: "33601", state: { code: "FL", name: "Florida" } }, context())).toEqual({})
    expect(addressFill({ kind: "short", digits: 4 }, context())).toEqual({})
  })

  it("changes nothing already right, and no state the form does not offer", () => {
    expect(addressFill(served("Tampa", "FL"), context({ city: "Tampa" }))).toEqual({})
    expect(addressFill(served("Augusta", "ME"), context())).toEqual({ city: "Augusta" })
  })
})
