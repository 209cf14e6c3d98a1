import React, { forwardRef } from "react"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import CircleCheckBig from "lucide-react/icons/circle-check-big"
import MessageSquare from "lucide-react/icons/message-square"
import Phone from "lucide-react/icons/phone"
import { smsHref, telHref } from "../../lib/contact-links"
import type { ApplicationMessages } from "../../lib/job-application/messages"
import { buttonClass } from "../button"
import * as styles from "./job-application-form.module.css"

export type ShownOutcome =
  | { kind: "success" | "resume-failed"; withEmail: boolean }
  | { kind: "unsent"; reason: "save-failed" | "not-configured" | "rate-limited" | "bot-check" }

/** The result above the form: it takes focus when it appears and is announced. What happens next comes first. */
export const ApplicationOutcomePanel = forwardRef<HTMLDivElement, { outcome: ShownOutcome; text: ApplicationMessages }>(
  function ApplicationOutcomePanel({ outcome, text }, ref) {
    if (outcome.kind !== "unsent") {
      return (
        <div ref={ref} tabIndex={-1} role="status" className={`${styles.outcome} ${styles.outcomeSuccess}`}>
          <CircleCheckBig size={24} aria-hidden="true" className={styles.outcomeIcon} />
          <div>
            <p className={styles.outcomeTitle}>{text.success}</p>
            <p className={styles.outcomeText}>{text.nextSteps}</p>
            {outcome.kind === "resume-failed" && <p className={styles.outcomeText}>{text.resumeFailed}</p>}
            {outcome.withEmail && <p className={styles.outcomeText}>{text.confirmationSent}</p>}
          </div>
        </div>
      )
    }
    return (
      <div ref={ref} tabIndex={-1} role="alert" className={`${styles.outcome} ${styles.outcomeError}`}>
        <CircleAlert size={24} aria-hidden="true" className={styles.outcomeIcon} />
        <div>
          <p className={styles.outcomeTitle}>{text.unsent[outcome.reason]}</p>
          <p className={styles.outcomeText}>{text.unsentText(outcome.reason === "rate-limited" ? "hour" : "moment")}</p>
          <div className={styles.outcomeActions}>
            <a href={telHref()} className={buttonClass("primary", "md")}>
              <Phone size={18} aria-hidden="true" />
              <span>{text.callUs}</span>
            </a>
            <a href={smsHref()} className={buttonClass("secondary", "md")}>
              <MessageSquare size={18} aria-hidden="true" />
              <span>{text.textUs}</span>
            </a>
          </div>
        </div>
      </div>
    )
  },
)
