/**
 * Every word the job application form shows, in English and in Spanish (Florida's Spanish: how the
 * applicants we hire write and speak it, and in tú, as the hiring pages and the frame around the form
 * address them: src/lib/i18n/ui-text.ts). The English messages the quote form also has are its own
 * constants (src/lib/quote/messages.ts), so the two forms say the same thing the same way.
 */
import { site } from "../../config/site"
import { FIELD_MESSAGES, MESSAGES } from "../quote/messages"
import { APPLICATION_MAX_LENGTH, RESUME_MAX_MB } from "./field-rules"
import type { Language } from "./language"
import { APPLY_INTRO } from "./apply-intro"
import { LAUNCH_MESSAGES } from "./launch-messages"
import { CALL_BACK_BUSINESS_DAYS } from "./promise"
import { LANGUAGE_NAMES, SHIFT_LABELS, TRANSPORT_LABELS } from "./option-labels"
import type { Shift, Transport } from "./options"
import { BOT_CHECK_TEXT, BOT_CHECK_TEXT_ES, type BotCheckStatusText } from "../bot-check-status-text"

type LimitedField = keyof typeof APPLICATION_MAX_LENGTH

export { CALL_BACK_BUSINESS_DAYS }

export interface ApplicationMessages {
  heading: string
  intro: string
  start: string
  loading: string
  loadFailed: string
  requiredNote: string
  labels: {
    name: string
    phone: string
    email: string
    preferredLanguage: string
    position: string
    shifts: string
    transport: string
    resume: string
    consent: string
  }
  optional: string
  hints: { email: string; shifts: string; resume: string; phone: string }
  languageNames: Record<Language, string>
  anyPosition: string
  shiftLabels: Record<Shift, string>
  transportLabels: Record<Transport, string>
  choose: string
  consentText: string
  resumePick: string
  resumeRemove: (name: string) => string
  errors: {
    requiredFields: string
    fixFields: string
    nameRequired: string
    phoneRequired: string
    phoneFormat: string
    emailFormat: string
    tooLong: (field: LimitedField) => string
    choice: string
    consent: string
    resumeType: string
    resumeSize: (name: string) => string
  }
  submit: string
  sending: string
  uploading: string
  success: string
  nextSteps: string
  /** When they gave an e-mail address. */
  confirmationSent: string
  resumeFailed: string
  unsent: { "save-failed": string; "not-configured": string; "rate-limited": string; "bot-check": string }
  unsentText: (retry: "moment" | "hour") => string
  /** The automatic spam check's line (components/bot-check-status), keyed by its state. */
  botCheck: BotCheckStatusText
  callUs: string
  textUs: string
  draftKept: string
  clearForm: string
  privacy: string
  privacyLink: string
}

const phone = site.phoneDisplay

/** How a phone number is written, as the quote form's format error shows it: a fictional 555-01xx number. */
const PHONE_EXAMPLE = "(813) 555-0142"

