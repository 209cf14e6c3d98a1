import React from "react"
import { withPagePaths } from "../../lib/routes"
import { keepTogetherHtml } from "../../lib/text"
import * as styles from "./prose.module.css"

/**
 * Rendered markdown from content/ (committed by staff, built by remark at build time).
 * Never used for anything a visitor types. Links to site pages get their trailing slash (src/lib/routes.ts).
 */
export function Prose({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: keepTogetherHtml(withPagePaths(html)) }} />
}
