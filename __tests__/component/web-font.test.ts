import { applyWebFont, pendingWebFontStyle, startWebFont } from "../../plugins/web-font/browser/web-font"
import { WEB_FONT_STYLE_ID } from "../../plugins/web-font/markers"

/** A document as the build writes it: the web font's rules in a style only visitors without JavaScript match. */
function builtDocument(withStyle = true) {
  const doc = document.implementation.createHTMLDocument("page")
  if (withStyle) {
    doc.head.innerHTML = `<style id="${WEB_FONT_STYLE_ID}" media="(scripting:none)">@font-face{font-family:Inter Variable;src:url(/static/inter.woff2) format("woff2")}</style>`
  }
  return doc
}
const mediaOf = (doc: Document) => doc.getElementById(WEB_FONT_STYLE_ID)?.getAttribute("media")
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the web font's style in the browser", () => {
  it("is pending until applied, and applying it (before a client-side navigation) makes it match everywhere", () => {
    const doc = builtDocument()
    expect(pendingWebFontStyle(doc)).not.toBeNull()
    applyWebFont(doc)
    expect(mediaOf(doc)).toBe("all")
    expect(pendingWebFontStyle(doc)).toBeNull()
  })

  it("is not there under gatsby develop, and nothing happens", async () => {
    const doc = builtDocument(false)
    expect(() => applyWebFont(doc)).not.toThrow()
    startWebFont(doc)
    await settle()
    expect(doc.getElementById(WEB_FONT_STYLE_ID)).toBeNull()
  })

  it("is simply applied on a first visit in a browser without the FontFace API (no swap to guard)", async () => {
    expect(typeof (globalThis as { FontFace?: unknown }).FontFace).toBe("undefined")
    const doc = builtDocument()
    startWebFont(doc)
    for (let i = 0; i < 10 && mediaOf(doc) !== "all"; i++) await settle()
    expect(mediaOf(doc)).toBe("all")
  })
})

describe("the first-visit swap to the web font", () => {
  it("reads the layout on screen in one frame and adds the font in the next, so neither frame's task carries both", async () => {
    const frames: FrameRequestCallback[] = []
    const events: string[] = []
    const face = { load: () => Promise.resolve(face) }
    const fonts = { add: () => events.push("font added"), delete: () => events.push("font removed") }
    const restore = [
      jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback)),
      jest.spyOn(document, "createTreeWalker").mockImplementation((...args: Parameters<Document["createTreeWalker"]>) => {
        events.push("layout read")
        return Document.prototype.createTreeWalker.apply(document, args)
      }),
    ]
    Object.defineProperty(document, "fonts", { value: fonts, configurable: true })
    ;(globalThis as { FontFace?: unknown }).FontFace = jest.fn(() => face)
    const style = builtDocument().getElementById(WEB_FONT_STYLE_ID)!
    document.head.append(style)
    try {
      startWebFont(document)
      const runFrame = async () => {
        await settle()
        const callbacks = frames.splice(0)
        events.push(`frame (${callbacks.length})`)
        callbacks.forEach((callback) => callback(0))
        await settle()
      }
      await runFrame()
      await runFrame()
      await runFrame()
      expect(events).toEqual(["frame (1)", "layout read", "frame (1)", "font added", "layout read", "frame (0)"])
      expect(document.documentElement.getAttribute("data-web-font")).toBe("applied")
    } finally {
      restore.forEach((spy) => spy.mockRestore())
      delete (document as { fonts?: unknown }).fonts
      delete (globalThis as { FontFace?: unknown }).FontFace
      style.remove()
    }
  })
})
