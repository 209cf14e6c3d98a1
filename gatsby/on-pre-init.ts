import type { GatsbyNode } from "gatsby"
import { SPEED_PLUGINS, speedPlugins } from "./lib/speed-plugins"

/**
 * First hook of the build: a wrong SITE_SPEED / SITE_SPEED_SKIP stops it with its message (gatsby-config.ts
 * then listed no speed plugin), and a build that leaves some out says which, so its figures are not taken
 * for the full site's.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  let kept: string[]
  try {
    kept = speedPlugins(process.env)
  } catch (error) {
    reporter.panic((error as Error).message)
    return
  }
  const left = SPEED_PLUGINS.filter((name) => !kept.includes(name))
  if (process.env.SITE_SPEED === "off") reporter.info("SITE_SPEED=off: plain Gatsby, without the speed plugins")
  else if (left.length > 0) reporter.warn(`SITE_SPEED_SKIP: building without ${left.join(", ")}`)
}
