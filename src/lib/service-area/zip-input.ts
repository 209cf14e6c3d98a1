/**
 * What a visitor typed in a ZIP box, read as a person would: "33602", " 33602 ", a pasted ZIP+4
 * ("33602-1234", "33602 1234", "336021234") are all the ZIP code 33602. Anything else is said back in words
 * (zip-messages.ts); the field itself keeps what was typed.
 */

export type ZipInput =
  | { kind: "empty" }
  | { kind: "zip"; zip: string }
  /** Letters or other signs where digits go. */
  | { kind: "not-digits" }
  /** Digits only, fewer than five (still typing, or a digit short). */
  | { kind: "short"; digits: number }
  /** Digits only, but neither 5 nor 9 of them. */
  | { kind: "long"; digits: number }

const ZIP = /^(\d{5})(?:[-\s]?\d{4})?$/

export function readZipInput(text: string): ZipInput {
  const value = text.trim()
  if (value === "") return { kind: "empty" }
  const zip = ZIP.exec(value)
  if (zip) return { kind: "zip", zip: zip[1] }
  if (!/^[\d\s-]+$/.test(value)) return { kind: "not-digits" }
  const digits = value.replace(/\D/g, "").length
  return digits < 5 ? { kind: "short", digits } : { kind: "long", digits }
}
