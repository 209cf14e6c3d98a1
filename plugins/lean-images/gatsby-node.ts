import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { transformPages } from "../post-build-html/pages"
import { holdLazyImagesUntilBoot, leanImageMarkup, showHighPriorityImagesAtOnce } from "./lean-images"

/** gatsby-plugin-image's markup made leaner, its high-priority image shown at once, its lazy images held until the boot (lean-images.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  transformPages(path.join(process.cwd(), "public"), (html) => holdLazyImagesUntilBoot(showHighPriorityImagesAtOnce(leanImageMarkup(html))))
}

/** No options: an option given by mistake is reported (Gatsby warns on unknown options). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) => Joi.object({})
