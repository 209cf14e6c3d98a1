import React from "react"
import FileUser from "lucide-react/icons/file-user"
import { APPLY_INTRO } from "../../lib/job-application/apply-intro"
import type { Language } from "../../lib/job-application/language"
import * as styles from "./job-application.module.css"

/** The application section's heading (named by JobApplication's section) and intro: markup only, a static region. */
export function ApplyIntro({ lang }: { lang: Language }) {
  const text = APPLY_INTRO[lang]
  return (
    <>
      <h2 id="apply-heading" className={styles.heading}>
        <FileUser size={24} aria-hidden="true" /> {text.heading}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
    </>
  )
}
