/**
 * The application's two e-mails, as plain text and simple HTML. Pure: everything comes in as
 * arguments. The hiring manager's mail is in English with the applicant's language in its subject;
 * the applicant's acknowledgement is fixed text in their language, with nothing they typed in it.
 */
import { escapeHtml, oneLine } from "../_shared/escape.ts"
import type { Company } from "../_shared/config.ts"
import { fileItemHtml, fileItemText, formatSize } from "../_shared/file-link.ts"
import { floridaTime } from "../_shared/florida-time.ts"
import type { EmailContent } from "../notify-quote/email-content.ts"
import { LANGUAGE_NAMES_IN_ENGLISH, SHIFT_LABELS, TRANSPORT_LABELS } from "../../../src/lib/job-application/option-labels.ts"
import { CALL_BACK_BUSINESS_DAYS } from "../../../src/lib/job-application/promise.ts"
import type { Application, Language, Resume } from "./application.ts"

type Row = [label: string, text: string, html?: string]

/** The résumé's stored name as text, its size, and beside them its link (file-link.ts). */
const resumeParts = (resume: Resume) => [resume.name.split("/").pop()!, resume.size === null ? "" : formatSize(resume.size), resume.url] as const

function resumeRow(application: Application, resume: Resume | null): Row {
  if (resume) return ["Résumé", fileItemText(...resumeParts(resume)), fileItemHtml(...resumeParts(resume))]
  if (application.resume_folder) {
    return [
      "Résumé",
      "The applicant chose a résumé but it had not arrived when this e-mail was sent: if it arrives, it follows in a separate e-mail. If not, ask them to bring it or text a photo of it.",
    ]
  }
  return ["Résumé", "None sent."]
}

export function hiringEmail(application: Application, resume: Resume | null): EmailContent {
  const language = LANGUAGE_NAMES_IN_ENGLISH[application.preferred_language]
  const position = application.any_position ? `${application.job_title} or any open position` : application.job_title
  const shifts = application.shifts.length
    ? application.shifts.map((shift) => SHIFT_LABELS.en[shift as keyof typeof SHIFT_LABELS.en] ?? shift).join(", ")
    : "Not answered"
  const transport = application.transport
    ? TRANSPORT_LABELS.en[application.transport as keyof typeof TRANSPORT_LABELS.en] ?? application.transport
    : "Not answered"
  const rows: Row[] = [
    ["Name", application.name],
    ["Phone", application.phone],
    ["E-mail", application.email ?? "None given"],
    ["Call them in", language],
    ["Position", position],
    ["Shifts they can work", shifts],
    ["Getting to work", transport],
    resumeRow(application, resume),
    ["Calls and texts", "Agreed to be called or texted about this application"],
    ["Sent from", `The ${LANGUAGE_NAMES_IN_ENGLISH[application.page_language]} job page (${application.job_slug})`],
    ["Received", floridaTime(application.created_at)],
  ]
  const subject = oneLine(`Job application (${language}): ${position}, ${application.name}`)
  const intro = `A new application arrived from the website. Please call within ${CALL_BACK_BUSINESS_DAYS} business days: the site promises it.`
  const text = [intro, "", ...rows.map(([label, value]) => `${label}: ${value}`)].join("\n")
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    "<table>",
    ...rows.map(([label, value, markup]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${markup ?? escapeHtml(value)}</td></tr>`),
    "</table>",
  ].join("\n")
  return { subject, text, html }
}

const ACKNOWLEDGEMENT: Record<Language, (company: Company) => { subject: string; paragraphs: string[] }> = {
  en: (company) => ({
    subject: `We received your application – ${company.name}`,
    paragraphs: [
      `Thank you for applying to ${company.name}.`,
      `Our hiring team will call you within ${CALL_BACK_BUSINESS_DAYS} business days. If you miss our call, call or text us at ${company.phoneDisplay}.`,
      "This is an automatic message. You can reply to it with any question.",
    ],
  }),
  es: (company) => ({
    subject: `Recibimos tu solicitud – ${company.name}`,
    paragraphs: [
      `Gracias por aplicar para trabajar con ${company.name}.`,
      `Nuestro equipo de contratación te va a llamar dentro de ${CALL_BACK_BUSINESS_DAYS} días hábiles. Si no alcanzas a contestar, llámanos o mándanos un texto al ${company.phoneDisplay}.`,
      "Este es un mensaje automático. Puedes responderlo si tienes alguna pregunta.",
    ],
  }),
}

/** Fixed words only (an address anyone can type must not carry their text): the language picks them. */
export function acknowledgementEmail(language: Language, company: Company): EmailContent {
  const { subject, paragraphs } = ACKNOWLEDGEMENT[language](company)
  return {
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
  }
}

/** To the hiring manager: the résumé of an application mailed before it arrived, in one short follow-up. */
export function lateResumeEmail(application: Application, resume: Resume): EmailContent {
  const position = application.any_position ? `${application.job_title} or any open position` : application.job_title
  const subject = oneLine(`Résumé for job application: ${position}, ${application.name}`)
  const intro = `The résumé of ${application.name} (${application.phone}), who applied for ${position}, arrived after the application's e-mail.`
  const received = `Application received: ${floridaTime(application.created_at)}`
  return {
    subject,
    text: [intro, "", `Résumé: ${fileItemText(...resumeParts(resume))}`, "", received].join("\n"),
    html: [`<p>${escapeHtml(intro)}</p>`, `<p>Résumé: ${fileItemHtml(...resumeParts(resume))}</p>`, `<p>${escapeHtml(received)}</p>`].join("\n"),
  }
}
