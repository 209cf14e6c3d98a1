/**
 * The quote form's validation, with Yup and the schema (about 12 KB of the page's gzipped JavaScript)
 * fetched only once the visitor starts on the form: its first focus calls preloadQuoteSchema(), and
 * any validation before that waits for the same import. Formik accepts an async `validate`, and
 * validateYupSchema/yupToFormErrors are the helpers its own `validationSchema` path uses, so the
 * errors, their timing (on change, on blur, on submit) and their shape are those of that path.
 */
import { validateYupSchema, yupToFormErrors, type FormikErrors } from "formik"
import type { QuoteFormValues } from "../../lib/quote/form-values"

type SchemaModule = typeof import("../../lib/quote/validation-schema")

let schemaModule: Promise<SchemaModule> | null = null

/** The schema's module, imported once; a failed load (offline) is tried again on the next call. */
export function loadQuoteSchema(): Promise<SchemaModule> {
  schemaModule ??= import("../../lib/quote/validation-schema").catch((error: unknown) => {
    schemaModule = null
    throw error
  })
  return schemaModule
}

/** Starts the import ahead of the first validation; errors surface when validating. */
export function preloadQuoteSchema(): void {
  loadQuoteSchema().catch(() => undefined)
}

/** Yup's ValidationError, recognised as Formik does, by name (the class itself is in the lazy chunk). */
const isValidationError = (error: unknown): error is Error => error instanceof Error && error.name === "ValidationError"

/**
 * Formik's `validate`: the schema's errors in Formik's shape. When the schema cannot be loaded, the
 * form reports no errors rather than blocking: the submit then goes on to the save, whose own failure
 * keeps every answer and offers the phone and e-mail (and the database checks each field again).
 */
export async function validateQuote(values: QuoteFormValues): Promise<FormikErrors<QuoteFormValues>> {
  let quoteSchema: SchemaModule["quoteSchema"]
  try {
    ;({ quoteSchema } = await loadQuoteSchema())
  } catch (error) {
    console.error("Quote form: the validation rules could not be loaded", error)
    return {}
  }
  try {
    await validateYupSchema(values, quoteSchema)
    return {}
  } catch (error) {
    if (isValidationError(error)) return yupToFormErrors<QuoteFormValues>(error)
    throw error
  }
}

/** Tests only: forget the loaded schema. */
export function resetQuoteSchemaForTests(): void {
  schemaModule = null
}
