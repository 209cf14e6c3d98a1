/**
 * On a page of each kind at 390 and 1280 px: colour contrast with every link and button hovered and
 * focused, and a visible focus indicator on everything reachable by keyboard. axe-core on every built
 * page and the 404 page, at both widths, runs in every-page.test.ts on the same load as the other
 * generic checks.
 */
import type { Browser, Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { BASE_URL, VIEWPORTS, launchBrowser, openPage, samplePages, waitForHydration } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const INTERACTIVE = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])"

/** A fresh tab, for checks that change the page's state (forced :hover, Tab presses). */
async function openFresh(width: number, path: string): Promise<Page> {
  const { page } = await openPage(browser, width, { reducedMotion: "reduce", bypassCSP: true })
  await page.goto(BASE_URL() + path, { waitUntil: "load" })
  await waitForHydration(page)
  await page.waitForTimeout(50)
  return page
}

/** Forces a CSS state (:hover, :focus, :focus-visible) on every interactive element, through DevTools. */
async function forceState(page: Page, states: string[]) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: INTERACTIVE })
  let forced = 0
  for (const nodeId of nodeIds) {
    // A node React replaced meanwhile (a rotating hero) is gone: nothing to force on it.
    await cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: states }).then(
      () => (forced += 1),
      () => undefined,
    )
  }
  // Let the forced state reach the computed style before axe reads it.
  await page.waitForTimeout(50)
  // Nearly every element must really be in the state, or the contrast check below checks nothing.
  expect(forced).toBeGreaterThanOrEqual(Math.max(1, nodeIds.length - 3))
}

const samples = samplePages()

// every-page.test.ts runs axe with motion allowed; the home page's hero and carousel render without
// their rotation controls under reduced motion, so that variant gets its own full axe run.
describe.each(VIEWPORTS)("reduced motion at $width px", ({ width }) => {
  it("/ has no axe violations with the hero and carousel still", async () => {
    const page = await openFresh(width, "/")
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})

describe.each(VIEWPORTS)("colour contrast in every state at $width px", ({ width }) => {
  it.each(samples)("%s keeps AA contrast with links and buttons hovered, and focused", async (path) => {
    const page = await openFresh(width, path)
    await forceState(page, ["hover"])
    const hovered = await axeViolations(page, { rules: ["color-contrast"] })
    await forceState(page, ["focus", "focus-visible"])
    const focused = await axeViolations(page, { rules: ["color-contrast"] })
    expect({ hovered, focused }).toEqual({ hovered: [], focused: [] })
    await page.context().close()
  })
})

describe.each(VIEWPORTS)("visible keyboard focus at $width px", ({ width }) => {
  it.each(samples)("%s shows a focus indicator with 3:1 contrast on every element Tab reaches", async (path) => {
    const page = await openFresh(width, path)
    const problems: string[] = []
    const seen = new Set<string>()
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press("Tab")
      const focus = await page.evaluate(focusIndicator)
      if (!focus || focus.visited) break
      seen.add(focus.id)
      if (!focus.visible) problems.push(`no visible focus indicator: ${focus.id}`)
      else if (focus.contrast !== null && focus.contrast < 3) {
        problems.push(`focus outline ${focus.outlineColor} has ${focus.contrast.toFixed(2)}:1 against ${focus.backdrop}: ${focus.id}`)
      }
    }
    expect(seen.size).toBeGreaterThan(3)
    expect(problems).toEqual([])
    await page.context().close()
  })
})

/**
 * Runs in the page: the focused element, whether it shows an outline (at least 2 px) or a focus ring,
 * and the contrast of its outline colour against the first solid background behind it (null when a
 * gradient or image is in the way and the backdrop cannot be read).
 */
async function focusIndicator() {
  // Two frames, so the focus style has been applied (reduced motion switches transitions off, see global.css).
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body) return null
  // Back at an element already seen: Tab has gone round the whole page.
  const visited = el.hasAttribute("data-focus-visited")
  el.setAttribute("data-focus-visited", "")
  const style = getComputedStyle(el)
  const rect = el.getBoundingClientRect()
  const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2
  const visible = rect.width > 0 && rect.height > 0 && (outline || style.boxShadow !== "none")
  const seenCount = () => document.querySelectorAll("[data-focus-visited]").length
  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
  const luminance = ([r, g, b]: number[]) => {
    const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  let contrast: number | null = null
  let backdrop = ""
  if (outline) {
    // The outline is drawn outside the element (outline-offset), over the parent's background.
    let node: HTMLElement | null = el.parentElement
    while (node) {
      const bg = getComputedStyle(node)
      if (bg.backgroundImage !== "none") break
      const color = rgb(bg.backgroundColor)
      if (color.length >= 3 && (color[3] ?? 1) > 0.9) {
        const [a, b] = [luminance(rgb(style.outlineColor)), luminance(color)].sort((x, y) => y - x)
        contrast = (a + 0.05) / (b + 0.05)
        backdrop = `${bg.backgroundColor} (${node.tagName.toLowerCase()})`
        break
      }
      node = node.parentElement
    }
  }
  return { id: `${seenCount()}: ${el.outerHTML.slice(0, 120)}`, visible, contrast, visited, outlineColor: style.outlineColor, backdrop }
}
