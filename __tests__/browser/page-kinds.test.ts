/**
 * A page of each kind (samplePages) at 390 and 1280 px, with motion reduced, on one load each that
 * carries the checks too costly for every page:
 * - no layout shift from the web font, images, the sticky header or the floating buttons: the font and
 *   every image are held back so they arrive after the first paint (as on a slow phone), and the page
 *   is scrolled to the end so lazy images load too; the sum of layout-shift scores (Cumulative Layout
 *   Shift without input) stays under 0.01, the site's CLS budget;
 * - a visible focus indicator with 3:1 contrast on everything Tab reaches;
 * - AA colour contrast with every link and button hovered, and focused;
 * - on /, axe-core's full run, as the hero and carousel render without their rotation controls.
 * axe-core on every built page and the 404 page, at both widths with motion allowed, runs in
 * every-page.test.ts on the same load as the other generic checks.
 */
import type { Browser, Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { BASE_URL, type BrowsingProfile, VIEWPORTS, browsingProfile, builtPages, gotoHydrated, launchBrowser, samplePages } from "./support/browser"
import { routes } from "../../src/lib/routes"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const samples = samplePages()
/** How long the font and each image are held back: well after the first paint. */
const LATE_MS = 700
const CLS_BUDGET = 0.01
const INTERACTIVE = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])"

interface Shift {
  value: number
  sources: string[]
  /** When (ms since navigation) and what <html> said then (data-booted, data-hydrated, data-web-font). */
  at?: number
  state?: string[]
}

/** Resolves after the browser has rendered two more frames. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * Opens the page with the font and images late, scrolls it to the end and back, and returns the layout
 * shifts seen once every held-back file has arrived and been drawn.
 */
async function loadWithLateAssets(profile: BrowsingProfile, path: string): Promise<{ page: Page; shifts: Shift[]; heldBack: number }> {
  const { page } = await profile.open()
  let held = 0
  let heldBack = 0
  // A routed page asks the network for every file (Playwright turns the cache off), so each file is held
  // even when another tab of the profile has had it.
  await page.route(/\.(woff2|webp|avif|jpe?g|png)(\?.*)?$/, async (route) => {
    held += 1
    heldBack += 1
    await new Promise((resolve) => setTimeout(resolve, LATE_MS))
    await route.continue().finally(() => (held -= 1))
  })
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[]; at: number; state: string[] }> = ((window as any).__shifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as any[]) {
        if (entry.hadRecentInput) continue
        // What moved, from where to where (x,y,width,height) and when: printed when the budget is missed.
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(",")
        const sources = (entry.sources ?? []).map((s: any) => `${(s.node?.outerHTML ?? "?").slice(0, 100)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`)
        shifts.push({ value: entry.value, sources, at: Math.round(entry.startTime), state: document.documentElement.getAttributeNames().filter((name) => name.startsWith("data-")) })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
  await gotoHydrated(page, BASE_URL() + path, { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  // Down the page half a screen a frame, so lazy images start loading (scrolling is not a layout shift).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await frame()
      await frame()
    }
  })
  // Every held-back file has arrived, every image the scroll asked for is decoded, and drawn.
  for (let waited = 0; held > 0 && waited < 10_000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25))
  await page.evaluate(() => {
    const pending = [...document.images].filter((img) => img.currentSrc && !img.complete)
    const decoded = Promise.all(pending.map((img) => img.decode().catch(() => undefined)))
    return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))])
  })
  await page.evaluate(() => document.fonts.ready)
  await twoFrames(page)
  const shifts: Shift[] = await page.evaluate(() => (window as any).__shifts)
  // The other checks start where a visitor does: at the top, hydrated (since gotoHydrated).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  return { page, shifts, heldBack }
}

/** Forces a CSS state (:hover, :focus, :focus-visible) on every interactive element, through DevTools. */
async function forceState(page: Page, states: string[]) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: INTERACTIVE })
  // Sent together (DevTools answers them in order), not one round trip each. A node React replaced
  // meanwhile (a rotating hero) is gone: nothing to force on it.
  const results = await Promise.allSettled(
    nodeIds.map((nodeId) => cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: states })),
  )
  const forced = results.filter((result) => result.status === "fulfilled").length
  // Let the forced state reach the computed style before axe reads it.
  await twoFrames(page)
  // Nearly every element must really be in the state, or the contrast check below checks nothing.
  expect(forced).toBeGreaterThanOrEqual(Math.max(1, nodeIds.length - 3))
}

interface FocusStop {
  id: string
  visible: boolean
  contrast: number | null
  outlineColor: string
  backdrop: string
}

/**
 * Records, in the page, every element keyboard focus lands on: whether it (or the tile, a label, it is drawn
 * in) shows an outline (at least 2 px) or a focus ring, and the contrast of its outline colour against the first solid background behind
 * it (null when a gradient or image is in the way and the backdrop cannot be read). Read when focus
 * arrives (getComputedStyle computes the :focus-visible style then; reduced motion switches transitions
 * off, see global.css). Coming back to an element already seen means Tab has gone round the page.
 */
