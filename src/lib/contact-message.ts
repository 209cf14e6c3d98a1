/**
 * The contact form's e-mail: spec section 7 says its submit opens the visitor's mail
 * program with subject 'Website Inquiry from {name or Prospect}' and body lines
 * Name, Email, then the message. Pure, so the encoding is unit-tested.
 */
import { site } from "../config/site"
import { mailtoHref } from "./contact-links"
import { isValidEmail } from "./email"

export interface ContactMessage {
  name: string
  email: string
  message: string
}

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>

export const contactSubject = (name: string) => `Website Inquiry from ${name.trim() || "Prospect"}`

export const contactBody = ({ name, email, message }: ContactMessage) =>
  [`Name: ${name.trim()}`, `Email: ${email.trim()}`, "", message.trim()].join("\n")

/** The mailto: URL to the company address; mailtoHref percent-encodes subject and body. */
export const contactMailto = (values: ContactMessage, to: string = site.email) =>
  mailtoHref({ to, subject: contactSubject(values.name), body: contactBody(values) })

/** One message per invalid field, in form order; empty when the message can be sent. */
export function validateContact({ name, email, message }: ContactMessage): ContactErrors {
  const errors: ContactErrors = {}
  if (!name.trim()) errors.name = "Please enter your name."
  if (!email.trim()) errors.email = "Please enter your e-mail address."
  else if (!isValidEmail(email)) errors.email = "Please enter a valid e-mail address, like name@company.com."
  if (!message.trim()) errors.message = "Please enter your message."
  return errors
}
