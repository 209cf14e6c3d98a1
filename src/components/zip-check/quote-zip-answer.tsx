import React, { useEffect, useRef } from "react"
import { useFormikContext } from "formik"
import { useZipAnswer } from "../../hooks/use-zip-answer"
import { addressFill, type Filled } from "../../lib/service-area/fill-address"
import { DEFAULT_STATE, STATE_OPTIONS, valuesOf } from "../../lib/quote/options"
import type { QuoteFormValues } from "../../lib/quote/form-values"
import { ZipAnswerContent } from "./zip-answer-line"

const STATES = valuesOf(STATE_OPTIONS)

/**
 * Under the quote form's ZIP field, inside the live region quote-zip-slot.tsx draws: the same answer as the ZIP
 * boxes, and a served ZIP code fills the city and the state where the visitor has written nothing of their own
 * (src/lib/service-area/fill-address.ts). Format mistakes are left to the field's own error message.
 */
export function QuoteZipAnswerContent() {
  const { values, touched, setFieldValue } = useFormikContext<QuoteFormValues>()
  const filled = useRef<Filled>({})
  const { state } = useZipAnswer(values.zipCode)
  const answer = state.status === "answered" ? state.answer : null
  const served = answer?.kind === "served" ? answer : null

  useEffect(() => {
    if (!served) return
    const fill = addressFill(served, {
      current: { city: values.city, state: values.state },
      filled: filled.current,
      stateTouched: Boolean(touched.state),
      defaultState: DEFAULT_STATE,
      stateOptions: STATES,
    })
    if (fill.city !== undefined) setFieldValue("city", fill.city, false)
    if (fill.state !== undefined) setFieldValue("state", fill.state, false)
    filled.current = { ...filled.current, ...fill }
    // Once per ZIP code answered: what the visitor types afterwards is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [served?.zip])

  // Letters, or too few or too many digits: the field's own error says so when the visitor leaves it.
  return <ZipAnswerContent state={answer?.kind === "not-digits" ? { status: "idle" } : state} showFixes={false} />
}
