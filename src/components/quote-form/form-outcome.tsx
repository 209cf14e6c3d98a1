import React, { forwardRef } from "react"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import CircleCheckBig from "lucide-react/icons/circle-check-big"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { QuoteFormValues } from "../../lib/quote/form-values"
import { quoteEmailBody, quoteEmailSubject } from "../../lib/quote/quote-email"
import { buttonClass } from "../button"
import * as styles from "./quote-form.module.css"

/** What the last submit ended in, as the visitor sees it. */
export type Outcome =
  | { kind: "success"; message: string; notice?: string }
  | { kind: "partial"; message: string }
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
  if (outcome.kind === "success") {
    return (
      <div ref={ref} tabIndex={-1} role="status" className={`${styles.outcome} ${styles.outcomeSuccess}`}>
        <CircleCheckBig size={24} aria-hidden="true" className={styles.outcomeIcon} />
        <div>
          <p className={styles.outcomeTitle}>{outcome.message}</p>
          {outcome.notice && <p className={styles.outcomeText}>{outcome.notice}</p>}
        </div>
      </div>
    )
  }
  if (outcome.kind === "partial") {
    return (
      <div ref={ref} tabIndex={-1} role="status" className={`${styles.outcome} ${styles.outcomeWarning}`}>
        <TriangleAlert size={24} aria-hidden="true" className={styles.outcomeIcon} />
        <p className={styles.outcomeTitle}>{outcome.message}</p>
      </div>
    )
  }
  const email = mailtoHref({ subject: quoteEmailSubject(values), body: quoteEmailBody(values, files) })
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`${styles.outcome} ${styles.outcomeError}`}>
      <CircleAlert size={24} aria-hidden="true" className={styles.outcomeIcon} />
      <div>
        <p className={styles.outcomeTitle}>{UNSENT_TITLES[outcome.reason]}</p>
        <p className={styles.outcomeText}>
          Nothing you entered has been lost. Please call us at{" "}
          <a href={telHref()} className={styles.outcomeLink}>{site.phoneDisplay}</a>
          {outcome.reason === "rate-limited" ? ", try again in an hour," : ", try again in a moment,"} or send the
          same details to us by e-mail{files.length > 0 ? " (attach your files to the e-mail before sending)" : ""}.
        </p>
        <div className={styles.outcomeActions}>
          <a href={email} className={buttonClass("primary", "md")}>
            <Mail size={18} aria-hidden="true" />
            <span>Send by e-mail instead</span>
          </a>
          <a href={telHref()} className={buttonClass("secondary", "md")}>
            <Phone size={18} aria-hidden="true" />
            <span>Call {site.phoneDisplay}</span>
          </a>
        </div>
      </div>
    </div>
  )
})
