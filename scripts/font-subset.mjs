// Writes src/fonts/inter-latin-wght-400-800.woff2, the site's one web font, from
// @fontsource-variable/inter's Latin file (48 KB): the characters in LATIN_CHARACTERS,
// the weight axis cut to the 400-800 the design tokens use (--weight-regular to
// --weight-black), and only the layout features the site relies on. 26 KB, preloaded on
// every page. Run it again (`npm run font:subset`) after an upgrade of the font package;
// the unicode-range in src/styles/fonts.css must stay equal to LATIN_UNICODE_RANGE
// (a unit test checks), so characters outside it fall back to the Arial face.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import subsetFont from "subset-font"
import spec from "./font-subset-spec.cjs"

const { LATIN_CHARACTERS, WEIGHT_RANGE, LAYOUT_FEATURES } = spec

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")
const target = path.join(root, "src/fonts/inter-latin-wght-400-800.woff2")

const font = await subsetFont(fs.readFileSync(source), LATIN_CHARACTERS, {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHT_RANGE },
  keepFeatures: LAYOUT_FEATURES,
})
fs.writeFileSync(target, font)
console.log(`${path.relative(root, target)}: ${font.length} bytes (from ${fs.statSync(source).size})`)
