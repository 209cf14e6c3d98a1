import React from "react"
import type { BotCheckState } from "../../hooks/use-bot-check"
import { BOT_CHECK_TEXT, type BotCheckStatusText } from "../../lib/bot-check-status-text"
import { spaced } from "../../lib/form-ids"
import { StatusLine } from "../status-line"
import * as styles from "./bot-check-status.module.css"

export { BOT_CHECK_TEXT }

/**
 * The bot check's progress in one short line, the form kit's quiet status line (a polite live region in the
 * page from the start), with a dot for its state. Nothing to click: the check runs by itself.
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
  return (
    <StatusLine
      onDark={tone === "dark"}
      icon={<span className={styles.dot} aria-hidden="true" />}
      className={spaced(tone === "dark" && styles.dark, state === "failed" && styles.failed)}
      data-state={state}
    >
      {text[state]}
    </StatusLine>
  )
}
