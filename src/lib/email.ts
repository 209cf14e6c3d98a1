/**
 * The address check used by the site's forms: the HTML standard's rule for
 * type="email" (what browsers accept), plus a dot in the domain, since every
 * address we can reply to has one.
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export const isValidEmail = (value: string): boolean => value.trim().length <= 254 && EMAIL.test(value.trim())
