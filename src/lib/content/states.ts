/**
 * The states the company may serve. Listed once, with their names, as the quote form's options
 * (src/lib/quote/state-options.ts, re-exported by options.ts, which the database constraint and the Edge Function also read);
 * locations, job postings and site.json's serviceStates pick from these. Part of the content contract
 * (constants.ts re-exports them), in a module of its own because the site config (src/config/site.ts) reads
 * them on every page, and the rest of the contract's lists would come with them.
 */
import { STATE_OPTIONS, type StateValue } from "../quote/state-options"

export type StateCode = StateValue

export const STATE_CODES: StateCode[] = STATE_OPTIONS.map((option) => option.value)

export const STATE_NAMES = Object.fromEntries(STATE_OPTIONS.map(({ value, label }) => [value, label])) as Record<StateCode, string>

export const isStateCode = (value: unknown): value is StateCode => typeof value === "string" && Object.hasOwn(STATE_NAMES, value)
