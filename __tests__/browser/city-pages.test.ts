/**
 * Template city pages read as local pages, not one page with the name swapped: no two of them share
 * more than half of their main text, counted in five-word runs over the built HTML.
 */
import fs from "node:fs"
import path from "node:path"
import { collection } from "../fixtures/content"
import { sharedShare, shingles } from "../../src/lib/shingles"

const PUBLIC = path.resolve(__dirname, "../../public")

/** The visible text of a built page's <main>, tags, scripts and styles removed. */
function mainText(slug: string): string {
  const html = fs.readFileSync(path.join(PUBLIC, "locations", slug, "index.html"), "utf8")
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ""
  return main
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
}

const templateCities = collection<{ slug: string; layout: string }>("locations")
  .filter((location) => location.layout === "standard")
  .map((location) => location.slug)

describe("template city pages", () => {
  it("there are template cities to compare", () => {
    expect(templateCities.length).toBeGreaterThan(1)
  })

  it("no two share more than half of their five-word runs", () => {
    const runs = new Map(templateCities.map((slug) => [slug, shingles(mainText(slug))]))
    const tooSimilar: string[] = []
    for (const [i, a] of templateCities.entries()) {
      for (const b of templateCities.slice(i + 1)) {
        const share = sharedShare(runs.get(a)!, runs.get(b)!)
        if (share > 0.5) tooSimilar.push(`${a} / ${b}: ${Math.round(share * 100)}%`)
      }
    }
    expect(tooSimilar).toEqual([])
  })
})
