/**
 * The free on-site assessment's booking panel (issue 31): under the quote form's success message right after
 * a quote is sent (loaded then, never with /quote's first load), and on /assessment/, the page our e-mails
 * link to. It asks the database for the open arrival windows (assessment_availability) and shows them as one
 * radio group, a section per Florida day; booking takes two taps, pick and confirm. A window taken meanwhile
 * shows the windows open now, nothing retyped; "None of these times work" asks for the best times to call.
 * A current booking can be moved or cancelled. Every refusal and failure is said plainly, with call and text.
 * Words: src/lib/booking/panel-text.ts; what is shown of an answer: src/lib/booking/panel-view.ts.
 */
import React, { useCallback, useEffect, useRef, useState } from "react"
import CalendarClock from "lucide-react/icons/calendar-clock"
import CalendarDays from "lucide-react/icons/calendar-days"
import Phone from "lucide-react/icons/phone"
import MessageSquare from "lucide-react/icons/message-square"
import RotateCw from "lucide-react/icons/rotate-cw"
import { site } from "../../config/site"
import { smsHref, telHref } from "../../lib/contact-links"
import type { QuoteAccess } from "../../lib/booking/access"
import type { Availability, BookingSummary, ChangeAnswer } from "../../lib/booking/answers"
import { askAvailability, askChange, type BookingCaller, type BookingChange } from "../../lib/booking/panel-calls"
import { PANEL_TEXT, problemText, type PanelPlace, type PanelProblem } from "../../lib/booking/panel-text"
import { bookingWords, offerOf } from "../../lib/booking/panel-view"
import { supabaseConfig } from "../../lib/supabase/client"
import { callRpc } from "../../lib/supabase/rpc"
import { buttonClass } from "../button"
import { ChoiceGroup } from "../choice-group"
import { TextField } from "../form-field"
import { KeepTogether } from "../keep-together"
import { ResultPanel } from "../form-messages"
import { StatusLine } from "../status-line"
import { Spinner, SubmitButton } from "../submit-button"
import * as messageStyles from "../form-messages/form-messages.module.css"
import * as styles from "./booking-panel.module.css"

export interface BookingPanelProps {
  /** The quote and its key (the booking token, or a link's key); null: no usable link. */
  access: QuoteAccess | null
  place: PanelPlace
  /** A change made through a link ends that link and returns the next one's key. */
  onKeyChange?: (key: string) => void
  /** Tests: how the database is called; by default callRpc with the build's Supabase project (null: none). */
  caller?: BookingCaller | null
}

/** What the visitor is doing, once the availability is known. */
type Step = "pick" | "manage" | "cancel" | "note" | "called"

interface Said {
  tone: "success" | "warning"
  title: string
  line?: string
}

type View =
  | { kind: "loading" }
  | { kind: "problem"; problem: PanelProblem }
  | { kind: "ready"; availability: Availability; step: Step; said: Said | null }

/** The form kit's quiet text button (the draft notice's "Clear the form"), placed in the panel's rows. */
const linkButton = `${messageStyles.linkButton} ${styles.linkButton}`

/** Days shown at first, and added by "Show more days". */
const DAYS_AT_ONCE = 3

const defaultCaller = (): BookingCaller | null => {
  const config = supabaseConfig()
  return config && ((name, args) => callRpc(config, name, args))
}

/** The two other ways to set up the visit, under every state of the panel. */
function CallAndText() {
  return (
    <>
      <a href={telHref()} className={buttonClass("secondary", "md")}>
        <Phone size={18} aria-hidden="true" />
        <span>{PANEL_TEXT.call(site.phoneDisplay)}</span>
      </a>
      <a href={smsHref()} className={buttonClass("secondary", "md")}>
        <MessageSquare size={18} aria-hidden="true" />
        <span>{PANEL_TEXT.text}</span>
      </a>
    </>
  )
}

const withBooking = (availability: Availability, booking: BookingSummary | null): Availability => ({ ...availability, booking })

