/** tel:, sms: and mailto: hrefs, built in one place from the site config. */
import { site } from "../config/site"

const digitsOnly = (value: string) => value.replace(/[^\d+]/g, "")

export const telHref = (phone: string = site.phone) => `tel:${digitsOnly(phone)}`

export const smsHref = (number: string = site.sms) => `sms:${digitsOnly(number)}`

export interface MailtoOptions {
  to?: string
  subject?: string
  body?: string
}

/**
 * A mailto: URL whose subject and body survive any characters a visitor types.
 * encodeURIComponent (not URLSearchParams) so spaces become %20, which every
 * mail program reads, and line breaks become %0D%0A as RFC 6068 asks.
 */
export function mailtoHref({ to = site.email, subject, body }: MailtoOptions = {}): string {
  const params: string[] = []
  if (subject !== undefined) params.push(`subject=${encodeURIComponent(subject)}`)
  if (body !== undefined) params.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`)
  return `mailto:${to}${params.length ? `?${params.join("&")}` : ""}`
}