export const APPLICATION_MESSAGES: Record<Language, ApplicationMessages> = {
  en: {
    ...APPLY_INTRO.en,
    ...LAUNCH_MESSAGES.en,
    languageNames: LANGUAGE_NAMES,
    shiftLabels: SHIFT_LABELS.en,
    transportLabels: TRANSPORT_LABELS.en,
    requiredNote: "Fields marked * are required.",
    labels: {
      name: "Full name",
      phone: "Phone",
      email: "E-mail",
      preferredLanguage: "Language you prefer we call you in",
      position: "Position",
      shifts: "Which shifts can you work?",
      transport: "How will you get to work?",
      resume: "Résumé",
      consent: "Calls and texts",
    },
    optional: "(optional)",
    hints: {
      phone: "We call or text you at this number.",
      email: "Only if you have one: we send a confirmation.",
      shifts: "Choose all that you can work.",
      resume: `A PDF, a Word file (DOC, DOCX) or a photo of a paper résumé (JPG, PNG, HEIC), up to ${RESUME_MAX_MB} MB.`,
    },
    anyPosition: "Any open position",
    choose: "Choose one",
    consentText: "You may call or text me at this number about my application. Message and data rates may apply.",
    resumePick: "Take a photo or choose a file",
    resumeRemove: (name) => `Remove ${name}`,
    errors: {
      requiredFields: MESSAGES.requiredFields,
      fixFields: MESSAGES.fixFields,
      nameRequired: "Enter your name",
      // Both phone errors show the number's form, as the quote form's format error does.
      phoneRequired: `${FIELD_MESSAGES.phone.required}, like ${PHONE_EXAMPLE}`,
      phoneFormat: FIELD_MESSAGES.phone.format,
      emailFormat: FIELD_MESSAGES.email.format,
      tooLong: (field) => `${APPLICATION_LABEL_EN[field]} can be at most ${APPLICATION_MAX_LENGTH[field]} characters`,
      choice: "Choose an answer from the list",
      consent: "Please check this box so we can call or text you about the job",
      resumeType: "That file can't be used. Send a PDF, a Word file (DOC, DOCX) or a photo (JPG, PNG, HEIC).",
      resumeSize: (name) => `"${name}" is larger than ${RESUME_MAX_MB} MB. Please choose a smaller file or take a photo of your résumé.`,
    },
    submit: "Send my application",
    sending: "Sending your application…",
    uploading: "Sending your résumé…",
    success: "Thank you! We received your application.",
    nextSteps: `Our hiring team will call you within ${CALL_BACK_BUSINESS_DAYS} business days. If you miss our call, call or text us at ${phone}.`,
    confirmationSent: "We also sent a confirmation to your e-mail.",
    resumeFailed: "Your application was received, but your résumé did not upload. Bring it to your interview or text us a photo of it.",
    unsent: {
      "save-failed": "We couldn't send your application just now.",
      "not-configured": "Online applications are not available right now.",
      "rate-limited": "You have sent several applications in a short time, so we can't take another one online just now.",
      "bot-check": "We couldn't confirm the form was sent from a browser. Please send it again.",
    },
    botCheck: BOT_CHECK_TEXT,
    unsentText: (retry) =>
      `Nothing you entered has been lost. Try again ${retry === "hour" ? "in an hour" : "in a moment"}, or call or text us at ${phone}.`,
    callUs: `Call ${phone}`,
    textUs: "Text us",
    draftKept: "We kept the details you entered last time.",
    clearForm: "Clear the form",
    privacy: "We use your details only to consider you for jobs with us.",
    privacyLink: "Privacy policy",
  },
  es: {
    ...APPLY_INTRO.es,
    ...LAUNCH_MESSAGES.es,
    languageNames: LANGUAGE_NAMES,
    shiftLabels: SHIFT_LABELS.es,
    transportLabels: TRANSPORT_LABELS.es,
    requiredNote: "Los campos marcados con * son obligatorios.",
    labels: {
      name: "Nombre completo",
      phone: "Teléfono",
      email: "Email",
      preferredLanguage: "¿En qué idioma prefieres que te llamemos?",
      position: "Puesto",
      shifts: "¿Qué turnos puedes trabajar?",
      transport: "¿Cómo llegarías al trabajo?",
      resume: "Currículum",
      consent: "Llamadas y mensajes de texto",
    },
    optional: "(opcional)",
    hints: {
      phone: "Te llamamos o te mandamos un texto a este número.",
      email: "Solo si tienes uno: te mandamos una confirmación.",
      shifts: "Marca todos los que puedas trabajar.",
      resume: `Un PDF, un archivo de Word (DOC, DOCX) o una foto de tu currículum en papel (JPG, PNG, HEIC), de hasta ${RESUME_MAX_MB} MB.`,
    },
    anyPosition: "Cualquier puesto disponible",
    choose: "Elige una opción",
    consentText:
      "Pueden llamarme o mandarme textos a este número sobre mi solicitud. Pueden aplicarse cargos por mensajes y datos.",
    resumePick: "Toma una foto o elige un archivo",
    resumeRemove: (name) => `Quitar ${name}`,
    errors: {
      requiredFields: "Por favor, llena todos los campos obligatorios",
      fixFields: "Por favor, corrige los campos marcados",
      nameRequired: "Escribe tu nombre",
      phoneRequired: `Escribe tu número de teléfono, como ${PHONE_EXAMPLE}`,
      phoneFormat: `Escribe un número de EE. UU. de 10 dígitos, como ${PHONE_EXAMPLE}`,
      emailFormat: "Escribe un email como nombre@ejemplo.com",
      tooLong: (field) => `${APPLICATION_LABEL_ES[field]} puede tener como máximo ${APPLICATION_MAX_LENGTH[field]} caracteres`,
      choice: "Elige una respuesta de la lista",
      consent: "Marca esta casilla para que podamos llamarte o mandarte textos sobre el trabajo",
      resumeType: "No podemos usar ese archivo. Manda un PDF, un archivo de Word (DOC, DOCX) o una foto (JPG, PNG, HEIC).",
      resumeSize: (name) => `"${name}" pesa más de ${RESUME_MAX_MB} MB. Elige un archivo más pequeño o tómale una foto a tu currículum.`,
    },
    submit: "Enviar mi solicitud",
    sending: "Enviando tu solicitud…",
    uploading: "Enviando tu currículum…",
    success: "¡Gracias! Recibimos tu solicitud.",
    nextSteps: `Nuestro equipo de contratación te va a llamar dentro de ${CALL_BACK_BUSINESS_DAYS} días hábiles. Si no alcanzas a contestar, llámanos o mándanos un texto al ${phone}.`,
    confirmationSent: "También te mandamos una confirmación a tu email.",
    resumeFailed:
      "Recibimos tu solicitud, pero tu currículum no se pudo subir. Tráelo a la entrevista o mándanos una foto por texto.",
    unsent: {
      "save-failed": "No pudimos enviar tu solicitud en este momento.",
      "not-configured": "Las solicitudes en línea no están disponibles en este momento.",
      "rate-limited": "Mandaste varias solicitudes en poco tiempo, así que ahora mismo no podemos recibir otra en línea.",
      "bot-check": "No pudimos confirmar que el formulario se mandó desde un navegador. Por favor, envíalo otra vez.",
    },
    botCheck: BOT_CHECK_TEXT_ES,
    unsentText: (retry) =>
      `No se perdió nada de lo que escribiste. Inténtalo otra vez ${retry === "hour" ? "en una hora" : "en un momento"}, o llámanos o mándanos un texto al ${phone}.`,
    callUs: `Llámanos al ${phone}`,
    textUs: "Mándanos un texto",
    draftKept: "Guardamos los datos que escribiste la última vez.",
    clearForm: "Borrar el formulario",
    privacy: "Usamos tus datos solo para considerarte para empleos con nosotros.",
    privacyLink: "Política de privacidad",
  },
}

const APPLICATION_LABEL_EN: Record<LimitedField, string> = {
  name: "Full name",
  phone: "Phone",
  email: "E-mail",
  jobTitle: "Position",
  jobSlug: "Position",
}
const APPLICATION_LABEL_ES: Record<LimitedField, string> = {
  name: "El nombre",
  phone: "El teléfono",
  email: "El email",
  jobTitle: "El puesto",
  jobSlug: "El puesto",
}

export const applicationMessages = (language: Language): ApplicationMessages => APPLICATION_MESSAGES[language]
