/**
 * The quote form's one Yup schema. Imported only by the quote form, so Yup stays out of
 * every other page's JavaScript.
 */
import * as yup from "yup"
import { EMAIL_PATTERN, FIELD_MAX_LENGTH, ZIP_PATTERN, isUsPhone } from "./field-rules"
import { FIELD_LABELS } from "./form-values"
import type { QuoteFormValues } from "./form-values"
import { FIELD_MESSAGES, tooLong } from "./messages"
import {
  BUDGET_OPTIONS,
  CONTACT_METHOD_OPTIONS,
  FREQUENCY_OPTIONS,
  SERVICE_CHOICES,
  STATE_OPTIONS,
  valuesOf,
} from "./options"

type LimitedField = keyof typeof FIELD_MAX_LENGTH

const text = (field: LimitedField) =>
  yup.string().default("").trim().max(FIELD_MAX_LENGTH[field], tooLong(FIELD_LABELS[field], field))

/** An optional select: empty, or one of its options. */
const optionalChoice = (values: readonly string[], label: string) =>
  yup
    .string()
    .default("")
    .test("choice", `Choose a ${label.toLowerCase()} from the list`, (value) => !value || values.includes(value))

export const quoteSchema: yup.ObjectSchema<QuoteFormValues> = yup.object({
  businessName: text("businessName").required(FIELD_MESSAGES.businessName.required),
  contactName: text("contactName").required(FIELD_MESSAGES.contactName.required),
  email: text("email")
    .required(FIELD_MESSAGES.email.required)
    .matches(EMAIL_PATTERN, { message: FIELD_MESSAGES.email.format, excludeEmptyString: true }),
  phone: text("phone")
    .required(FIELD_MESSAGES.phone.required)
    .test("us-phone", FIELD_MESSAGES.phone.format, (value) => !value || isUsPhone(value)),
  address: text("address"),
  city: text("city"),
  state: yup
    .string()
    .default("FL")
    .required("Choose a state")
    .oneOf(valuesOf(STATE_OPTIONS), "Choose a state from the list"),
  zipCode: text("zipCode").matches(ZIP_PATTERN, { message: FIELD_MESSAGES.zipCode.format, excludeEmptyString: true }),
  serviceType: text("serviceType"),
  frequency: optionalChoice(valuesOf(FREQUENCY_OPTIONS), "frequency"),
  squareFootage: text("squareFootage"),
  numberOfEmployees: text("numberOfEmployees"),
  specialRequirements: text("specialRequirements"),
  preferredContactMethod: optionalChoice(valuesOf(CONTACT_METHOD_OPTIONS), "contact method"),
  budget: optionalChoice(valuesOf(BUDGET_OPTIONS), "budget"),
  services: yup
    .array(yup.string().required().oneOf<string>([...SERVICE_CHOICES], "Choose services from the list"))
    .default([])
    .min(1, FIELD_MESSAGES.services.required)
    .required(FIELD_MESSAGES.services.required),
})
