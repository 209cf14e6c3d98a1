/**
 * Every word of the booking panel (under the quote form's success message, and on /assessment/, the page
 * our e-mails link to), in one place. Times come in already said in Florida time (panel-view.ts); the
 * phone number is passed in, so this module stays pure and Deno-checked.
 */
import type { BookingProblem } from "./panel-calls.ts"

/** Where the panel is: right after a quote is sent, or opened from an e-mail's link. */
export type PanelPlace = "quote" | "link"

/** Why nothing can be booked online, beyond a call's refusal: no usable link, or no schedule in the database yet. */
export type PanelProblem = BookingProblem | "no-access" | "no-schedule"

/** "2-hour", "90-minute": a window's length as an adjective. */
export function windowLength(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`
}

/** A window's words inside a sentence: "Tomorrow, 9–11 am" -> "tomorrow, 9–11 am"; a date stays as it is. */
export const inSentence = (words: string): string => words.replace(/^(Today|Tomorrow)\b/, (day) => day.toLowerCase())

export const PANEL_TEXT = {
  heading: "Book your free on-site assessment",
  /** Under the heading: what is picked, and in which time. */
  intro: (minutes: number | null) =>
    `Pick a ${minutes ? `${windowLength(minutes)} ` : ""}window for our arrival. We walk the site with you, then send your custom quote. All times are Florida (Eastern) time.`,
  /** The same, when moving a booking. */
  moveIntro: (current: string, minutes: number | null) =>
    `You’re booked for ${inSentence(current)}. Pick a new ${minutes ? `${windowLength(minutes)} ` : ""}window below; all times are Florida (Eastern) time.`,
  loading: "Finding open times…",
  legend: "Arrival window",
  /** The earliest window, and whether it keeps the promise every page makes. */
  earliest: (first: string, within24Hours: boolean) =>
    within24Hours
      ? `We can be there within 24 hours: our earliest opening is ${inSentence(first)}.`
      : `Our earliest opening is ${inSentence(first)}. If you need us sooner, call or text us.`,
  /** A window's hint: how many visits can still be booked at that time. */
  openings: (remaining: number) => (remaining === 1 ? "Last opening" : `${remaining} openings`),
  book: "Book this time",
  bookPicked: (window: string) => `Book ${window}`,
  move: "Move to this time",
  movePicked: (window: string) => `Move to ${window}`,
  booking: "Booking…",
  moving: "Moving…",
  pickFirst: "Please pick a time first.",
  noneWork: "None of these times work",
  moreDays: "Show more days",
  backToTimes: "Back to the open times",

  /** "None of these work": a note with the best times to call. */
  note: {
    label: "Best times to reach you",
    hint: "Days and times that suit you, for example “weekday mornings” or “after 3 pm”. We’ll call to set up the visit.",
    send: "Ask us to call",
    sending: "Sending…",
    empty: "Please tell us when we can reach you.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
    sentTitle: "Thanks. We’ll call you at one of the times you gave to set up the visit.",
    sentLine: "Your quote request is saved with your note.",
  },
  /** The most a note may hold (the database's check: assessment_call_requests.best_times). */
  noteMax: 500,

  booked: (window: string) => `Your assessment is booked: ${window}.`,
  moved: (window: string) => `Your assessment is moved to ${window}.`,
  confirmationLine: "We’ll e-mail you the details with a calendar file and a link to move or cancel.",
  alreadyBooked: (window: string) => `You already have an assessment booked: ${window}.`,
  cancelled: "Your assessment is cancelled.",
  cancelledLine: "Your quote request stays with us. Pick a new time below whenever it suits you, or call or text us.",

  /** The quote's current booking (on /assessment/). */
  current: "Your assessment",
  currentWhen: (window: string) => `${window}, Florida time`,
  moveButton: "Move to another time",
  cancelButton: "Cancel the assessment",
  cancelQuestion: (window: string) => `Cancel your assessment for ${inSentence(window)}?`,
  cancelYes: "Yes, cancel it",
  cancelling: "Cancelling…",
  cancelNo: "Keep it",
  keepTime: "Keep my current time",

  /** The window was not booked: why, above the windows open now. */
  notBooked: {
    full: "Sorry, someone booked that time a moment ago. Here are the times open now: please pick another.",
    unavailable: "That time can no longer be booked. Here are the times open now: please pick another.",
    no_booking: "There is no booking to change any more. Here are the times open now.",
  },
  noWindows: (days: number | null) =>
    `There are no open times online${days ? ` in the next ${days} days` : ""}. Tell us the best times to reach you and we’ll call to set up the visit, or call or text us.`,

  call: (phone: string) => `Call ${phone}`,
  text: "Text us",
  retry: "Try again",
} as const

/** Why booking online cannot go on, in the visitor's words: a title and a line, by where the panel is. */
export function problemText(problem: PanelProblem, place: PanelPlace): { title: string; line: string } {
  const saved = place === "quote" ? "Your quote request is saved. " : ""
  switch (problem) {
    case "no-access":
      return { title: "This link is incomplete.", line: "Please open it again from our e-mail, or call or text us and we’ll set up the visit with you." }
    case "forbidden":
      return {
        title: "We couldn’t open online booking for this quote.",
        line: place === "quote" ? `${saved}Call or text us and we’ll set up the visit with you.` : "The link may be incomplete: please open it again from our e-mail, or call or text us.",
      }
    case "expired":
      return {
        title: "This link no longer works.",
        line: "Each change to a booking sends a new e-mail with a new link, and links expire after a while. Please use the link in our most recent e-mail, or call or text us.",
      }
    case "rate-limited":
      return { title: "Too many booking requests came from your connection in the last hour.", line: `${saved}Please try again later, or call or text us.` }
    case "too-many-changes":
      return { title: "This booking has been changed several times today, so it can’t be changed online until tomorrow.", line: "Call or text us and we’ll sort it out." }
    case "no-schedule":
      return { title: "Online booking isn’t open yet.", line: `${saved}We’ll call you to set up your free on-site assessment, or call or text us now.` }
    case "down":
      return {
        title: "Online booking isn’t answering right now.",
        line: place === "quote" ? `${saved}Try again in a moment, or call or text us to set up the visit.` : "Nothing has changed. Try again in a moment, or call or text us.",
      }
  }
}

/** The /assessment/ page's head and heading. */
export const ASSESSMENT_PAGE = {
  title: "Your Free On-Site Assessment",
  description: "Book, move or cancel the free on-site assessment for your cleaning quote.",
  heading: "Your free on-site assessment",
  opening: "Opening your booking…",
  noQuote: "No quote yet?",
  quoteLink: "Request a free quote",
} as const
