/**
 * Every message the quote form shows. The ones quoted from the spec (section 8) and the
 * issue are word for word; tests compare against these constants and against the literal text.
 */
import { site } from "../../config/site"
import { FIELD_MAX_LENGTH } from "./field-rules"

export const MESSAGES = {
  requiredFields: "Please fill in all required fields",
  selectService: "Please select at least one service",
  filesNotAccepted: "Some files were not accepted. Allowed: images, videos, PDF, DOC, XLS, CSV.",
  totalTooLarge: "Total attachment size exceeds 200MB.",
  uploadsUnavailable: "File uploads are unavailable at the moment. Your quote will still be submitted.",
  uploadFailed:
    "We couldn't upload your files right now, but your quote was received. We'll follow up to collect attachments.",
  success: (fileCount: number) => `Quote submitted! We'll contact you ${site.responseTime}. ${fileCount} file(s) uploaded.`,
  /** Beyond the spec: a single file over the bucket's per-file limit, named with the limit. */
  fileTooLarge: (fileName: string, limitMb: number) =>
    `"${fileName}" is larger than ${limitMb} MB, the limit for one file. Please send a smaller version or e-mail it to us.`,
  /** Shown above the fields when the form has errors other than missing required fields. */
  fixFields: "Please correct the highlighted fields",
} as const

/** Each field's own message, shown next to it. */
export const FIELD_MESSAGES = {
  businessName: { required: "Enter your business name" },
  contactName: { required: "Enter the name of the person we should contact" },
  email: { required: "Enter your e-mail address", format: "Enter an e-mail address like name@company.com" },
  phone: { required: "Enter your phone number", format: "Enter a 10-digit US phone number, like (813) 555-0142" },
  zipCode: { format: "Enter a 5-digit ZIP code" },
  services: { required: MESSAGES.selectService },
} as const

export const tooLong = (label: string, field: keyof typeof FIELD_MAX_LENGTH) =>
  `${label} can be at most ${FIELD_MAX_LENGTH[field]} characters`
