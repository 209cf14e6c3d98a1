/**
 * The two e-mails of a quote, as plain text and simple HTML. Pure: everything comes in as
 * arguments. Every value a visitor typed goes through escapeHtml in the HTML version.
 */
import { escapeHtml, oneLine } from "../_shared/escape.ts"
import { floridaTime } from "../_shared/florida-time.ts"
import type { Company } from "../_shared/config.ts"
import { fileItemHtml, fileItemText, formatSize } from "../_shared/file-link.ts"
import { FIELD_LABELS, optionLabel } from "./labels.ts"
import { type Attachment, type Quote, quoteReference } from "./quote.ts"

export type { Company }

export interface EmailContent {
  subject: string
  text: string
  html: string
}

export type Row = [label: string, value: string]
type ListedFile = Pick<Attachment, "file_name" | "size_bytes" | "public_url">

export { formatSize }

/** The form's fields in the order the form shows them, with its labels; "-" for an empty answer. */
function fieldRows(quote: Quote, serviceArea: string): Row[] {
  const shown = (field: string, value: string | null) => (value ? optionLabel(field, value) : "-")
  return [
    [FIELD_LABELS.businessName, quote.business_name],
    [FIELD_LABELS.contactName, quote.contact_name],
    [FIELD_LABELS.email, quote.email],
    [FIELD_LABELS.phone, quote.phone],
    [FIELD_LABELS.address, shown("address", quote.address)],
    [FIELD_LABELS.city, shown("city", quote.city)],
    [FIELD_LABELS.state, shown("state", quote.state)],
    [FIELD_LABELS.zipCode, shown("zipCode", quote.zip_code)],
    [SERVICE_AREA_LABEL, serviceArea],
    [FIELD_LABELS.serviceType, shown("serviceType", quote.service_type)],
    [FIELD_LABELS.frequency, shown("frequency", quote.frequency)],
    [FIELD_LABELS.squareFootage, shown("squareFootage", quote.square_footage)],
    [FIELD_LABELS.numberOfEmployees, shown("numberOfEmployees", quote.number_of_employees)],
    [FIELD_LABELS.budget, shown("budget", quote.budget)],
    [FIELD_LABELS.preferredContactMethod, shown("preferredContactMethod", quote.preferred_contact_method)],
  ]
}

function leadSourceRows(quote: Quote): Row[] {
  const utm = quote.utm && Object.keys(quote.utm).length
    ? Object.entries(quote.utm).map(([key, value]) => `${key}=${value}`).join(", ")
    : "none"
  return [
    ["Landing page", quote.landing_page ?? "unknown"],
    ["Referrer", quote.referrer ?? "none (direct visit or not recorded)"],
    ["Campaign (utm)", utm],
  ]
}

const NO_FILES = "No files arrived with this quote. If the prospect mentions files, ask them to e-mail them."
const UPLOADS_PENDING =
  "The prospect's browser had not said its uploads were finished when this e-mail was sent: files that arrive later follow in a separate e-mail."

export const textRows = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`)
export const htmlRows = (rows: Row[]) =>
  `<table cellpadding="4" cellspacing="0">${
    rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")
  }</table>`
export const htmlList = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`
const htmlText = (value: string) => escapeHtml(value).replaceAll("\n", "<br>")
export const htmlPage = (body: string) => `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${body}</body></html>`

/** The files, each its name as text beside its link (file-link.ts). */
const fileLines = (files: readonly ListedFile[]) => files.map((a) => `- ${fileItemText(a.file_name, formatSize(a.size_bytes), a.public_url)}`)
const fileItems = (files: readonly ListedFile[]) => htmlList(files.map((a) => fileItemHtml(a.file_name, formatSize(a.size_bytes), a.public_url)))

/** "Tampa" when the city was given, else the state ("Florida"). */
const place = (quote: Quote) => quote.city?.trim() || optionLabel("state", quote.state)

/** The office e-mail's line under the ZIP code: the nearest served city and its distance (service-area.ts). */
export const SERVICE_AREA_LABEL = "Nearest served city"

