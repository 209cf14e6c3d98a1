/**
 * The drawing of an icon named in content (`icon: leaf`), read at build time from lucide-react's own
 * icon module and joined into one path as the build's loader does for imported icons
 * (gatsby/lib/lucide-icon-module.ts): the GraphQL field CopyItem.iconData (gatsby/create-resolvers.ts)
 * puts it in the page's data, so a page's JavaScript does not carry all the content icons' drawings.
 */
import fs from "node:fs"
import path from "node:path"
import { ICON_MODULES, isIconName } from "../../src/lib/content/icons"
import { lucideIconData, mergedIconData, type LucideIconData } from "./lucide-icon-module"

/** What src/components/icon/create-lucide-icon.ts reads: the icon's name (its class), size and shapes. */
export type ContentIconData = Pick<LucideIconData, "name" | "size" | "node">

// lucide-react/icons/<name> as its package exports map resolves it (require.resolve does not survive
// Gatsby's compilation of gatsby-node; __tests__/unit/build/webpack-stand-ins.test.ts checks the map).
const ICONS_DIR = path.resolve(__dirname, "../../node_modules/lucide-react/dist/esm/icons")

const cache = new Map<string, ContentIconData>()

/** The icon's data for a content icon name; null for a missing or unknown name (the build's content check rejects those). */
export function contentIconData(name: unknown): ContentIconData | null {
  if (!isIconName(name)) return null
  const module = ICON_MODULES[name]
  let data = cache.get(module)
  if (!data) {
    const file = path.join(ICONS_DIR, `${module}.mjs`)
    const { name: iconName, size, node } = mergedIconData(lucideIconData(fs.readFileSync(file, "utf8"), file))
    data = { name: iconName, size, node }
    cache.set(module, data)
  }
  return data
}
