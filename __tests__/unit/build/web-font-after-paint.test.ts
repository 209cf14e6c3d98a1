import {
  NO_SCRIPT_MEDIA,
  splitWebFontFaces,
  webFontEarlyScript,
  webFontFacesForNoScriptOnly,
  webFontFamilies,
  withWebFontAfterPaint,
} from "../../../plugins/web-font/web-font-after-paint"
import { WEB_FONT_SEEN_KEY, WEB_FONT_STYLE_ID } from "../../../plugins/web-font/markers"

// The site's CSS as Gatsby minifies src/styles/fonts.css (shortened): the web font, then a fallback face.
const INTER = `@font-face{font-display:swap;font-family:Inter Variable;font-style:normal;font-weight:400 800;src:url(/static/inter-1.woff2) format("woff2-variations");unicode-range:u+0020-007e}`
const FALLBACK = `@font-face{font-family:Inter Fallback;font-weight:100 449;src:local("Arial"),local("Liberation Sans");size-adjust:107.1%}`
const BODY = "body{font-family:Inter Variable,Inter Fallback,sans-serif}"
const CSS = `${INTER}${FALLBACK}${BODY}`
const STYLE = `<style data-identity="gatsby-global-css">${CSS}</style>`
const PAGE = `<html><head><meta charSet="utf-8"/>${STYLE}<title>x</title></head><body><p>x</p></body></html>`

describe("the web font's @font-face out of the inlined CSS", () => {
  it("takes the rules that fetch a file and leaves the local fallback faces and everything else", () => {
    expect(splitWebFontFaces(CSS)).toEqual({ css: `${FALLBACK}${BODY}`, faces: INTER })
  })

  it("takes them out of the site stylesheet's no-script wrapper too, and drops the empty wrapper", () => {
    expect(splitWebFontFaces(webFontFacesForNoScriptOnly(CSS))).toEqual({ css: `${FALLBACK}${BODY}`, faces: INTER })
  })

  it("returns the CSS as it was when there is no web font", () => {
    const css = `${FALLBACK}p{margin:0}`
    expect(splitWebFontFaces(css)).toEqual({ css, faces: "" })
  })

  it("names the families the rules declare", () => {
    expect(webFontFamilies(INTER + INTER.replace("Inter Variable", '"Other Sans"'))).toEqual(["Inter Variable", "Other Sans"])
  })
})

describe("the site's full stylesheet (applied at the first interaction)", () => {
  it("declares the web font for visitors without JavaScript only, and nothing else changes", () => {
    expect(webFontFacesForNoScriptOnly(CSS)).toBe(`@media ${NO_SCRIPT_MEDIA}{${INTER}}${FALLBACK}${BODY}`)
  })

  it("is left as it is by a second pass", () => {
    const once = webFontFacesForNoScriptOnly(CSS)
    expect(webFontFacesForNoScriptOnly(once)).toBe(once)
  })

})

describe("the web font's style and early script in the page", () => {
  const { css, faces } = splitWebFontFaces(CSS)
  const inlined = `<style data-identity="gatsby-global-css">${css}</style>`
  const page = withWebFontAfterPaint(PAGE.replace(STYLE, inlined), faces, inlined)

  it("follow the inlined style in <head>: the rules under a media only visitors without JavaScript match, then the script", () => {
    expect(page).toContain(
      `${inlined}<style id="${WEB_FONT_STYLE_ID}" media="(scripting:none)">${INTER}</style><script>${webFontEarlyScript(["Inter Variable"])}</script><title>`,
    )
  })



  it("are not added to a page without a web font, and a missing style is an error, not a silent skip", () => {
    expect(withWebFontAfterPaint(PAGE, "", STYLE)).toBe(PAGE)
    expect(() => withWebFontAfterPaint(PAGE, faces, "<style>other</style>")).toThrow(/inlined <style>/)
  })
})

/** Runs the early script against a fake document and storage; returns the style's media and the fonts it asked for. */
function runEarlyScript(storage: { getItem(key: string): string | null }) {
  const style = { media: "(scripting:none)" }
  const loads: string[] = []
  const document = {
    getElementById: (id: string) => (id === WEB_FONT_STYLE_ID ? style : null),
    fonts: { load: (font: string) => loads.push(font) },
  }
  new Function("document", "localStorage", webFontEarlyScript(["Inter Variable"]))(document, storage)
  return { media: style.media, loads }
}

describe("the early script (a later page load)", () => {
  it("applies the font at once, and starts loading it from the cache, where this browser has loaded it before", () => {
    expect(runEarlyScript({ getItem: (key) => (key === WEB_FONT_SEEN_KEY ? "1" : null) })).toEqual({ media: "all", loads: ['1em "Inter Variable"'] })
  })

  it("leaves it to the app on a first visit, or when storage is refused", () => {
    expect(runEarlyScript({ getItem: () => null })).toEqual({ media: "(scripting:none)", loads: [] })
    const refused = {
      getItem: () => {
        throw new Error("SecurityError")
      },
    }
    expect(runEarlyScript(refused)).toEqual({ media: "(scripting:none)", loads: [] })
  })
})
