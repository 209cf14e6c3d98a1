/**
 * The words the job page shows before the application form's code has loaded (the section's heading
 * and the button that opens the form), kept apart from messages.ts so a job page's first JavaScript
 * carries only these.
 */
import type { Language } from "./language"

export const LAUNCH_MESSAGES: Record<Language, { heading: string; intro: string; start: string; loading: string; loadFailed: string; retry: string }> = {
  en: {
    heading: "Apply online",
    intro: "It takes about two minutes. Only your name and phone number are required.",
    start: "Start my application",
    loading: "Loading the form…",
    loadFailed: "The form could not load. Check your connection and try again, or call or text us.",
    retry: "Try again",
  },
  es: {
    heading: "Aplica en línea",
    intro: "Toma unos dos minutos. Solo necesitamos tu nombre y tu número de teléfono.",
    start: "Empezar mi solicitud",
    loading: "Cargando el formulario…",
    loadFailed: "No se pudo cargar el formulario. Revisa tu conexión e inténtalo de nuevo, o llámanos o mándanos un texto.",
    retry: "Intentar de nuevo",
  },
}

/** The draft's storage key (draft.ts), here so the page can tell a returning applicant without loading the form. */
export const APPLICATION_DRAFT_KEY = "job-application-draft:v1"
