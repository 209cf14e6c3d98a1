import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { markBuildStart, startFromUntouchedHtml } from "./pages"
import { pipelineProblems } from "./pipeline"

export interface PostBuildHtmlOptions extends PluginOptions {
  pipeline: string[]
  speed: "on" | "off"
  skipped: string[]
}

/**
 * gatsby-config.ts tells this plugin, the first of the local ones, which local plugins the build has and in
 * which order (`pipeline`, this one first), and the speed switch as set (`speed`: SITE_SPEED, `skipped`:
 * SITE_SPEED_SKIP); the plugins' declared needs are checked here (pipeline.ts), before anything runs.
 */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    pipeline: Joi.array().items(Joi.string()).required().description("Every local plugin of the build, in gatsby-config's order, this one first"),
    speed: Joi.string().valid("on", "off").default("on").messages({ "any.only": "SITE_SPEED is {#value}: it is off or unset" }).description("SITE_SPEED"),
    skipped: Joi.array().items(Joi.string()).default([]).description("The speed plugins SITE_SPEED_SKIP leaves out"),
  }).custom((options: PostBuildHtmlOptions, helpers) => {
    const problems = pipelineProblems(options.pipeline, options.skipped)
    if (options.pipeline[0] !== "post-build-html") problems.unshift("post-build-html must be the first local plugin: it gives every post-build step Gatsby's untouched HTML")
    if (options.speed === "off" && options.skipped.length > 0) problems.unshift("SITE_SPEED=off already builds without every speed plugin: unset SITE_SPEED_SKIP or SITE_SPEED")
    return problems.length === 0 ? options : helpers.message({ custom: problems.join("\n") })
  })

/** A build that leaves speed plugins out says so, so that its figures are not taken for the full site's. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }, options) => {
  const { speed, skipped } = options as PostBuildHtmlOptions
  if (speed === "off") reporter.info("SITE_SPEED=off: plain Gatsby, without the speed plugins")
  else if (skipped.length > 0) reporter.warn(`SITE_SPEED_SKIP: building without ${skipped.join(", ")}`)
}

/** Pages older than this build are ones Gatsby did not write again (see startFromUntouchedHtml). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  markBuildStart(path.join(process.cwd(), "public"))
}

/** First of the post-build steps: every page as Gatsby wrote it (see pages.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { restored, kept } = startFromUntouchedHtml(path.join(process.cwd(), "public"))
  reporter.info(`post-build-html: ${kept} pages as Gatsby wrote them now, ${restored} put back from the kept copy`)
}
