/**
 * What a visitor is told about the automatic bot check, word for word (tests read these), by the check's
 * state (src/hooks/use-bot-check.ts): English for every form, Spanish for the Spanish job application.
 */
export type BotCheckStatusText = Record<"idle" | "checking" | "ready" | "failed", string>

export const BOT_CHECK_TEXT: BotCheckStatusText = {
  idle: "",
  checking: "Running a quick automatic spam check in your browser…",
  ready: "Automatic spam check done.",
  failed: "The automatic spam check could not finish. It will run again when you send.",
}

/** In plain words: an applicant who has never heard "spam check" knows what a robot check is and that it needs nothing from them. */
export const BOT_CHECK_TEXT_ES: BotCheckStatusText = {
  idle: "",
  checking: "Tu navegador está comprobando que no eres un robot. No tienes que hacer nada.",
  ready: "Listo: comprobamos que no eres un robot.",
  failed: "No se pudo terminar la comprobación. Se vuelve a hacer cuando envíes la solicitud.",
}
