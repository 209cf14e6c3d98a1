/**
 * How the company hires, from content/settings/hiring.json (editable in /admin, checked by the content contract:
 * src/lib/content/schemas.ts hiringSettingsSchema): whether it participates in E-Verify, and the official notices
 * every hiring page then shows (src/components/e-verify-notices).
 */
import settings from "../../content/settings/hiring.json"

export interface HiringSettings {
  eVerify: boolean
  eVerifyPosterEnglish: string
  eVerifyPosterSpanish: string
  rightToWorkPosterEnglish: string
  rightToWorkPosterSpanish: string
}

export const hiringSettings: HiringSettings = settings
