/**
 * The one e-mail rule of the site: the quote, contact and newsletter forms use it, and the
 * database's check constraints repeat EMAIL_PATTERN_SOURCE character for character
 * (supabase/migrations; __tests__/database/email-rule.test.ts holds the two together).
 *
 * It is the HTML standard's rule for type="email" (what browsers accept) with one addition: the
 * domain ends in a dot and a top-level label of two or more characters starting with a letter,
 * since every address we can reply to has one ("x@example.c" and "x@localhost" are refused).
 * The source is written in the regular-expression syntax JavaScript and Postgres share.
 */
export const EMAIL_PATTERN_SOURCE =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$"

export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE)

/** RFC 5321's limit for a forward path. */
export const EMAIL_MAX_LENGTH = 254

export const isValidEmail = (value: string): boolean => {
  const address = value.trim()
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address)
}
