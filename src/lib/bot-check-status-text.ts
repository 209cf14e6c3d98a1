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

export const BOT_CHECK_TEXT_ES: BotCheckStatusText = {
  idle: "",
  checking: "Haciendo una revisión automática contra el spam en tu navegador…",
  ready: "Revisión automática terminada.",
  failed: "La revisión automática no pudo terminar. Se va a hacer otra vez cuando envíes el formulario.",
}
