import type { GatsbyNode } from "gatsby"
import { STATIC_REGIONS_ENV, STATIC_REGIONS_KEEP } from "../../src/lib/static-regions-switch"

/**
 * Static regions keep their server HTML when React hydrates (src/components/static-region): the switch is
 * this define, in every stage (develop too, so a region behaves there as in production). Without this
 * plugin (SITE_SPEED=off) regions hydrate like any component.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ [`process.env.${STATIC_REGIONS_ENV}`]: JSON.stringify(STATIC_REGIONS_KEEP) })] })
}