function recordFocusStops(page: Page) {
  return page.evaluate(() => {
    const record = { stops: [] as FocusStop[], wrapped: false }
    ;(window as any).__focus = record
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    document.addEventListener("focusin", (event) => {
      const el = event.target as HTMLElement
      if (record.wrapped || !(el instanceof HTMLElement)) return
      if (el.hasAttribute("data-focus-visited")) {
        record.wrapped = true
        return
      }
      el.setAttribute("data-focus-visited", "")
      const ringOf = (node: HTMLElement) => {
        const style = getComputedStyle(node)
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2
        return { style, outline, ring: outline || style.boxShadow !== "none" }
      }
      // A control drawn inside a tile (the form kit's choices and consent box) shows its focus on the tile, the
      // label around it: that ring is the indicator, read as the control's own would be.
      let shown: HTMLElement = el
      let ring = ringOf(el)
      const tile = el.closest("label")
      if (!ring.ring && tile && tile !== el && tile.contains(el)) {
        const tileRing = ringOf(tile)
        if (tileRing.ring) [shown, ring] = [tile, tileRing]
      }
      const { style, outline } = ring
      const rect = shown.getBoundingClientRect()
      const visible = rect.width > 0 && rect.height > 0 && ring.ring
      let contrast: number | null = null
      let backdrop = ""
      if (outline) {
        // The outline is drawn outside the element (outline-offset), over the parent's background.
        let node: HTMLElement | null = shown.parentElement
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
      const id = `${record.stops.length + 1}: ${el.outerHTML.slice(0, 120)}`
      record.stops.push({ id, visible, contrast, outlineColor: style.outlineColor, backdrop })
    })
  })
}

/** Presses Tab until focus comes back to an element it has been on (at most 400 presses), and returns where it stopped. */
async function tabRoundThePage(page: Page): Promise<FocusStop[]> {
  await recordFocusStops(page)
  for (let pressed = 0; pressed < 400; pressed += 10) {
    for (let i = 0; i < 10; i++) await page.keyboard.press("Tab")
    if (await page.evaluate(() => (window as any).__focus.wrapped)) break
  }
  return page.evaluate(() => (window as any).__focus.stops)
}

describe("the pages sampled from this build", () => {
  it("are every page one level deep, / and the /blog and /jobs index pages included, and a page of each section", () => {
    const built = builtPages()
    const depth = (path: string) => path.split("/").filter(Boolean).length
    expect(samples).toEqual(expect.arrayContaining([routes.home, routes.blog, routes.jobs]))
    expect(samples).toEqual(expect.arrayContaining(built.filter((path) => depth(path) <= 1)))
    const sections = [...new Set(built.filter((path) => depth(path) > 1).map((path) => path.split("/")[1]))]
    expect(sections.filter((section) => !samples.some((path) => path.startsWith(`/${section}/`)))).toEqual([])
  })
})

describe.each(VIEWPORTS)("at $width px, motion reduced", ({ width }) => {
  let profile: BrowsingProfile
  beforeAll(async () => {
    profile = await browsingProfile(browser, width, { reducedMotion: "reduce" })
  })
  afterAll(() => profile?.close())

  describe.each(samples)("%s", (path) => {
    let page: Page
    let shifts: Shift[]
    let heldBack: number
    beforeAll(async () => {
      ;({ page, shifts, heldBack } = await loadWithLateAssets(profile, path))
    })
    afterAll(() => page && profile.done(page))

    it("does not shift when the font and images arrive late", () => {
      expect(heldBack).toBeGreaterThan(0)
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      if (total >= CLS_BUDGET) console.log(path, width, JSON.stringify(shifts, null, 1))
      expect(total).toBeLessThan(CLS_BUDGET)
    })

    // every-page.test.ts runs axe with motion allowed; the home page's hero and carousel render without
    // their rotation controls under reduced motion, so that variant gets its own full axe run.
    if (path === "/") {
      it("has no axe violations with the hero and carousel still", async () => {
        expect(await axeViolations(page)).toEqual([])
      })
    }

    it("shows a focus indicator with 3:1 contrast on every element Tab reaches", async () => {
      const stops = await tabRoundThePage(page)
      const problems = stops.flatMap((focus) => {
        if (!focus.visible) return [`no visible focus indicator: ${focus.id}`]
        if (focus.contrast !== null && focus.contrast < 3) {
          return [`focus outline ${focus.outlineColor} has ${focus.contrast.toFixed(2)}:1 against ${focus.backdrop}: ${focus.id}`]
        }
        return []
      })
      expect(stops.length).toBeGreaterThan(3)
      expect(problems).toEqual([])
    })

    // Last: the forced states stay on the page.
    it("keeps AA contrast with links and buttons hovered, and focused", async () => {
      await forceState(page, ["hover"])
      const hovered = await axeViolations(page, { rules: ["color-contrast"] })
      await forceState(page, ["focus", "focus-visible"])
      const focused = await axeViolations(page, { rules: ["color-contrast"] })
      expect({ hovered, focused }).toEqual({ hovered: [], focused: [] })
    })
  })
})
