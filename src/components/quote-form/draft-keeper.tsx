import { useEffect, useRef } from "react"
import { useFormikContext } from "formik"

/** How long typing pauses before the draft is written (keeps storage writes rare). */
const SAVE_DELAY_MS = 400

interface DraftKeeperProps<V> {
  /** The form's own reader and writer (src/lib/quote/draft-storage.ts, src/lib/job-application/draft.ts). */
  load: () => V | null
  save: (values: V) => void
  onRestored: () => void
  /** What the visitor typed before hydration (useTypedBeforeHydration): newer than the draft, so it wins. */
  typedEarly?: { current: Partial<Record<keyof V, unknown>> }
}

/**
 * Restores the visitor's draft when the form appears and keeps it up to date while they type, for any
 * Formik form (the quote form, the job application form). Saving starts only after the restore, or the
 * empty first render would erase the draft.
 */
export function DraftKeeper<V>({ load, save, onRestored, typedEarly }: DraftKeeperProps<V>) {
  const { values, resetForm, isSubmitting } = useFormikContext<V>()
  // While a quote is being sent it is no longer a draft: the form clears the draft once the quote
  // is saved, and a tab closed mid-upload must not bring it back to be sent twice.
  const sending = useRef(false)
  sending.current = isSubmitting
  const ready = useRef(false)

  useEffect(() => {
    const draft = load()
    if (draft) {
      // What the visitor typed before hydration is newer than the draft.
      resetForm({ values: { ...draft, ...typedEarly?.current } as V })
      onRestored()
    }
    ready.current = true
    // Only on mount: a later restore would overwrite what the visitor is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!ready.current || sending.current) return
    const timer = window.setTimeout(() => save(values), SAVE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [values])

  // The last keystrokes before leaving the page (or the quote page) are kept too.
  const latest = useRef(values)
  latest.current = values
  useEffect(() => {
    const flush = () => ready.current && !sending.current && save(latest.current)
    window.addEventListener("pagehide", flush)
    return () => {
      window.removeEventListener("pagehide", flush)
      flush()
    }
  }, [])

  return null
}
