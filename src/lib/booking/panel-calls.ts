/**
 * The booking panel's calls to the database's booking functions (answers.ts), and what their refusals mean
 * to the visitor. The call itself is passed in (the browser's is src/lib/supabase/rpc.ts's callRpc, whose
 * error carries the HTTP status and PostgREST's message), so this module stays pure and Deno-checked.
 */
import type { QuoteAccess } from "./access.ts"
import { BOOKING_ERRORS, BOOKING_RPC, type Availability, type ChangeAnswer } from "./answers.ts"

/** One call to a database function by name: its JSON result, or a throw (network) or an error with `status`. */
export type BookingCaller = <T>(name: string, args: Record<string, unknown>) => Promise<T>

/** Why the panel cannot go on online; each has its words in panel-text.ts and offers call and text. */
export type BookingProblem =
  /** 403: no such quote, a wrong token or a forged link. */
  | "forbidden"
  /** 410: a link past its date or replaced by a later change's e-mail. */
  | "expired"
  /** 429 rate_limited: too many calls from this address in the hour. */
  | "rate-limited"
  /** 429 too_many_changes: six changes to this booking today already. */
  | "too-many-changes"
  /** No answer, or one this page cannot read: the backend is down or unreachable (a retry may work). */
  | "down"

export type Asked<T> = { ok: true; answer: T } | { ok: false; problem: BookingProblem }

/** The problem an error from the caller stands for. */
export function problemOf(error: unknown): BookingProblem {
  const { status, reason } = (typeof error === "object" && error !== null ? error : {}) as { status?: unknown; reason?: unknown }
  if (status === 403) return "forbidden"
  if (status === 410) return "expired"
  if (status === 429) return reason === BOOKING_ERRORS.tooManyChanges ? "too-many-changes" : "rate-limited"
  return "down"
}

/** What the visitor asks for: a window (book, or move the booking there), a cancel, or a call instead. */
export type BookingChange =
  | { kind: "book" | "move"; start: string }
  | { kind: "cancel" }
  | { kind: "call"; bestTimes: string }

/** The function and arguments of a change. */
export function requestOf({ quoteId, key }: QuoteAccess, change: BookingChange): { name: string; args: Record<string, unknown> } {
  const access = { p_quote_id: quoteId, p_key: key }
  switch (change.kind) {
    case "book":
      return { name: BOOKING_RPC.book, args: { ...access, p_start: change.start } }
    case "move":
      return { name: BOOKING_RPC.move, args: { ...access, p_start: change.start } }
    case "cancel":
      return { name: BOOKING_RPC.cancel, args: access }
    case "call":
      return { name: BOOKING_RPC.callRequest, args: { ...access, p_best_times: change.bestTimes.trim() } }
  }
}

const isAvailability = (value: unknown): value is Availability =>
  typeof value === "object" && value !== null && typeof (value as Availability).now === "string" && Array.isArray((value as Availability).taken)

const ANSWERS: ReadonlyArray<ChangeAnswer["result"]> = ["booked", "moved", "cancelled", "full", "unavailable", "no_booking", "already_booked", "call_requested"]

const isChangeAnswer = (value: unknown): value is ChangeAnswer =>
  typeof value === "object" && value !== null && ANSWERS.includes((value as ChangeAnswer).result) &&
  ("availability" in value ? isAvailability((value as { availability: unknown }).availability) : true)

async function ask<T>(call: BookingCaller, name: string, args: Record<string, unknown>, valid: (value: unknown) => value is T): Promise<Asked<T>> {
  try {
    const answer = await call<unknown>(name, args)
    if (valid(answer)) return { ok: true, answer }
    console.error(`${name}: an answer this page does not know`, answer)
    return { ok: false, problem: "down" }
  } catch (error) {
    const problem = problemOf(error)
    // A refusal is an answer the panel explains; only a failure is worth a line in the console.
    if (problem === "down") console.error(`${name} could not be done`, error)
    return { ok: false, problem }
  }
}

/** The open windows and the quote's booking. */
export const askAvailability = (call: BookingCaller, { quoteId, key }: QuoteAccess): Promise<Asked<Availability>> =>
  ask(call, BOOKING_RPC.availability, { p_quote_id: quoteId, p_key: key }, isAvailability)

export function askChange(call: BookingCaller, access: QuoteAccess, change: BookingChange): Promise<Asked<ChangeAnswer>> {
  const { name, args } = requestOf(access, change)
  return ask(call, name, args, isChangeAnswer)
}
