import { CRITICAL_CSS_ATTRIBUTE, PAGE_STYLESHEET_ATTRIBUTE } from "../../plugins/critical-css/markers"
import { applyFullStylesheet, armFullStylesheet } from "../../plugins/critical-css/browser/critical-css-loader"

/** A document as the build writes it: the page's critical CSS inlined, naming the full stylesheet. */
function builtDocument() {
  const doc = document.implementation.createHTMLDocument("page")
  doc.head.innerHTML = `<style data-href="/styles.abc123.css" ${CRITICAL_CSS_ATTRIBUTE}="">.a{color:red}</style><meta name="x">`
  doc.body.innerHTML = `<button type="button">Open menu</button>`
  return doc
}
const stylesheets = (doc: Document) => [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"))

describe("the full stylesheet after the inlined critical CSS", () => {
  it("is only prefetched while the visitor has not interacted", () => {
    const doc = builtDocument()
    armFullStylesheet(doc)
    expect(doc.querySelector('link[rel="prefetch"]')?.getAttribute("href")).toBe("/styles.abc123.css")
    expect(stylesheets(doc)).toEqual([])
  })

  it.each(["pointerdown", "touchstart", "keydown", "click"])("is applied, once and right after the inlined copy, on the first %s", (type) => {
    const doc = builtDocument()
    armFullStylesheet(doc)
    doc.querySelector("button")!.dispatchEvent(new Event(type, { bubbles: true }))
    doc.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    expect(stylesheets(doc)).toEqual(["/styles.abc123.css"])
    expect(doc.querySelector(`style[${CRITICAL_CSS_ATTRIBUTE}]`)!.nextElementSibling?.getAttribute("rel")).toBe("stylesheet")
  })

  it("is applied when a navigation starts, and not a second time", () => {
    const doc = builtDocument()
    expect(applyFullStylesheet(doc)).not.toBeNull()
    expect(applyFullStylesheet(doc)).toBeNull()
    expect(stylesheets(doc)).toEqual(["/styles.abc123.css"])
  })

  it("replaces the page's own stylesheet once it has loaded, so later pages get the site's order", () => {
    const doc = builtDocument()
    doc.body.insertAdjacentHTML("beforeend", `<link rel="stylesheet" href="/page.abc.css" ${PAGE_STYLESHEET_ATTRIBUTE}="">`)
    const full = applyFullStylesheet(doc)!
    expect(stylesheets(doc)).toEqual(["/styles.abc123.css", "/page.abc.css"])
    full.dispatchEvent(new Event("load"))
    expect(stylesheets(doc)).toEqual(["/styles.abc123.css"])
  })

  it("does nothing on a page without inlined critical CSS (the development server)", () => {
    const doc = document.implementation.createHTMLDocument("dev")
    armFullStylesheet(doc)
    expect(applyFullStylesheet(doc)).toBeNull()
    expect(doc.querySelectorAll("link")).toHaveLength(0)
  })
})
