/**
 * Which speed plugins (plugins/, one technique each) a build uses. gatsby-config.ts lists them in this
 * order, which is the order their steps run in.
 *
 * - `SITE_SPEED=off`: none of them, plain Gatsby (the plain build CI smoke-tests).
 * - `SITE_SPEED_SKIP=critical-css,web-font`: all but those, to measure what one technique gains today
 *   (leave-one-out, docs/performance.md) or to find which one an upgrade broke.
 * A name that is not a speed plugin stops the build naming it (a typo would otherwise build everything and
 * measure nothing), and so does skipping a plugin another one needs while keeping that one.
 */
export const SPEED_PLUGINS = ["webpack-stand-ins", "static-regions", "boot-after-paint", "lean-images", "critical-css", "web-font"] as const

export type SpeedPlugin = (typeof SPEED_PLUGINS)[number]

/**
 * Plugin -> the plugins it needs. web-font moves the font on pages that boot after the first paint only
 * (it looks for boot-after-paint's loader): without that plugin it would change nothing yet still be
 * "on". The others read each other's markers where they are and work without them (plugins/README.md).
 */
export const SPEED_PLUGIN_NEEDS: Readonly<Record<SpeedPlugin, readonly SpeedPlugin[]>> = {
  "webpack-stand-ins": [],
  "static-regions": [],
  "boot-after-paint": [],
  "lean-images": [],
  "critical-css": [],
  "web-font": ["boot-after-paint"],
}

const isSpeedPlugin = (name: string): name is SpeedPlugin => (SPEED_PLUGINS as readonly string[]).includes(name)

/** The speed plugins to build with, in order, from SITE_SPEED and SITE_SPEED_SKIP; throws on a bad value. */
export function speedPlugins(env: { SITE_SPEED?: string; SITE_SPEED_SKIP?: string }): SpeedPlugin[] {
  const skip = (env.SITE_SPEED_SKIP ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = skip.filter((name) => !isSpeedPlugin(name))
  if (unknown.length > 0) {
    throw new Error(`SITE_SPEED_SKIP: ${unknown.map((name) => `"${name}"`).join(", ")} ${unknown.length === 1 ? "is not a speed plugin" : "are not speed plugins"}; the speed plugins are ${SPEED_PLUGINS.join(", ")}`)
  }
  if (env.SITE_SPEED === "off") {
    if (skip.length > 0) throw new Error("SITE_SPEED=off already builds without every speed plugin: unset SITE_SPEED_SKIP or SITE_SPEED")
    return []
  }
  const kept = SPEED_PLUGINS.filter((name) => !skip.includes(name))
  for (const name of kept) {
    const missing = SPEED_PLUGIN_NEEDS[name].filter((needed) => skip.includes(needed))
    if (missing.length > 0) {
      throw new Error(`SITE_SPEED_SKIP: ${name} needs ${missing.join(", ")}; skip ${name} too (SITE_SPEED_SKIP=${[...skip, name].join(",")})`)
    }
  }
  return kept
}

/**
 * For gatsby-config.ts: the same list, or none where the values are wrong. Thrown while Gatsby loads its
 * config, the error was swallowed (its compile step retries a file that throws, then loads what the failed
 * attempt left) and the build failed later on an unrelated GraphQL error; gatsby/on-pre-init.ts stops the
 * build with this function's message instead.
 */
export function speedPluginsOrNone(env: { SITE_SPEED?: string; SITE_SPEED_SKIP?: string }): SpeedPlugin[] {
  try {
    return speedPlugins(env)
  } catch {
    return []
  }
}
