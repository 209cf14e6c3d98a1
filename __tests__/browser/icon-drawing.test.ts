/**
 * The site's icons (src/components/icon/create-lucide-icon.ts) join lucide's shapes into one <path> each
 * (src/lib/icons/icon-path.ts, applied at build time by gatsby/lib/lucide-icon-module.ts) to keep the DOM small. This proves the drawing did not change: every icon
 * the site uses, rasterized by Chromium from lucide-react's own markup and from the site's, at two sizes,
 * differs at most in the antialiasing of a pixel or two where strokes cross.
 */
import { createElement, type ComponentType } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import type { Browser } from "playwright-core"
import createLucideIcon from "../../src/components/icon/create-lucide-icon"
import { mergedIconData, type LucideIconData } from "../../gatsby/lib/lucide-icon-module"
import { importedIcons } from "../fixtures/site-icons"
import { launchBrowser } from "./support/browser"

const iconModules = [...importedIcons().keys()]

interface IconModule {
  default: ComponentType<{ size?: number }>
  __iconData: LucideIconData
}

const SIZES = [24, 96] as const

/** lucide-react's own markup and the site's for one icon at one size. */
interface Pair {
  name: string
  size: number
  original: string
  ours: string
}

function pairsToCompare(): Pair[] {
  return iconModules.flatMap((name) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const lucide = require(`lucide-react/dist/esm/icons/${name}.mjs`) as IconModule
    const Site = createLucideIcon(mergedIconData(lucide.__iconData)) // as the build's icon loader writes it
    return SIZES.map((size) => ({
      name,
      size,
      original: renderToStaticMarkup(createElement(lucide.default, { size })),
      ours: renderToStaticMarkup(createElement(Site, { size })),
    }))
  })
}

/**
 * For each pair, the pixels whose alpha differs by more than a quarter when both SVGs are drawn on a
 * canvas; all pairs in one page (a page per pair cost a minute of CI).
 */
async function differingPixels(browser: Browser, pairs: Pair[], tolerance = 64): Promise<Map<string, number>> {
  const page = await browser.newPage()
  try {
    const counts = await page.evaluate(
      async ({ pairs, tolerance }) => {
        const draw = async (svg: string, size: number) => {
          const image = new Image()
          // Drawn as an SVG document, which needs the namespace an <svg> inside HTML gets from the parser.
          const standalone = svg.includes("xmlns=") ? svg : svg.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ')
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(standalone)}`
          await image.decode()
          const canvas = document.createElement("canvas")
          canvas.width = canvas.height = size
          const context = canvas.getContext("2d")!
          context.drawImage(image, 0, 0, size, size)
          return context.getImageData(0, 0, size, size).data
        }
        const result: number[] = []
        for (const { original, ours, size } of pairs) {
          const [first, second] = [await draw(original, size), await draw(ours, size)]
          let count = 0
          for (let i = 3; i < first.length; i += 4) if (Math.abs(first[i] - second[i]) > tolerance) count += 1
          result.push(count)
        }
        return result
      },
      { pairs, tolerance },
    )
    return new Map(pairs.map(({ name, size }, index) => [`${name}@${size}`, counts[index]]))
  } finally {
    await page.close()
  }
}

let differing: Map<string, number>
beforeAll(async () => {
  const browser = await launchBrowser()
  try {
    differing = await differingPixels(browser, pairsToCompare())
  } finally {
    await browser.close()
  }
})

describe("the site's icons draw exactly what lucide draws", () => {
  it("lists the icons to compare", () => {
    expect(iconModules.length).toBeGreaterThan(20)
  })

  it.each(iconModules)("%s", (name) => {
    // Where two strokes of one icon cross, lucide's separate elements paint the shared antialiased
    // edge twice and one path paints it once: at most a pixel or two there may differ in opacity.
    for (const size of SIZES) expect(differing.get(`${name}@${size}`)).toBeLessThanOrEqual(2)
  })
})
