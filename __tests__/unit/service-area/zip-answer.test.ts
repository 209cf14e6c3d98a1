import { builtFixture } from "../../fixtures/service-area"
import { answerZip } from "../../../src/lib/service-area/zip-answer"
import { readServiceArea } from "../../../src/lib/service-area/zip-data"
import { zipMessage } from "../../../src/lib/service-area/zip-messages"

const built = builtFixture()
// Through JSON, as the browser and the Edge Function get it.
const area = readServiceArea(JSON.parse(JSON.stringify(built.file)))
const facts = { responseTime: "within 24 hours", serviceStateNames: ["Florida", "Georgia", "Alabama", "South Carolina", "North Carolina"] }
const say = (typed: string) => zipMessage(answerZip(typed, area), facts)

describe("the service-area file", () => {
  it("holds every ZIP code of the service states, and only those", () => {
    expect([...area.zips.keys()]).toEqual(["30303", "32801", "33569", "33602", "33647", "33701"])
    expect(built.counts).toEqual({ zips: 6, served: 4 })
  })

  it("reads back each ZIP code's city, distance and town as the build computed them", () => {
    expect(area.zips.get("33602")).toMatchObject({ city: { slug: "tampa" }, miles: 0, served: true, town: "Tampa" })
    expect(area.zips.get("33647")).toMatchObject({ city: { slug: "tampa" }, miles: 16, served: true, town: "Tampa" })
    // Nearer Riverview, but Tampa is listed on /service-areas and covers it too.
    expect(area.zips.get("33569")).toMatchObject({ city: { slug: "tampa" }, miles: 12, served: true, town: "Riverview" })
    // Unserved: the nearest city of all (Riverview, 76 miles; Tampa is 77), the distance rounded up to 10 miles, no town.
    expect(area.zips.get("32801")).toEqual({ city: expect.objectContaining({ slug: "riverview" }), miles: 80, served: false })
  })

  it("refuses a file of another version", () => {
    expect(() => readServiceArea({ ...built.file, version: 2 })).toThrow("version 2")
  })
})

describe("answering a ZIP code", () => {
  it("says yes, names the city and the miles, and links the city's page", () => {
    expect(say("33647")).toEqual({
      tone: "yes",
      text: "Yes, we serve 33647 (Tampa area, 16 miles from our Tampa crews).",
      page: { slug: "tampa", label: "Commercial cleaning in Tampa" },
      quote: true,
    })
    expect(say("33602")!.text).toBe("Yes, we serve 33602 (Tampa area, under a mile from our Tampa crews).")
  })

  it("links the ZIP code's own town's page when the site has one (Riverview under Tampa, Saint Petersburg as St. Petersburg)", () => {
    expect(answerZip("33569", area)).toMatchObject({ kind: "served", city: { slug: "tampa" }, page: { slug: "riverview" }, town: "Riverview" })
    expect(say("33569")!.page).toEqual({ slug: "riverview", label: "Commercial cleaning in Riverview" })
    expect(answerZip("33701", area)).toMatchObject({ kind: "served", city: { slug: "st-petersburg" }, page: { slug: "st-petersburg" } })
  })

  it("accepts a pasted ZIP+4 as its ZIP code", () => {
    expect(say("33602-1234")!.text).toBe(say("33602")!.text)
  })

  it("says a ZIP code of a service state outside every radius is outside our usual area, and offers the quote", () => {
    expect(say("32801")).toEqual({ tone: "no", text: "32801 is outside our usual area; send the request anyway and we will tell you within 24 hours.", quote: true })
    expect(answerZip("30303", area)).toMatchObject({ kind: "outside", nearest: { slug: "tampa" } })
  })

  it("says a ZIP code the data lacks (a PO box, a new ZIP code) is likely served where its prefix has served ZIP codes", () => {
    expect(answerZip("33601", area)).toEqual({ kind: "likely", zip: "33601", state: { code: "FL", name: "Florida" } })
    expect(say("33601")!.text).toMatch(/^We likely serve 33601; confirm it in your quote\./)
    // Georgia's 303 prefix has no served ZIP code: outside, not likely.
    expect(answerZip("30399", area)).toEqual({ kind: "outside", zip: "30399" })
  })

  it("names the other state of a ZIP code outside the service states, even one within a city's radius", () => {
    expect(say("10001")).toEqual({ tone: "no", text: "10001 is in New York, outside our area: we serve Florida, Georgia, Alabama, South Carolina and North Carolina." })
    expect(answerZip("39567", area)).toMatchObject({ kind: "other-state", state: { name: "Mississippi" } })
  })

  it("says when five digits are no ZIP code at all", () => {
    expect(say("00000")).toEqual({ tone: "fix", text: "00000 is not a ZIP code we know; check the five digits." })
  })

  it("answers bad input in words", () => {
    expect(say("3360")).toEqual({ tone: "fix", text: "That's 4 digits; a ZIP code has 5, like 33602." })
    expect(say("tampa")!.text).toBe("A ZIP code is made of digits only, like 33602: letters and other signs can't be part of it.")
    expect(say("3360212345")!.text).toBe("That's 10 digits; a ZIP code has 5 (or 9 with its ZIP+4 ending, like 33602-1234).")
    expect(say("")).toBeNull()
  })
})
