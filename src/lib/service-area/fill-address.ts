/**
 * The quote form's city and state from a served ZIP code: filled only where the visitor has not written
 * anything of their own. A city is theirs unless it is empty or still what the ZIP code filled in; the state
 * (a list that starts on Florida) is theirs once they have used the list, or when it is neither the
 * default nor what the ZIP code filled in (a restored draft).
 */
import type { ZipAnswer } from "./zip-answer"

export interface AddressFields {
  city: string
  state: string
}

/** What the ZIP code last filled in. */
export type Filled = Partial<AddressFields>

export interface FillContext {
  current: AddressFields
  filled: Filled
  /** The visitor has used the state list. */
  stateTouched: boolean
  defaultState: string
  /** The states the list offers. */
  stateOptions: readonly string[]
}

export function addressFill(answer: ZipAnswer, { current, filled, stateTouched, defaultState, stateOptions }: FillContext): Filled {
  if (answer.kind !== "served") return {}
  const fill: Filled = {}
  const cityIsOurs = current.city.trim() === "" || current.city === filled.city
  if (cityIsOurs && current.city !== answer.town) fill.city = answer.town
  const stateIsOurs = !stateTouched && (current.state === defaultState || current.state === filled.state)
  if (stateIsOurs && current.state !== answer.state && stateOptions.includes(answer.state)) fill.state = answer.state
  return fill
}
