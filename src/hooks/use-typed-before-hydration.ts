import { useLayoutEffect, useRef, type RefObject } from "react"
import { changedFormValues, type ChangedValues } from "../lib/changed-form-values"

/**
 * Hands a form's state what the visitor typed or picked before React hydrated it (changedFormValues),
 * once, in a layout effect on mount: the state is updated before the browser paints again, so the
 * fields never flash empty. On a form React rendered by itself (a client-side navigation) nothing has
 * changed and `adopt` is not called. Returns what was adopted, for code that runs later on mount (a
 * draft restored over the form must not overwrite it).
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement>, adopt: (typed: ChangedValues) => void) {
  const typed = useRef<ChangedValues>({})
  useLayoutEffect(() => {
    if (!form.current) return
    const found = changedFormValues(form.current)
    if (Object.keys(found).length === 0) return
    typed.current = found
    adopt(found)
    // Only at hydration: later values are the state's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return typed
}
