import React from "react"
import FileText from "lucide-react/icons/file-text"
import { site } from "../../config/site"
import type { HiringSettings } from "../../config/hiring"
import type { Lang } from "../../lib/i18n/language"
import { hiringText } from "../../lib/i18n/hiring-text"
import * as styles from "./e-verify-notices.module.css"

interface EVerifyNoticesProps {
  settings: HiringSettings
  lang?: Lang
}

/**
 * The notices a company that uses E-Verify must show applicants, from content/settings/hiring.json: the Notice of
 * E-Verify Participation and the Right to Work notice, each in English and in Spanish, on every hiring page in
 * either language. Nothing when the company does not use E-Verify. Markup only (inside static regions).
 */
export function EVerifyNotices({ settings, lang = "en" }: EVerifyNoticesProps) {
  if (!settings.eVerify) return null
  const text = hiringText(lang).eVerify
  const notices: Array<[string, string]> = [
    [settings.eVerifyPosterEnglish, text.participationEnglish],
    [settings.eVerifyPosterSpanish, text.participationSpanish],
    [settings.rightToWorkPosterEnglish, text.rightToWorkEnglish],
    [settings.rightToWorkPosterSpanish, text.rightToWorkSpanish],
  ]
  return (
    <aside className={styles.box} aria-labelledby="e-verify-heading">
      <h2 id="e-verify-heading" className={styles.heading}>E-Verify</h2>
      <p className={styles.text}>{text.intro(site.companyName)}</p>
      <ul className={styles.list}>
        {notices.map(([href, label]) => (
          <li key={label}>
            <a href={href}>
              <FileText size={16} aria-hidden="true" /> {label}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
