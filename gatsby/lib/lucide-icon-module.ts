/**
 * lucide-react's icon modules with their shapes already joined into one <path> (src/lib/icons/icon-path.ts),
 * done once at build time by plugins/webpack-stand-ins/webpack/lucide-icon-loader.cjs rather than by every visitor's browser:
 * the joining code (about 0.7 KB gzipped) then stays out of every page's JavaScript, and each icon's
 * data loses lucide's per-shape React keys. The HTML and the browser bundle both load the rewritten
 * modules, so they render the same <svg>.
 */
import vm from "node:vm"
import { mergeIconNode, type IconNode } from "../../src/lib/icons/icon-path"

export interface LucideIconData {
  name?: string
  size?: number
  node: IconNode
  aliases?: unknown
}

/** The module's `const __iconData = {...};` literal (lucide-react 1.x's generated shape, one per module). */
const ICON_DATA = /const __iconData = (\{[\s\S]*?\n\});\n/

/** The icon's data with its shapes joined; name, size and anything else kept. */
export function mergedIconData(data: LucideIconData): LucideIconData {
  return { ...data, node: mergeIconNode(data.node) }
}

function iconDataLiteral(source: string, file: string) {
  const found = ICON_DATA.exec(source)
  if (!found) throw new Error(`${file}: no "const __iconData = {...};" found to join the icon's shapes (lucide-react changed its modules?)`)
  // The literal is lucide's own generated data (plain objects, strings and numbers): evaluated as such, nothing else in scope.
  return { statement: found[0], data: vm.runInNewContext(`(${found[1]})`, Object.create(null)) as LucideIconData }
}

/** An icon module's data as lucide wrote it, or an error naming the file when its layout has changed. */
export const lucideIconData = (source: string, file: string): LucideIconData => iconDataLiteral(source, file).data

/** The same module with the joined data, or an error naming the file when its layout has changed. */
export function mergedIconModule(source: string, file: string): string {
  const { statement, data } = iconDataLiteral(source, file)
  return source.replace(statement, () => `const __iconData = ${JSON.stringify(mergedIconData(data))};\n`)
}
