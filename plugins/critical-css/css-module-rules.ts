import { localIdent } from "./css-module-names"

/** Sets css-loader's getLocalIdent on every CSS-module rule, wherever Gatsby nests it. */
export function shortenCssModuleNames(rules: unknown): number {
  let changed = 0
  const visit = (node: any) => {
    if (!node || typeof node !== "object") return
    if (Array.isArray(node)) return node.forEach(visit)
    const loader = typeof node.loader === "string" ? node.loader : ""
    if (/[\\/]css-loader[\\/]/.test(loader) && node.options?.modules && typeof node.options.modules === "object") {
      node.options.modules.getLocalIdent = (context: { resourcePath: string }, _name: string, localName: string) =>
        localIdent(process.cwd(), context.resourcePath, localName)
      changed += 1
    }
    for (const key of ["oneOf", "use", "rules"]) visit(node[key])
  }
  visit(rules)
  return changed
}
