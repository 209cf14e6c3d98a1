/**
 * Which speed plugins (plugins/, one technique each) a build uses, read from the one environment switch:
 * - `SITE_SPEED=off`: none of them, plain Gatsby (the plain build CI smoke-tests);
 * - `SITE_SPEED_SKIP=critical-css,web-font`: all but those, to measure what one technique gains today
 *   (leave-one-out, docs/performance.md) or to find which one an upgrade broke.
 * gatsby-config.ts lists them in this order, which is the order their steps run in. Nothing is checked here
 * (an error thrown while Gatsby loads its config is lost): gatsby-config gives the values to plugins/post-build-html,
 * whose options schema stops the build on an unknown name, on SITE_SPEED=off with SITE_SPEED_SKIP, and on a
 * plugin left out that a kept one needs (each plugin's package.json, "pipeline").
 */
export const SPEED_PLUGINS = ["webpack-stand-ins", "static-regions", "boot-after-paint", "lean-images", "critical-css", "web-font"] as const

export interface SpeedSwitch {
  /** SITE_SPEED: "off" builds without any speed plugin. */
  speed: string
  /** The names SITE_SPEED_SKIP gives, as given. */
  skipped: string[]
  /** The speed plugins the build has, in order. */
  plugins: string[]
}

export function speedSwitch(env: { SITE_SPEED?: string; SITE_SPEED_SKIP?: string }): SpeedSwitch {
  const speed = env.SITE_SPEED ?? "on"
  const skipped = (env.SITE_SPEED_SKIP ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  const plugins = speed === "off" ? [] : SPEED_PLUGINS.filter((name) => !skipped.includes(name))
  return { speed, skipped, plugins }
}