export function officeEmail(quote: Quote, attachments: readonly ListedFile[], uploadsPending = false, serviceArea = "not checked"): EmailContent {
  const submitted = `${floridaTime(quote.created_at)} (Florida time)`
  const special = quote.special_requirements?.trim() || "-"
  const subject = oneLine(`Quote request: ${quote.business_name} (${place(quote)})`)

  const text = [
    "A new quote request came in through the website. Reply to this e-mail to answer the prospect.",
    "",
    `Submitted: ${submitted}`,
    "",
    ...textRows(fieldRows(quote, serviceArea)),
    "",
    `${FIELD_LABELS.services}:`,
    ...quote.services.map((s) => `- ${s}`),
    "",
    `${FIELD_LABELS.specialRequirements}:`,
    special,
    "",
    `Attachments (${attachments.length}):`,
    ...(attachments.length ? fileLines(attachments) : uploadsPending ? [] : [NO_FILES]),
    ...(uploadsPending ? [UPLOADS_PENDING] : []),
    "",
    "Lead source:",
    ...textRows(leadSourceRows(quote)),
    "",
    `Reference: ${quoteReference(quote.id)} (quote id ${quote.id})`,
  ].join("\n")

  const html = htmlPage([
    `<h1 style="font-size:20px">Quote request: ${escapeHtml(quote.business_name)}</h1>`,
    `<p>Submitted ${escapeHtml(submitted)}. Reply to this e-mail to answer the prospect.</p>`,
    htmlRows(fieldRows(quote, serviceArea)),
    `<h2 style="font-size:16px">${escapeHtml(FIELD_LABELS.services)}</h2>`,
    htmlList(quote.services.map(escapeHtml)),
    `<h2 style="font-size:16px">${escapeHtml(FIELD_LABELS.specialRequirements)}</h2>`,
    `<p>${htmlText(special)}</p>`,
    `<h2 style="font-size:16px">Attachments (${attachments.length})</h2>`,
    attachments.length ? fileItems(attachments) : uploadsPending ? "" : `<p>${escapeHtml(NO_FILES)}</p>`,
    uploadsPending ? `<p>${escapeHtml(UPLOADS_PENDING)}</p>` : "",
    `<h2 style="font-size:16px">Lead source</h2>`,
    htmlRows(leadSourceRows(quote)),
    `<p style="color:#555">Reference: ${escapeHtml(quoteReference(quote.id))} (quote id ${escapeHtml(quote.id)})</p>`,
  ].join("\n"))

  return { subject, text, html }
}


/** To the office: files of a quote recorded after its e-mail went out (a slow upload, a reload). */
export function lateFilesEmail(quote: Quote, files: readonly ListedFile[]): EmailContent {
  const subject = oneLine(`Late files for quote: ${quote.business_name} (${place(quote)})`)
  const intro = `${files.length} more file(s) arrived for the quote from ${quote.contact_name}, ${quote.business_name}, after its e-mail was sent.`
  const reference = `Reference: ${quoteReference(quote.id)} (quote id ${quote.id})`
  return {
    subject,
    text: [intro, "", ...fileLines(files), "", reference].join("\n"),
    html: htmlPage([`<p>${escapeHtml(intro)}</p>`, fileItems(files), `<p style="color:#555">${escapeHtml(reference)}</p>`].join("\n")),
  }
}

/**
 * To the prospect. Only our own words: nothing a visitor typed appears in it (not the name, the
 * business or the message), so the form cannot be used to send someone else a text of one's choosing
 * from the company's domain. The reference lets them and the office find the request.
 */
export function acknowledgementEmail(quote: Pick<Quote, "id">, company: Company, assessmentLink?: string): EmailContent {
  const reference = quoteReference(quote.id)
  const subject = `We received your quote request - ${company.name}`
  const next = "What happens next: our team reviews your details and contacts you within 24 hours with your quote"
  const paragraphs = [
    "Hello,",
    `Thank you for asking ${company.name} for a quote. We have received your request.`,
    assessmentLink ? `${next}.` : `${next}, and can arrange a free on-site assessment.`,
    ...(assessmentLink ? [`Pick a time for your free on-site assessment (we come to your site, at no cost): ${assessmentLink}`] : []),
    `Questions, or something to add? Call or text us at ${company.phoneDisplay}, or reply to this e-mail.`,
    `Your reference: ${reference}`,
    "If you did not ask us for a quote, you can ignore this e-mail.",
  ]
  const text = [...paragraphs.flatMap((p) => [p, ""]), company.name, company.phoneDisplay].join("\n")
  const html = htmlPage([
    ...paragraphs.map((p) =>
      assessmentLink && p.endsWith(assessmentLink)
        ? `<p>${escapeHtml(p.slice(0, -assessmentLink.length).replace(/: $/, ""))}: <a href="${escapeHtml(assessmentLink)}">pick your assessment time</a></p>`
        : `<p>${escapeHtml(p)}</p>`
    ),
    `<p>${escapeHtml(company.name)}<br>${escapeHtml(company.phoneDisplay)}</p>`,
  ].join("\n"))
  return { subject, text, html }
}

/**
 * The newsletter's double opt-in: fixed words and the link to the confirmation page, where a click on its
 * button confirms (opening the link alone changes nothing: a mail scanner that follows links cannot confirm).
 */
export function newsletterConfirmationEmail(link: string, company: Company): EmailContent {
  const subject = `Confirm your newsletter subscription - ${company.name}`
  const paragraphs = [
    "Hello,",
    `Someone, hopefully you, asked for ${company.name}'s newsletter at this address. To confirm, open this link within 7 days and press "Confirm my subscription":`,
    link,
    "If you did not ask for it, ignore this e-mail: you will not hear from us again, and the address is deleted after 7 days.",
  ]
  return {
    subject,
    text: [...paragraphs.flatMap((p) => [p, ""]), company.name, company.phoneDisplay].join("\n"),
    html: htmlPage(
      [
        `<p>Hello,</p>`,
        `<p>${escapeHtml(paragraphs[1])}</p>`,
        `<p><a href="${escapeHtml(link)}">Open the confirmation page</a></p>`,
        `<p>${escapeHtml(paragraphs[3])}</p>`,
        `<p>${escapeHtml(company.name)}<br>${escapeHtml(company.phoneDisplay)}</p>`,
      ].join("\n"),
    ),
  }
}
