import { localIdent, siteModuleListDigest } from "./css-module-names"

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

/**
 * Ties webpack's persistent cache to the list of CSS modules (css-module-names.ts, moduleListDigest): a file
 * added, removed or renamed starts the build from an empty cache, so no unchanged module keeps the names
 * it had before. `cache.version` is webpack 5's documented option; Gatsby sets a filesystem cache for both
 * production stages. Returns whether there was a cache to tie.
 */
export function keyCacheToCssModules(config: { cache?: unknown }, digest = siteModuleListDigest()): boolean {
  const cache = config.cache
  if (!cache || typeof cache !== "object" || (cache as { type?: string }).type !== "filesystem") return false
  const current = (cache as { version?: string }).version
  ;(cache as { version?: string }).version = [current, `css-modules-${digest}`].filter(Boolean).join("|")
  return true
}
