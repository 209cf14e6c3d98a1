/**
 * The plugins' contracts with each other. Each local plugin declares in its package.json, under "pipeline",
 * what it needs of the others (`needs`: must be in the build, before it; `after`: if in the build, before it),
 * each with the reason, and whether it is always on (`alwaysOn`). gatsby-config.ts gives this plugin, the first
 * of them, the list of the others in their order (`pipeline`) and the speed plugins SITE_SPEED_SKIP leaves out
 * (`skipped`); its options schema (gatsby-node.ts) checks them, so a wrong order, a missing pair or an unknown
 * name stops the build before anything runs, naming the plugins.
 */
import fs from "node:fs"
import path from "node:path"

export interface PipelineDeclaration {
  /** On in every build: never a speed plugin SITE_SPEED_SKIP may name. */
  alwaysOn?: boolean
  /** Plugin -> why: it must be in the build, and before this one. */
  needs?: Record<string, string>
  /** Plugin -> why: where it is in the build, it comes before this one. */
  after?: Record<string, string>
}

export const PLUGINS_DIR = "plugins"

/** The local plugins (folders of plugins/ with a package.json), by name. */
export function localPlugins(root = process.cwd()): string[] {
  const dir = path.join(root, PLUGINS_DIR)
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "package.json")))
    .map((entry) => entry.name)
    .sort()
}

export function declarationOf(name: string, root = process.cwd()): PipelineDeclaration {
  const file = path.join(root, PLUGINS_DIR, name, "package.json")
  if (!fs.existsSync(file)) throw new Error(`"${name}" is not a local plugin (no ${path.join(PLUGINS_DIR, name, "package.json")})`)
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { pipeline?: PipelineDeclaration }).pipeline ?? {}
}

/** The speed plugins: every local plugin that is not always on. */
export const speedPluginNames = (root = process.cwd()) => localPlugins(root).filter((name) => !declarationOf(name, root).alwaysOn)

/**
 * What is wrong with a build's plugins: `order` is every local plugin in the build, in gatsby-config's order;
 * `skipped` what SITE_SPEED_SKIP leaves out. Empty when nothing is.
 */
export function pipelineProblems(order: readonly string[], skipped: readonly string[], root = process.cwd()): string[] {
  const problems: string[] = []
  const speed = speedPluginNames(root)
  for (const name of skipped) {
    if (!speed.includes(name)) problems.push(`SITE_SPEED_SKIP names "${name}", which is not a speed plugin; the speed plugins are ${speed.join(", ")}`)
  }
  for (const [index, name] of order.entries()) {
    if (!localPlugins(root).includes(name)) {
      problems.push(`"${name}" is not a local plugin under ${PLUGINS_DIR}/`)
      continue
    }
    const { needs = {}, after = {} } = declarationOf(name, root)
    for (const [needed, why] of Object.entries(needs)) {
      const at = order.indexOf(needed)
      if (at < 0) {
        const hint = skipped.includes(needed) ? ` (SITE_SPEED_SKIP leaves it out: skip ${name} too, SITE_SPEED_SKIP=${[...skipped, name].join(",")})` : ""
        problems.push(`${name} needs ${needed}, which this build does not have${hint}: ${why}`)
      } else if (at > index) problems.push(`${name} needs ${needed} before it in gatsby-config.ts's plugins, but ${needed} comes after it: ${why}`)
    }
    for (const [earlier, why] of Object.entries(after)) {
      if (order.indexOf(earlier) > index) problems.push(`${name} must come after ${earlier} in gatsby-config.ts's plugins, but ${earlier} comes after it: ${why}`)
    }
  }
  return problems
}
