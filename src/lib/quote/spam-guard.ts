/**
 * The forms' invisible bot trap: a honeypot field people never see (hidden from sight, keyboard and
 * assistive technology). A submission that fills it gets the normal success message and nothing is
 * stored, so a bot learns nothing.
 *
 * There is no minimum fill time any more (issue 30): the server checks a proof of work with every row, so
 * timing the visitor only ever caught people, a phone's autofill fills a form in one tap, and a quick
 * person was told "Thank you" while nothing was sent. A quick send now waits, with the bot check's status
 * line showing, for its proof, and goes out with it.
 */

/** The honeypot's field name: a plausible name that form-filling bots complete. */
export const HONEYPOT_FIELD = "website"

/** Whether the hidden field was filled: only a bot does that. */
export const honeypotFilled = (honeypot: string): boolean => honeypot.trim() !== ""
