import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { startFromUntouchedHtml } from "./pages"

/** First of the post-build steps: every page as Gatsby wrote it (see pages.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { restored, kept } = startFromUntouchedHtml(path.join(process.cwd(), "public"))
  reporter.info(`post-build-html: ${kept} pages as Gatsby wrote them now, ${restored} put back from the kept copy`)
}
