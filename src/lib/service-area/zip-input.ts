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
  /** Digits only, fewer than five (still typing, or a digit short). 5 to 9 digits are a ZIP code, or a ZIP+4 being typed. */
  | { kind: "short"; digits: number }
  /** More digits than a ZIP+4 has. */
  | { kind: "long"; digits: number }

export function readZipInput(text: string): ZipInput {
  const value = text.trim()
  if (value === "") return { kind: "empty" }
  if (!/^[\d\s-]+$/.test(value)) return { kind: "not-digits" }
  // Spaces and hyphens are how people group digits ("33602-1234", "336 02"): the first five digits are the ZIP code.
  const digits = value.replace(/\D/g, "")
  if (digits.length < 5) return { kind: "short", digits: digits.length }
  if (digits.length > 9) return { kind: "long", digits: digits.length }
  return { kind: "zip", zip: digits.slice(0, 5) }
}
