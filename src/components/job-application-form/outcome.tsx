import React, { forwardRef } from "react"
import MessageSquare from "lucide-react/icons/message-square"
import Phone from "lucide-react/icons/phone"
import { smsHref, telHref } from "../../lib/contact-links"
import type { ApplicationMessages } from "../../lib/job-application/messages"
import { buttonClass } from "../button"
import { ResultPanel } from "../form-messages"

export type ShownOutcome =
  | { kind: "success" | "resume-failed"; withEmail: boolean }
  | { kind: "unsent"; reason: "save-failed" | "not-configured" | "rate-limited" | "bot-check" }

/** The result above the form: it takes focus when it appears and is announced. What happens next comes first. */
export const ApplicationOutcomePanel = forwardRef<HTMLDivElement, { outcome: ShownOutcome; text: ApplicationMessages }>(
  function ApplicationOutcomePanel({ outcome, text }, ref) {
    if (outcome.kind !== "unsent") {
      const lines = [text.nextSteps, outcome.kind === "resume-failed" && text.resumeFailed, outcome.withEmail && text.confirmationSent]
      return <ResultPanel ref={ref} tone="success" title={text.success} lines={lines.filter((line): line is string => Boolean(line))} />
    }
    return (
      <ResultPanel
        ref={ref}
        tone="error"
        title={text.unsent[outcome.reason]}
        lines={[text.unsentText(outcome.reason === "rate-limited" ? "hour" : "moment")]}
        actions={
          <>
            <a href={telHref()} className={buttonClass("primary", "md")}>
              <Phone size={18} aria-hidden="true" />
              <span>{text.callUs}</span>
            </a>
            <a href={smsHref()} className={buttonClass("secondary", "md")}>
              <MessageSquare size={18} aria-hidden="true" />
              <span>{text.textUs}</span>
            </a>
          </>
        }
      />
    )
  },
)
