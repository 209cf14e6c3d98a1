import React from "react"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { isValidEmail } from "../../lib/email"
import type { SubscribeResult } from "../../lib/newsletter"
import { NEWSLETTER_TEXT } from "../../lib/newsletter-text"

/**
 * What the newsletter box needs only once a visitor uses it: the address check and the outcome messages.
 * Loaded when the address field is first focused, or on submit (newsletter.tsx), with the saving code.
 */
export { subscribe } from "../../lib/newsletter"

/** The message for an address the form cannot send, or null for a good one. */
export const emailProblem = (email: string): string | null =>
  !email.trim()
    ? "Please enter your e-mail address."
    : !isValidEmail(email)
      ? "Please enter a valid e-mail address, like name@company.com."
      : null

const ReachUs = () => (
  <>
    call <a href={telHref()}>{site.phoneDisplay}</a> or e-mail <a href={mailtoHref()}>{site.email}</a>
  </>
)

/** The outcome of a sign-up, said plainly, with the phone and e-mail when it did not go through (newsletter.tsx's status line). */
export function NewsletterOutcome({ result }: { result: SubscribeResult }) {
  switch (result) {
    case "subscribed":
      return <>{NEWSLETTER_TEXT.checkInbox}</>
    case "bot-check-failed":
      return <>{NEWSLETTER_TEXT.botCheckFailed}</>
    case "unavailable":
      return (
        <>
          Newsletter sign-up is unavailable right now. To hear from us, <ReachUs />.
        </>
      )
    case "rate-limited":
      return (
        <>
          You have sent several sign-ups in a short time, so we can't take another one just now. Please try again in an
          hour, or <ReachUs />.
        </>
      )
    default:
      return (
        <>
          We couldn't sign you up just now. Please try again later, or <ReachUs />.
        </>
      )
  }
}
