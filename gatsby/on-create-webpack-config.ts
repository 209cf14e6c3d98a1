import type { GatsbyNode } from "gatsby"

/** SITE_URL is not GATSBY_-prefixed, so pass it to the browser bundle explicitly (canonical links). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? "") })],
  })
}
