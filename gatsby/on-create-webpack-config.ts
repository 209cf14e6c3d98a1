import type { GatsbyNode } from "gatsby"

/** SITE_URL for the browser bundle (canonical links), since it is not GATSBY_-prefixed. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? "") })],
  })
}
