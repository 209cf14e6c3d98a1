/**
 * The words of the button that opens the application form, which a job page's first JavaScript carries
 * (the section's heading and intro are static HTML: apply-intro.ts), kept apart from messages.ts so the
 * first load carries only these.
 */
import type { Language } from "./language"

export const LAUNCH_MESSAGES: Record<Language, { start: string; loading: string; loadFailed: string }> = {
  en: {
    start: "Start my application",
    loading: "Loading the form…",
    loadFailed: "The form could not load. Check your connection and try again, or call or text us.",
  },
  es: {
    start: "Empezar mi solicitud",
    loading: "Cargando el formulario…",
    loadFailed: "No se pudo cargar el formulario. Revisa tu conexión e inténtalo de nuevo, o llámanos o mándanos un texto.",
  },
}

/** The draft's storage key (draft.ts), here so the page can tell a returning applicant without loading the form. */
export const APPLICATION_DRAFT_KEY = "job-application-draft:v1"