export function BookingPanel({ access, place, onKeyChange, caller: givenCaller }: BookingPanelProps) {
  const [caller] = useState(() => (givenCaller === undefined ? defaultCaller() : givenCaller))
  const [view, setView] = useState<View>({ kind: "loading" })
  const [picked, setPicked] = useState("")
  const [pickError, setPickError] = useState("")
  const [note, setNote] = useState("")
  const [noteError, setNoteError] = useState("")
  const [busy, setBusy] = useState(false)
  const [daysShown, setDaysShown] = useState(DAYS_AT_ONCE)
  const key = useRef(access?.key ?? "")
  /** Set by the visitor's actions: the next message takes focus (not the first load's, which would steal it). */
  const focusNext = useRef(false)
  const messageRef = useRef<HTMLDivElement>(null)

  const load = useCallback(async () => {
    if (!access) return setView({ kind: "problem", problem: "no-access" })
    if (!caller) return setView({ kind: "problem", problem: "down" })
    setView({ kind: "loading" })
    const asked = await askAvailability(caller, { quoteId: access.quoteId, key: key.current })
    if (!asked.ok) return setView({ kind: "problem", problem: asked.problem })
    const availability = asked.answer
    if (availability.booking) return setView({ kind: "ready", availability, step: "manage", said: null })
    if (!availability.schedule) return setView({ kind: "problem", problem: "no-schedule" })
    setView({ kind: "ready", availability, step: "pick", said: null })
  }, [access, caller])

  useEffect(() => {
    void load()
  }, [load])

  useEffect(() => {
    if (!focusNext.current) return
    focusNext.current = false
    messageRef.current?.focus()
  }, [view])

  const change = async (request: BookingChange, current: Availability) => {
    if (!access || !caller) return
    setBusy(true)
    const asked = await askChange(caller, { quoteId: access.quoteId, key: key.current }, request)
    setBusy(false)
    focusNext.current = true
    if (!asked.ok) return setView({ kind: "problem", problem: asked.problem })
    const answer: ChangeAnswer = asked.answer
    if ("key" in answer && answer.key) {
      key.current = answer.key
      onKeyChange?.(answer.key)
    }
    setPicked("")
    setDaysShown(DAYS_AT_ONCE)
    const now = new Date(current.now)
    switch (answer.result) {
      case "booked":
      case "moved":
        return setView({
          kind: "ready",
          availability: withBooking(current, answer.booking),
          step: "manage",
          said: { tone: "success", title: PANEL_TEXT[answer.result](bookingWords(answer.booking, now)), line: PANEL_TEXT.confirmationLine },
        })
      case "cancelled":
        return setView({ kind: "ready", availability: withBooking(current, null), step: "pick", said: { tone: "success", title: PANEL_TEXT.cancelled, line: PANEL_TEXT.cancelledLine } })
      case "already_booked":
        return setView({
          kind: "ready",
          availability: withBooking(answer.availability, answer.booking),
          step: "manage",
          said: { tone: "success", title: PANEL_TEXT.alreadyBooked(bookingWords(answer.booking, new Date(answer.availability.now))) },
        })
      case "full":
      case "unavailable":
      case "no_booking":
        return setView({ kind: "ready", availability: answer.availability, step: "pick", said: { tone: "warning", title: PANEL_TEXT.notBooked[answer.result] } })
      case "call_requested":
        return setView({ kind: "ready", availability: current, step: "called", said: { tone: "success", title: PANEL_TEXT.note.sentTitle, line: PANEL_TEXT.note.sentLine } })
    }
  }

  const reachUs = (
    <div className={styles.reach}>
      <CallAndText />
    </div>
  )

  const heading = place === "quote" && (
    <h3 id="booking-panel-heading" className={styles.heading}>
      <CalendarDays size={22} aria-hidden="true" className={styles.headingIcon} />
      <KeepTogether>{PANEL_TEXT.heading}</KeepTogether>
    </h3>
  )

  // A region named by its own heading under the quote form; on /assessment/ the page's section, named by the
  // page's heading, is the region (two landmarks of one name would say nothing).
  const Frame = place === "quote" ? "section" : "div"
  // On /assessment/ a message that ends the task stands alone on the page, not in a card of its own.
  const frame = (children: React.ReactNode, bare = false) => (
    <Frame
      className={bare ? styles.bare : styles.panel}
      aria-labelledby={place === "quote" ? "booking-panel-heading" : undefined}
      aria-busy={view.kind === "loading" || busy}
      // The panel sits inside the quote form's element: its focus must not start the form's bot check, nor
      // Enter on a time send anything.
      onFocus={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === "Enter" && (event.target as Element).matches("input")) event.preventDefault()
      }}
    >
      {heading}
      {children}
    </Frame>
  )

  if (view.kind === "loading") {
    return frame(
      <StatusLine className={styles.loading} icon={<Spinner />}>
        {PANEL_TEXT.loading}
      </StatusLine>,
    )
  }

  if (view.kind === "problem") {
    const { title, line } = problemText(view.problem, place)
    return frame(
      <ResultPanel
        ref={messageRef}
        tone="warning"
        title={<KeepTogether>{title}</KeepTogether>}
        lines={[<KeepTogether key="line">{line}</KeepTogether>]}
        actions={
          <>
            {view.problem === "down" && (
              <button type="button" className={buttonClass("primary", "md")} onClick={() => void load()}>
                <RotateCw size={18} aria-hidden="true" />
                <span>{PANEL_TEXT.retry}</span>
              </button>
            )}
            <CallAndText />
          </>
        }
      />,
      place === "link",
    )
  }

  const { availability, step, said } = view
  const now = new Date(availability.now)
  const offer = offerOf(availability)
  const booking = availability.booking
  const setStep = (next: Step) => {
    setPickError("")
    setNoteError("")
    setView({ ...view, step: next, said: null })
  }
  const message = said && <ResultPanel ref={messageRef} tone={said.tone} title={<KeepTogether>{said.title}</KeepTogether>} lines={said.line ? [<KeepTogether key="line">{said.line}</KeepTogether>] : []} />

  if (step === "called") return frame(<>{message}{reachUs}</>)

  if (step === "manage" && booking) {
    return frame(
      <>
        {message}
        <div className={styles.current}>
          <CalendarClock size={28} aria-hidden="true" className={styles.currentIcon} />
          <div>
            <p className={styles.currentLabel}>{PANEL_TEXT.current}</p>
            <p className={styles.currentWhen}><KeepTogether>{PANEL_TEXT.currentWhen(bookingWords(booking, now))}</KeepTogether></p>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className={buttonClass("secondary", "md")} onClick={() => setStep("pick")}>{PANEL_TEXT.moveButton}</button>
          <button type="button" className={buttonClass("ghost", "md")} onClick={() => setStep("cancel")}>{PANEL_TEXT.cancelButton}</button>
        </div>
        {reachUs}
      </>,
    )
  }

  if (step === "cancel" && booking) {
    return frame(
      <>
        <p className={styles.question}><KeepTogether>{PANEL_TEXT.cancelQuestion(bookingWords(booking, now))}</KeepTogether></p>
        <div className={styles.actions}>
          <SubmitButton type="button" busy={busy} onClick={() => void change({ kind: "cancel" }, availability)}>
            {busy ? PANEL_TEXT.cancelling : PANEL_TEXT.cancelYes}
          </SubmitButton>
          <button type="button" className={buttonClass("secondary", "md")} disabled={busy} onClick={() => setStep("manage")}>{PANEL_TEXT.cancelNo}</button>
        </div>
      </>,
    )
  }

  const noWindows = offer.days.length === 0
  if (step === "note" || noWindows) {
    const sendNote = () => {
      const text = note.trim()
      if (!text) return setNoteError(PANEL_TEXT.note.empty)
      if (text.length > PANEL_TEXT.noteMax) return setNoteError(PANEL_TEXT.note.tooLong(PANEL_TEXT.noteMax))
      setNoteError("")
      void change({ kind: "call", bestTimes: text }, availability)
    }
    return frame(
      <>
        {message}
        {noWindows && (
          <p className={styles.intro}>
            <KeepTogether>{PANEL_TEXT.noWindows(availability.schedule?.horizonDays ?? null)}</KeepTogether>
          </p>
        )}
        <div className={styles.note}>
          <TextField
            id="booking-best-times"
            name="bestTimes"
            label={PANEL_TEXT.note.label}
            hint={<KeepTogether>{PANEL_TEXT.note.hint}</KeepTogether>}
            error={noteError || undefined}
            multiline
            rows={3}
            maxLength={PANEL_TEXT.noteMax}
            value={note}
            disabled={busy}
            onChange={(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setNote(event.currentTarget.value)}
          />
          <div className={styles.actions}>
            <SubmitButton type="button" busy={busy} onClick={sendNote}>
              {busy ? PANEL_TEXT.note.sending : PANEL_TEXT.note.send}
            </SubmitButton>
            {!noWindows && (
              <button type="button" className={linkButton} disabled={busy} onClick={() => setStep(booking ? "manage" : "pick")}>
                {PANEL_TEXT.backToTimes}
              </button>
            )}
          </div>
        </div>
        {reachUs}
      </>,
    )
  }

  // Picking a window: to book, or to move the current booking there.
  const moving = booking !== null
  const shownDays = offer.days.slice(0, daysShown)
  const pickedWindow = offer.days.flatMap((day) => day.windows).find((window) => window.start === picked)
  const pickedWords = pickedWindow?.words ?? ""
  const confirm = () => {
    if (!pickedWindow) return setPickError(PANEL_TEXT.pickFirst)
    void change({ kind: moving ? "move" : "book", start: pickedWindow.start }, availability)
  }
  return frame(
    <>
      {message}
      <p className={styles.intro}>
        <KeepTogether>{booking ? PANEL_TEXT.moveIntro(bookingWords(booking, now), offer.windowMinutes) : PANEL_TEXT.intro(offer.windowMinutes)}</KeepTogether>
      </p>
      {offer.first && (
        <p className={styles.earliest}>
          <CalendarClock size={18} aria-hidden="true" className={styles.earliestIcon} />
          <span><KeepTogether>{PANEL_TEXT.earliest(offer.first, offer.firstWithin24Hours)}</KeepTogether></span>
        </p>
      )}
      <ChoiceGroup
        id="booking-window"
        name="bookingWindow"
        type="radio"
        legend={PANEL_TEXT.legend}
        columns={2}
        value={picked}
        error={pickError || undefined}
        onChange={(value) => {
          setPicked(value)
          setPickError("")
        }}
        sections={shownDays.map((day) => ({
          legend: day.label,
          choices: day.windows.map((window) => ({
            value: window.start,
            label: <span className={styles.time}>{window.time}</span>,
            hint: PANEL_TEXT.openings(window.remaining),
            disabled: busy,
          })),
        }))}
      />
      {offer.days.length > daysShown && (
        <button type="button" className={linkButton} onClick={() => setDaysShown((shown) => shown + DAYS_AT_ONCE)}>
          {PANEL_TEXT.moreDays}
        </button>
      )}
      <div className={styles.confirmRow}>
        <SubmitButton type="button" busy={busy} onClick={confirm}>
          <KeepTogether>{busy ? (moving ? PANEL_TEXT.moving : PANEL_TEXT.booking) : pickedWords ? (moving ? PANEL_TEXT.movePicked : PANEL_TEXT.bookPicked)(pickedWords) : moving ? PANEL_TEXT.move : PANEL_TEXT.book}</KeepTogether>
        </SubmitButton>
        {moving ? (
          <button type="button" className={linkButton} disabled={busy} onClick={() => setStep("manage")}>{PANEL_TEXT.keepTime}</button>
        ) : (
          <button type="button" className={linkButton} disabled={busy} onClick={() => setStep("note")}>{PANEL_TEXT.noneWork}</button>
        )}
      </div>
      {reachUs}
    </>,
  )
}
