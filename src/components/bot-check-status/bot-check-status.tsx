import React from "react"
import type { BotCheckState } from "../../hooks/use-bot-check"
import * as styles from "./bot-check-status.module.css"

/** What the visitor is told about the automatic check, word for word (tests read these). */
export const BOT_CHECK_TEXT: Record<BotCheckState, string> = {
  idle: "",
  checking: "Running a quick automatic spam check in your browser…",
  ready: "Automatic spam check done.",
  failed: "The automatic spam check could not finish. It will run again when you send.",
}

/**
 * The bot check's progress in one short line, in a polite live region that is in the page from the start
 * (a region added with its text is not reliably announced). Nothing to click: the check runs by itself.
 */
export function BotCheckStatus({ state, tone = "light" }: { state: BotCheckState; tone?: "light" | "dark" }) {
  const classes = [styles.status, tone === "dark" ? styles.onDark : "", state === "failed" ? styles.failed : ""].filter(Boolean).join(" ")
  return (
    <p role="status" className={classes} data-state={state}>
      {state !== "idle" && (
        <>
          <span className={styles.dot} aria-hidden="true" />
          {BOT_CHECK_TEXT[state]}
        </>
      )}
    </p>
  )
}
