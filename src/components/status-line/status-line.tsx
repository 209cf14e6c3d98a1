/**
 * A line that tells the visitor what just happened or is happening (the form kit: docs/architecture.md, "I
 * want to add a form field"): the bot check's progress, a sign-up's outcome, the answer to a question the page
 * works out (is my ZIP served?). It is a polite live region in the page from the start, empty until there is
 * something to say (a region added with its text is not reliably announced), so it is never display:none.
 * What it says may hold links.
 */
import React from "react"
import { spaced } from "../../lib/form-ids"
import * as styles from "./status-line.module.css"

export interface StatusLineProps extends Omit<React.HTMLAttributes<HTMLDivElement>, "role"> {
  /** "quiet": a small grey line (progress); "success" and "notice": a tinted box around what it says. */
  tone?: "quiet" | "success" | "notice"
  /** On a dark box (the newsletter). */
  onDark?: boolean
  /** Drawn before the words, while there are words. */
  icon?: React.ReactNode
}

export function StatusLine({ tone = "quiet", onDark, icon, children, className, ...rest }: StatusLineProps) {
  return (
    <div role="status" className={spaced(styles.line, tone === "quiet" ? styles.quiet : tone === "success" ? styles.success : styles.notice, onDark && styles.onDark, className)} {...rest}>
      {children ? (
        <>
          {icon}
          <span>{children}</span>
        </>
      ) : null}
    </div>
  )
}
