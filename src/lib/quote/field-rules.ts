/**
 * Limits and formats of the quote fields beyond the spec's required rules: one source
 * for the Yup schema, the inputs' maxLength and the database's check constraints
 * (the database tests insert each limit and one character past it).
 */

import { EMAIL_MAX_LENGTH } from "../email"

/** Maximum characters per text field, generous for real answers and bounded against abuse. */
export const FIELD_MAX_LENGTH = {
  businessName: 200,
  contactName: 120,
  email: EMAIL_MAX_LENGTH, // part of the site's one e-mail rule (src/lib/email.ts)
  phone: 30,
  address: 200,
  city: 100,
  zipCode: 5,
  serviceType: 120,
  squareFootage: 40,
  numberOfEmployees: 40,
  specialRequirements: 2000,
} as const

/** The site's one e-mail rule (src/lib/email.ts), which the database repeats. */
export { EMAIL_PATTERN } from "../email"

/** Characters a US phone number is written with: digits, spaces, + ( ) . - */
export const PHONE_CHARACTERS = /^[0-9+(). -]+$/

/** Ten digits, optionally after the country code 1, in any common formatting. */
export function isUsPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false
  return /^1?\d{10}$/.test(value.replace(/\D/g, ""))
}

export const ZIP_PATTERN = /^\d{5}$/
