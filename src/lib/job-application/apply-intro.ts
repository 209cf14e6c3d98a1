/**
 * The application section's heading and intro on a job page. Markup only (a static region in the job
 * template), so these words load with the region's code when a page is reached in the browser, not with
 * every job page's first JavaScript (launch-messages.ts has the button's).
 */
import type { Language } from "./language"

export const APPLY_INTRO: Record<Language, { heading: string; intro: string }> = {
  en: {
    heading: "Apply online",
    intro: "It takes about two minutes. We need only your name, your phone number and your OK to call or text you about the job.",
  },
  es: {
    heading: "Aplica en línea",
    intro: "Toma unos dos minutos. Solo necesitamos tu nombre, tu teléfono y tu permiso para llamarte o mandarte textos sobre el trabajo.",
  },
}
