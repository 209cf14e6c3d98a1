/**
 * What a form says above its fields (the form kit: docs/architecture.md, "I want to add a form field"): the
 * summary of what a failed send is missing, the result of a send, and the note that a draft was kept.
 */
import React, { forwardRef } from "react"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import CircleCheckBig from "lucide-react/icons/circle-check-big"
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point"
import * as styles from "./form-messages.module.css"

/**
 * The form-level messages after a send that failed its checks ("Please fill in all required fields"): an
 * assertive live region always in the page, so what appears in it is announced while focus moves to the
 * first invalid field.
 */
export function ErrorSummary({ messages }: { messages: readonly string[] }) {
  return (
    <div aria-live="assertive" aria-atomic="true" className={messages.length ? styles.summary : undefined}>
      {messages.length > 0 && (
        <>
          <CircleAlert size={22} aria-hidden="true" className={styles.icon} />
          <ul className={styles.summaryList}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

const TONES = {
  success: { Icon: CircleCheckBig, className: styles.success },
  warning: { Icon: TriangleAlert, className: styles.warning },
  error: { Icon: CircleAlert, className: styles.error },
}

interface ResultPanelProps {
  tone: keyof typeof TONES
  title: React.ReactNode
  /** Paragraphs under the title (they may hold links). */
  lines?: readonly React.ReactNode[]
  /** Buttons under the words: another way to reach the company. */
  actions?: React.ReactNode
}

/**
 * The result of a send, above the form. The form focuses it when it appears (it scrolls into view under the
 * sticky header), and it is announced: as a status, or as an alert when nothing was sent.
 */
export const ResultPanel = forwardRef<HTMLDivElement, ResultPanelProps>(function ResultPanel({ tone, title, lines = [], actions }, ref) {
  const { Icon, className } = TONES[tone]
  return (
    <div ref={ref} tabIndex={-1} role={tone === "error" ? "alert" : "status"} className={`${styles.result} ${className}`}>
      <Icon size={24} aria-hidden="true" className={styles.icon} />
      <div>
        <p className={styles.title}>{title}</p>
        {lines.map((line, index) => (
          <p key={index} className={styles.text}>{line}</p>
        ))}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  )
})

/** A restored draft: said once, with a button that empties the form. */
export function DraftNotice({ text, clearLabel, onClear }: { text: string; clearLabel: string; onClear: () => void }) {
  return (
    <div className={styles.draft} role="status">
      <p>{text}</p>
      <button type="button" className={styles.linkButton} onClick={onClear}>
        {clearLabel}
      </button>
    </div>
  )
}
