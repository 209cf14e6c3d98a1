import React, { forwardRef, lazy, Suspense } from "react"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { QuoteFormValues } from "../../lib/quote/form-values"
import { quoteEmailBody, quoteEmailSubject } from "../../lib/quote/quote-email"
import { buttonClass } from "../button"
import type { QuoteAccess } from "../../lib/booking/access"
import { ErrorBoundary } from "../error-boundary"
import { ResultPanel } from "../form-messages"
import * as styles from "./quote-form.module.css"

/**
 * The assessment's booking panel (issue 31), fetched when a quote has been saved: none of its code, nor the
 * booking rules and words it imports, is in /quote's first load. Should its code not arrive, the success
 * message stands alone, as before booking existed (it says when we will be in touch).
 */
const BookingPanel = lazy(() => import("../booking-panel").then(({ BookingPanel }) => ({ default: BookingPanel })))

/** What the last submit ended in, as the visitor sees it. */
export type Outcome =
  | { kind: "success"; message: string; notice?: string; booking?: QuoteAccess }
  | { kind: "partial"; message: string; booking?: QuoteAccess }
  | { kind: "unsent"; reason: "save-failed" | "not-configured" | "rate-limited" | "bot-check-failed" }

const UNSENT_TITLES = {
  "not-configured": "Online quote requests are not available right now.",
  "save-failed": "We couldn't send your quote just now.",
  // Postgres refuses more than a few quotes an hour from one address (abuse protection).
  "rate-limited": "You have sent several quote requests in a short time, so we can't take another one online just now.",
  // The database refused the bot check's proof (expired or already used): a new one is being made.
  "bot-check-failed": "Our automatic spam check did not go through, so your quote was not sent. A new check has started: please press “Request My Free Quote” again.",
} as const

interface FormOutcomeProps {
  outcome: Outcome
  /** The current answers and files: the e-mail fallback always carries what is on screen now. */
  values: QuoteFormValues
  files: readonly File[]
}

/**
 * The result panel above the form. It takes focus when it appears (so keyboard and
 * screen-reader users land on it) and is a live region so the message is also announced.
 */
export const FormOutcome = forwardRef<HTMLDivElement, FormOutcomeProps>(function FormOutcome({ outcome, values, files }, ref) {
  if (outcome.kind === "success" || outcome.kind === "partial") {
    return (
      <div className={styles.saved}>
        {outcome.kind === "success" ? (
          <ResultPanel ref={ref} tone="success" title={outcome.message} lines={outcome.notice ? [outcome.notice] : []} />
        ) : (
          <ResultPanel ref={ref} tone="warning" title={outcome.message} />
        )}
        {outcome.booking && (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <BookingPanel access={outcome.booking} place="quote" />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    )
  }
  const email = mailtoHref({ subject: quoteEmailSubject(values), body: quoteEmailBody(values, files) })
  return (
    <ResultPanel
      ref={ref}
      tone="error"
      title={UNSENT_TITLES[outcome.reason]}
      lines={[
        <>
          Nothing you entered has been lost. Please call us at <a href={telHref()}>{site.phoneDisplay}</a>
          {outcome.reason === "rate-limited" ? ", try again in an hour," : ", try again in a moment,"} or send the
          same details to us by e-mail{files.length > 0 ? " (attach your files to the e-mail before sending)" : ""}.
        </>,
      ]}
      actions={
        <>
          <a href={email} className={buttonClass("primary", "md")}>
            <Mail size={18} aria-hidden="true" />
            <span>Send by e-mail instead</span>
          </a>
          <a href={telHref()} className={buttonClass("secondary", "md")}>
            <Phone size={18} aria-hidden="true" />
            <span>Call {site.phoneDisplay}</span>
          </a>
        </>
      }
    />
  )
})
