import React from "react"
import * as styles from "./prose.module.css"

/**
 * Rendered markdown from content/ (committed by staff, built by remark at build time).
 * Never used for anything a visitor types.
 */
export function Prose({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
}
