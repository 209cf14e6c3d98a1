/**
 * The production build's scripts traced back to their source files through the source maps next to them
 * (webpack://<name>/./path), read in Node without a browser.
 */
import fs from "node:fs"
import path from "node:path"

const PUBLIC = path.resolve(__dirname, "../../../public")

/** The source files bundled into a built script, by its URL path ("/app-1a2b.js"). */
export function sourcesOf(url: string): string[] {
  const map = path.join(PUBLIC, `${url}.map`)
  if (!fs.existsSync(map)) throw new Error(`No source map for ${url}: the build writes one next to every script`)
  const { sources } = JSON.parse(fs.readFileSync(map, "utf8")) as { sources: string[] }
  return sources.map((source) => source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, ""))
}

/** Every built script's URL path. */
export const builtScripts = (): string[] =>
  fs
    .readdirSync(PUBLIC)
    .filter((file) => file.endsWith(".js.map"))
    .map((map) => `/${map.replace(/\.map$/, "")}`)

/** The built scripts that bundle the source file at `source` (a path from the project root). */
export const scriptsWith = (source: string): string[] => builtScripts().filter((url) => sourcesOf(url).includes(source))
