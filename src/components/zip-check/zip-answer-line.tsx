import React from "react"
import { Link } from "gatsby"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import CircleCheck from "lucide-react/icons/circle-check"
import CircleHelp from "lucide-react/icons/circle-question-mark"
import MapPinOff from "lucide-react/icons/map-pin-off"
import { site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import type { ZipTone } from "../../lib/service-area/zip-messages"
import type { ZipState } from "../../hooks/use-zip-answer"
import * as styles from "./zip-check.module.css"

const ICONS: Record<ZipTone, typeof CircleCheck> = { yes: CircleCheck, maybe: CircleHelp, no: MapPinOff, fix: CircleAlert }

interface ZipAnswerLineProps {
  id: string
  state: ZipState
  /** Say what is wrong with a number too short or too long (after a check or on leaving the field, not while typing). */
  showFixes: boolean
  /** The page the box is on: no link to itself. */
  currentSlug?: string
  /** Offer the quote form (not in the quote form itself). */
  offerQuote?: boolean
}

/**
 * The words under a ZIP box, in a live region so that screen readers hear each new answer. The same in the
 * three boxes (zip-check.tsx, and the quote form's quote-zip-slot.tsx, which draws the region itself and
 * loads what goes in it, ZipAnswerContent, only once a ZIP code is typed).
 */
export function ZipAnswerLine({ id, ...content }: ZipAnswerLineProps) {
  return (
    <div id={id} role="status" className={styles.answerRegion}>
      <ZipAnswerContent {...content} />
    </div>
  )
}

/** What the live region says for a state of the box. */
export function ZipAnswerContent({ state, showFixes, currentSlug, offerQuote }: Omit<ZipAnswerLineProps, "id">) {
  return (
    <>
      {state.status === "checking" && <p className={styles.checking}>Checking {state.zip}…</p>}
      {state.status === "failed" && (
        <p className={`${styles.answer} ${styles.fix}`}>
          <CircleAlert size={20} aria-hidden="true" />
          <span>
            We could not check ZIP codes just now. Call <a href={telHref()}>{site.phoneDisplay}</a> and we will tell you at once.
          </span>
        </p>
      )}
      {state.status === "answered" && state.message && (showFixes || !["short", "long"].includes(state.answer.kind)) && (
        <Answer message={state.message} currentSlug={currentSlug} offerQuote={offerQuote} />
      )}
    </>
  )
}

function Answer({ message, currentSlug, offerQuote }: { message: NonNullable<Extract<ZipState, { status: "answered" }>["message"]>; currentSlug?: string; offerQuote?: boolean }) {
  const Icon = ICONS[message.tone]
  const page = message.page && message.page.slug !== currentSlug ? message.page : undefined
  const quote = offerQuote && message.quote
  return (
    <div className={`${styles.answer} ${styles[message.tone]}`}>
      <Icon size={20} aria-hidden="true" />
      <div>
        <p>{message.text}</p>
        {(page || quote) && (
          <p className={styles.next}>
            {page && <Link to={routes.location(page.slug)}>{page.label}</Link>}
            {quote && <Link to={routes.quote}>{message.tone === "yes" ? "Get a free quote" : "Send a quote request"}</Link>}
          </p>
        )}
      </div>
    </div>
  )
}
