import { readZipInput } from "../../../src/lib/service-area/zip-input"

describe("reading what was typed in a ZIP box", () => {
  it.each(["33602", " 33602 ", "33602-1234", "33602 1234", "336021234", " 33602-1234\t", "33602-", "33602-12", "336 02"])("reads %j as the ZIP code 33602 (a ZIP+4, or one being typed)", (typed) => {
    expect(readZipInput(typed)).toEqual({ kind: "zip", zip: "33602" })
  })

  it("keeps the leading zeros of a New England ZIP code", () => {
    expect(readZipInput("02134")).toEqual({ kind: "zip", zip: "02134" })
  })

  it.each([
    ["", { kind: "empty" }],
    ["   ", { kind: "empty" }],
    ["3360", { kind: "short", digits: 4 }],
    ["3", { kind: "short", digits: 1 }],
    ["33602-12345", { kind: "long", digits: 10 }],
    ["3360212345", { kind: "long", digits: 10 }],
    ["336-0", { kind: "short", digits: 4 }],
    ["tampa", { kind: "not-digits" }],
    ["3360a", { kind: "not-digits" }],
    ["33602.1234", { kind: "not-digits" }],
  ])("reads %j as %j", (typed, expected) => {
    expect(readZipInput(typed)).toEqual(expected)
  })
})
