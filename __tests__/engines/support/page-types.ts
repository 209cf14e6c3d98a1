/**
 * One page of each type the build has: each page component or template (the `componentChunkName` of its
 * page data), in each language it is built in (/es/ pages are Spanish), the first by path. So a new
 * template or page is checked in every engine without a list to keep.
 */
import fs from "node:fs"
import path from "node:path"

const PAGE_DATA = path.resolve(__dirname, "../../../public/page-data")

function pageDataFiles(dir = PAGE_DATA): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "sq" && dir === PAGE_DATA ? [] : pageDataFiles(full)
    return entry.name === "page-data.json" ? [full] : []
  })
}

export interface PageType {
  /** The page component or template, e.g. "component---src-templates-job-tsx". */
  component: string
  path: string
}

/** The 404 page is reached at an unknown address, as visitors reach it. */
export const UNKNOWN_PATH = "/no-such-page/"

export function pageTypes(): PageType[] {
  if (!fs.existsSync(PAGE_DATA)) throw new Error("No production build in public/: run `npm run build` before the engines' smoke set.")
  const first = new Map<string, PageType>()
  const pages = pageDataFiles()
    .map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string; path: string })
    .sort((a, b) => a.path.localeCompare(b.path))
  for (const { componentChunkName: component, path: pagePath } of pages) {
    const is404 = component.endsWith("-404-tsx")
    const key = `${component} ${pagePath.startsWith("/es/") ? "es" : "en"}`
    if (!first.has(key)) first.set(key, { component, path: is404 ? UNKNOWN_PATH : pagePath })
  }
  return [...first.values()].sort((a, b) => a.path.localeCompare(b.path))
}
