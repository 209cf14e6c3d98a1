import fs from "node:fs"
import path from "node:path"
import { listFiles } from "../../../gatsby/read-content"
import { LATIN_CHARACTERS, LATIN_UNICODE_RANGE, WEIGHT_RANGE } from "../../../scripts/font-subset-spec.cjs"

const ROOT = path.resolve(__dirname, "../../..")
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")
const interFace = /@font-face\s*{[^}]*font-family:\s*"Inter Variable"[^}]*}/.exec(read("src/styles/fonts.css"))![0]

/** Every file under a folder of the project whose name matches, relative to the project. */
const filesUnder = (dir: string, name: RegExp): string[] =>
  listFiles(path.join(ROOT, dir))
    .filter((file) => name.test(path.basename(file)))
    .map((file) => path.relative(ROOT, file))

describe("the web font subset", () => {
  it("is declared in fonts.css with the unicode-range the subset was cut to", () => {
    const declared = /unicode-range:\s*([^;]+);/.exec(interFace)![1].replace(/\s+/g, " ").trim()
    expect(declared).toBe(LATIN_UNICODE_RANGE)
  })

  it("is declared with the weight range the subset keeps, which covers every weight token", () => {
    expect(interFace).toContain(`font-weight: ${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};`)
    const tokens = [...read("src/styles/tokens.css").matchAll(/--weight-[a-z]+:\s*(\d+)/g)].map((m) => Number(m[1]))
    expect(tokens.length).toBeGreaterThan(0)
    for (const weight of tokens) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHT_RANGE.min)
      expect(weight).toBeLessThanOrEqual(WEIGHT_RANGE.max)
    }
  })

  // Not preloaded: on a first visit it waits for the first paint (plugins/web-font/web-font-after-paint.ts).
  it("points at the committed font file, which the head does not preload", () => {
    const url = /src:\s*url\("([^"]+)"\)/.exec(interFace)![1]
    const file = path.join(ROOT, "src/styles", url)
    expect(fs.statSync(file).size).toBeGreaterThan(10_000)
    expect(read("gatsby-ssr.tsx")).not.toContain(path.basename(file, ".woff2"))
    expect(read("gatsby-ssr.tsx")).not.toMatch(/rel="preload"|as="font"/)
  })

  // A character outside the subset would be drawn in the fallback face mid-word: add it to
  // scripts/font-subset-spec.cjs and run `npm run font:subset`.
  it("has a glyph for every character in the site's content and copy", () => {
    const covered = new Set(LATIN_CHARACTERS)
    const missing: string[] = []
    for (const file of [...filesUnder("content", /\.(md|ya?ml|json)$/), ...filesUnder("src", /\.tsx?$/)]) {
      for (const ch of new Set(read(file))) {
        if (ch.codePointAt(0)! > 0x7e && !covered.has(ch)) missing.push(`${file}: ${JSON.stringify(ch)}`)
      }
    }
    expect(missing).toEqual([])
  })
})
