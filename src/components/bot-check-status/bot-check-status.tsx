import React from "react"
import type { BotCheckState } from "../../hooks/use-bot-check"
import { BOT_CHECK_TEXT, type BotCheckStatusText } from "../../lib/bot-check-status-text"
import * as styles from "./bot-check-status.module.css"

export { BOT_CHECK_TEXT }

/**
 * The bot check's progress in one short line, in a polite live region that is in the page from the start
 * (a region added with its text is not reliably announced). Nothing to click: the check runs by itself.
 */
export function BotCheckStatus({
  state,
  tone = "light",
  text = BOT_CHECK_TEXT,
}: {
  state: BotCheckState
  tone?: "light" | "dark"
  /** The words in the page's language (the job application's Spanish); English by default. */
  text?: BotCheckStatusText
}) {
  const classes = [styles.status, tone === "dark" ? styles.onDark : "", state === "failed" ? styles.failed : ""].filter(Boolean).join(" ")
  return (
    <p role="status" className={classes} data-state={state}>
      {state !== "idle" && (
        <>
          <span className={styles.dot} aria-hidden="true" />
          {text[state]}
        </>
      )}
    </p>
  )
}
