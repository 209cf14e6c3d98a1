/**
 * The application's validation in the page's language. The rules on name, phone and e-mail are the
 * quote form's (isUsPhone, isValidEmail, the same lengths); the others check each answer is one the
 * form offers. Small and synchronous, so no schema library loads with the form.
 */
import { isValidEmail } from "../email"
import { isUsPhone } from "../quote/field-rules"
import { APPLICATION_MAX_LENGTH } from "./field-rules"
import type { ApplicationField, ApplicationValues } from "./form-values"
import { isLanguage, type Language } from "./language"
import { applicationMessages } from "./messages"
import { ANY_POSITION, SHIFTS, TRANSPORT } from "./options"

export type ApplicationErrors = Partial<Record<ApplicationField, string>>

export function validateApplication(values: ApplicationValues, language: Language, jobSlug: string): ApplicationErrors {
  const { errors: m } = applicationMessages(language)
  const errors: ApplicationErrors = {}
  const name = values.name.trim()
  const phone = values.phone.trim()
  const email = values.email.trim()

  if (!name) errors.name = m.nameRequired
  else if (name.length > APPLICATION_MAX_LENGTH.name) errors.name = m.tooLong("name")

  if (!phone) errors.phone = m.phoneRequired
  else if (phone.length > APPLICATION_MAX_LENGTH.phone) errors.phone = m.tooLong("phone")
  else if (!isUsPhone(phone)) errors.phone = m.phoneFormat

  if (email.length > APPLICATION_MAX_LENGTH.email) errors.email = m.tooLong("email")
  else if (email && !isValidEmail(email)) errors.email = m.emailFormat

  if (!isLanguage(values.preferredLanguage)) errors.preferredLanguage = m.choice
  if (values.position !== jobSlug && values.position !== ANY_POSITION) errors.position = m.choice
  if (!values.shifts.every((shift) => (SHIFTS as readonly string[]).includes(shift))) errors.shifts = m.choice
  if (values.transport && !(TRANSPORT as readonly string[]).includes(values.transport)) errors.transport = m.choice
  if (!values.consent) errors.consent = m.consent
  return errors
}
