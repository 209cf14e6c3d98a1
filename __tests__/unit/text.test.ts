import { inSentence, keepTogetherHtml, unbreakableRuns } from "../../src/lib/text"

describe("inSentence keeps a title's own capitals", () => {
  it("lowers only a plain capitalised first word", () => {
    expect(inSentence("Theme-park contractors")).toBe("theme-park contractors")
    expect(inSentence("Financial institutions")).toBe("financial institutions")
  })

  it("keeps acronyms, codes and initials", () => {
    expect(inSentence("COVID-19 & Disinfection Services")).toBe("COVID-19 & Disinfection Services")
    expect(inSentence("E. coli Response")).toBe("E. coli Response")
  })

  it("keeps every capital after the first word", () => {
    expect(inSentence("Banks in Tampa Bay")).toBe("banks in Tampa Bay")
  })
})

describe("unbreakableRuns marks what a line must not break inside", () => {
  const kept = (text: string) => unbreakableRuns(text).filter((run) => run.keep).map((run) => run.text)

  it("keeps hyphenated words and codes whole", () => {
    expect(kept("Nightly after-hours cleaning, COVID-19 ready")).toEqual(["after-hours", "COVID-19"])
  })

  it("keeps a clock time with its am or pm", () => {
    expect(kept("Sunday to Thursday, 6 pm to 2:30 am")).toEqual(["6 pm", "2:30 am"])
  })

  it("keeps an arrival window's range of times whole (the booking panel's words)", () => {
    expect(kept("Book Today, 10 am–12 pm or Tue, Mar 10, 9–11 am or 9:30–11:30 am")).toEqual(["10 am–12 pm", "9–11 am", "9:30–11:30 am"])
  })

  it("keeps a phone number whole, area code and all", () => {
    expect(kept("Call or text us at (813) 555-0142.")).toEqual(["(813) 555-0142"])
  })

  it("loses no text", () => {
    const text = "A two-step, re-entry plan: 6 pm to 2:30 am."
    expect(unbreakableRuns(text).map((run) => run.text).join("")).toBe(text)
  })
})

describe("keepTogetherHtml", () => {
  it("wraps hyphenated words in text, never in tags or attributes", () => {
    expect(keepTogetherHtml('<p>An <a href="/services/e-coli-response">after-hours</a> crew</p>')).toBe(
      '<p>An <a href="/services/e-coli-response"><span class="nowrap">after-hours</span></a> crew</p>',
    )
  })

  it("leaves html without such words unchanged", () => {
    expect(keepTogetherHtml("<h2>Clean floors</h2><p>Every night.</p>")).toBe("<h2>Clean floors</h2><p>Every night.</p>")
  })
})
