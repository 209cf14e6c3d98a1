/**
 * The database rows the form produces (snake_case, as the migration names the columns).
 * The database tests insert exactly these rows as the anon role, and fail if their keys and
 * the table's columns drift apart.
 */
import { fitLeadSource, NO_LEAD_SOURCE, type LeadSource } from "../lead-source"
import type { QuoteFormValues } from "./form-values"
import { DEFAULT_STATE, SERVICE_CHOICES } from "./options"

// Type aliases, not interfaces, so a row is assignable to Record<string, unknown> (generic SQL helpers).
export type QuoteRow = {
  id: string
  business_name: string
  contact_name: string
  email: string
  phone: string
  address: string | null
  city: string | null
  state: string
  zip_code: string | null
  service_type: string | null
  frequency: string | null
  square_footage: string | null
  number_of_employees: string | null
  special_requirements: string | null
  preferred_contact_method: string | null
  budget: string | null
  services: string[]
  /** Lead source (src/lib/lead-source.ts): where the visit that sent the quote started. */
  landing_page: string | null
  referrer: string | null
  utm: Record<string, string> | null
  /** The bot check's proof (src/lib/bot-check): checked and spent by the database, never kept in the row. */
  bot_proof: string | null
  /** Where this quote's files go (storage-path.ts); null when none are sent, so no upload is awaited. */
  upload_folder: string | null
  /**
   * The booking token (src/lib/booking/access.ts) the browser made for this quote: the database keeps its
   * hash, and only this browser can then book the quote's on-site assessment without an e-mail's link.
   */
  booking_token: string | null
}

/** The database derives the file's public URL from storage_path itself; the browser's word is not asked for. */
export type AttachmentRow = {
  quote_id: string
  storage_path: string
  file_name: string
  size_bytes: number
  content_type: string
}

/** Optional answers left empty are stored as NULL, not "", so "not given" is unambiguous. */
const optional = (value: string) => {
  const trimmed = value.trim()
  return trimmed === "" ? null : trimmed
}

/** What the row carries besides the answers: the bot check's proof, the upload folder when there are files, the booking token. */
export interface QuoteRowExtras {
  botProof?: string | null
  uploadFolder?: string | null
  bookingToken?: string | null
}

export function toQuoteRow(
  values: QuoteFormValues,
  id: string,
  leadSource: LeadSource = NO_LEAD_SOURCE,
  { botProof = null, uploadFolder = null, bookingToken = null }: QuoteRowExtras = {},
): QuoteRow {
  // Fitted again here, whatever the caller passes: a value over the table's limits would fail the insert.
  const lead = fitLeadSource(leadSource)
  return {
    id,
    business_name: values.businessName.trim(),
    contact_name: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: optional(values.address),
    city: optional(values.city),
    state: values.state || DEFAULT_STATE,
    zip_code: optional(values.zipCode),
    service_type: optional(values.serviceType),
    frequency: optional(values.frequency),
    square_footage: optional(values.squareFootage),
    number_of_employees: optional(values.numberOfEmployees),
    special_requirements: optional(values.specialRequirements),
    preferred_contact_method: optional(values.preferredContactMethod),
    budget: optional(values.budget),
    // In the order the spec lists them, each once: staff read the same list every time.
    services: SERVICE_CHOICES.filter((choice) => values.services.includes(choice)),
    landing_page: lead.landingPage,
    referrer: lead.referrer,
    utm: lead.utm,
    bot_proof: botProof,
    upload_folder: uploadFolder,
    booking_token: bookingToken,
  }
}

/** The original file name is kept for staff; the column holds at most this many characters. */
export const MAX_FILE_NAME_LENGTH = 255

/** A file that arrived in the bucket, as its quote_attachments row records it. */
export interface UploadedAttachment {
  path: string
  name: string
  size: number
  contentType: string
}

export function toAttachmentRow(quoteId: string, file: UploadedAttachment): AttachmentRow {
  return {
    quote_id: quoteId,
    storage_path: file.path,
    file_name: file.name.slice(0, MAX_FILE_NAME_LENGTH),
    size_bytes: file.size,
    content_type: file.contentType,
  }
}
