/**
 * The kinds of mail notify-quote sends through the shared pipeline (../_shared/pipeline.ts): the quote to
 * the office, late files to the office, the prospect's acknowledgement, the newsletter confirmation, and the
 * assessment booking's mails (booking-kinds.ts).
 * Each reads its source when it is claimed, so a quote's mail lists the files recorded by then.
 */
import type { Sql } from "../_shared/database.ts"
import { linkToken, sha256Hex } from "../_shared/link-token.ts"
import type { MailKind } from "../_shared/pipeline.ts"
import { bookingMailKinds, manageLink } from "./booking-kinds.ts"
import { acknowledgementEmail, lateFilesEmail, newsletterConfirmationEmail, officeEmail } from "./email-content.ts"
import type { Attachment, Quote } from "./quote.ts"

async function loadQuote(sql: Sql, id: string): Promise<Quote | null> {
  const [quote] = await sql<Quote[]>`
    select id, created_at, business_name, contact_name, email, phone, address, city, state, zip_code, service_type, frequency,
      square_footage, number_of_employees, special_requirements, preferred_contact_method, budget, services, landing_page,
      referrer, utm, upload_folder, uploads_finished_at
    from public.quote_requests where id = ${id}`
  return quote ?? null
}

async function loadAttachments(sql: Sql, quoteId: string, { unreportedOnly }: { unreportedOnly: boolean }): Promise<Attachment[]> {
  const rows = await sql<(Omit<Attachment, "size_bytes"> & { size_bytes: string })[]>`
    select id, file_name, size_bytes, public_url, created_at, reported_at from public.quote_attachments
    where quote_id = ${quoteId} and (${!unreportedOnly} or reported_at is null)
    order by created_at, file_name`
  return rows.map((r) => ({ ...r, size_bytes: Number(r.size_bytes) }))
}

type QuoteWithFiles = { quote: Quote; files: Attachment[] }

/** The files a mail listed go to the office once: later follow-ups list only what no mail has. */
async function markReported(sql: Sql, quoteId: string, files: Attachment[], now: Date) {
  if (!files.length) return
  await sql`update public.quote_attachments set reported_at = ${now}
            where quote_id = ${quoteId} and reported_at is null and id in ${sql(files.map((f) => f.id))}`
}

/** The office e-mail's "Nearest served city" line for a quote's ZIP code (service-area.ts). */
export type ServiceAreaLine = (zip: string | null) => Promise<string>
const notChecked: ServiceAreaLine = () => Promise.resolve("not checked")

export const quoteOfficeKind = (serviceArea: ServiceAreaLine = notChecked): MailKind<QuoteWithFiles> => ({
  kind: "quote_office",
  audience: "office",
  async load(sql, row) {
    const quote = await loadQuote(sql, row.source_id)
    return quote && { quote, files: await loadAttachments(sql, quote.id, { unreportedOnly: false }) }
  },
  compose: async ({ quote, files }, _row, { config }) => ({
    ...officeEmail(quote, files, quote.upload_folder !== null && quote.uploads_finished_at === null, await serviceArea(quote.zip_code)),
    to: config.officeEmail,
    replyTo: quote.email,
  }),
  recordSent: (tx, { quote, files }, _row, now) => markReported(tx, quote.id, files, now),
})

export const quoteLateFiles: MailKind<QuoteWithFiles> = {
  kind: "quote_late_files",
  audience: "office",
  async load(sql, row) {
    const quote = await loadQuote(sql, row.source_id)
    const files = quote ? await loadAttachments(sql, quote.id, { unreportedOnly: true }) : []
    return quote && files.length ? { quote, files } : null
  },
  compose: ({ quote, files }, _row, { config }) => ({ ...lateFilesEmail(quote, files), to: config.officeEmail, replyTo: quote.email }),
  recordSent: (tx, { quote, files }, _row, now) => markReported(tx, quote.id, files, now),
}

/**
 * To the prospect, in our words only: the quote's id (for the reference) is all it reads, and the signed link
 * to pick the assessment's time (valid until the prospect's first booking, whose e-mail carries the next link).
 */
export const quoteAcknowledgement: MailKind<{ quote: Pick<Quote, "id">; assessmentLink: string }> = {
  kind: "quote_acknowledgement",
  audience: "prospect",
  async load(sql, row, context) {
    const [quote] = await sql<Pick<Quote, "id">[]>`select id from public.quote_requests where id = ${row.source_id}`
    return quote ? { quote, assessmentLink: await manageLink(sql, quote.id, context) } : null
  },
  compose: ({ quote, assessmentLink }, _row, { config }) => ({ ...acknowledgementEmail(quote, config.company, assessmentLink), replyTo: config.officeEmail }),
}

/**
 * The newsletter's confirmation link. Its token is made from the sweep secret and the mail's id, and its
 * hash stored before the mail goes, so the link works as soon as it arrives.
 */
export const newsletterConfirmation: MailKind<{ link: string }> = {
  kind: "newsletter_confirmation",
  audience: "prospect",
  async load(sql, row, { config, now }) {
    const token = await linkToken(config.sweepSecret, "newsletter-confirm", row.id)
    const stored = await sql`
      update public.newsletter_subscribers set confirm_token_hash = ${await sha256Hex(token)}, confirmation_sent_at = ${now}
      where id = ${row.source_id} and confirmed_at is null
      returning id`
    return stored.length ? { link: `${config.siteUrl}/newsletter/confirm/?token=${token}` } : null
  },
  compose: ({ link }, _row, { config }) => ({ ...newsletterConfirmationEmail(link, config.company), replyTo: config.officeEmail }),
}

/** Every kind notify-quote sends; the office e-mail names the nearest served city with `serviceArea`. */
export const quoteMailKinds = (serviceArea?: ServiceAreaLine) => [
  quoteOfficeKind(serviceArea),
  quoteLateFiles,
  quoteAcknowledgement,
  newsletterConfirmation,
  ...bookingMailKinds,
]
