import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"

export interface StaticRegionsOptions extends PluginOptions {
  /** The site's region module (its folder), relative to the site: what site code imports staticRegion and island from. */
  regions?: string
}

/**
 * `regions` when gatsby-config gives none. Defaults are applied here, not in the schema: Gatsby writes a
 * plugin's options into the browser bundle of every plugin with a browser half, and this one is read at build time only.
 */
const DEFAULT_REGIONS = "src/components/static-region"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    regions: Joi.string()
      .description(`The site's region module (a folder with an index and a hydrate module), relative to the site, ${DEFAULT_REGIONS} by default; the build resolves them to this plugin's browser/regions.ts and browser/hydrate.ts`)
      .custom((value: string) => {
        for (const file of ["index.tsx", "hydrate.ts"]) if (!fs.existsSync(path.resolve(value, file))) throw new Error(`${value}/${file} does not exist`)
        return value
      }),
  })

/**
 * Regions and islands keep their server HTML when React hydrates: wherever site code imports the site's
 * region module, the build (every stage: develop too, so a region behaves there as in production; the HTML
 * build renders the same markup either way) takes this plugin's implementation of the same API
 * (./browser/regions.ts), and the site's gatsby-browser its hydration hook (./browser/hydrate.ts: Gatsby's
 * own). Without the plugin, the site's own modules are used: ordinary components, hydrated once their code is in.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }, options) => {
  const site = path.resolve((options as StaticRegionsOptions).regions ?? DEFAULT_REGIONS)
  const own = (file: string) => path.resolve("plugins/static-regions/browser", file)
  actions.setWebpackConfig({
    resolve: { alias: { [`${site}$`]: own("regions.ts"), [`${path.join(site, "hydrate")}$`]: own("hydrate.ts") } },
  })
}
