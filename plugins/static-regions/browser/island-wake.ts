/**
 * An asleep island (./island.tsx): what wakes it, and what a visitor does to it
 * before it is awake. Browser code, no React.
 */

/** Signs that the visitor is about to use an island (a pointer over it, a touch, focus, a key), and the uses held. */
const USE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "click", "submit"]

export interface Asleep {
  /** Once React handles the island: clicks the button clicked while asleep and submits the form submitted. */
  replay(): void
  /** Stops listening, forgetting what was held (the island is gone). */
  stop(): void
}

/**
 * Calls `wake` at every sign that the visitor is about to use the element's contents, and holds what they
 * do meanwhile, so nothing is lost while the code loads: the last button clicked (a click on a button React
 * has not hydrated does nothing) and the first form submitted (kept from going out natively, which the page's
 * CSP refuses), both done again by `replay`. A submit can come with no sign before it: the page's early
 * script sends one held since before hydration (gatsby/lib/early-input.ts). Links need nothing: the kept
 * HTML routes them.
 */
export function whileAsleep(element: HTMLElement, wake: () => void): Asleep {
  // Plain checks, not optional chaining, which the site's browser targets compile to longer code.
  let clicked: HTMLButtonElement | null | undefined
  let submitted: SubmitEvent | undefined
  const onUse = (event: Event) => {
    if (event.type === "submit") {
      event.preventDefault()
      submitted ??= event as SubmitEvent
    } else if (event.type === "click") {
      // A submit button's click becomes the submit event above.
      const button = (event.target as Element).closest("button")
      if (button && button.type !== "submit") clicked = button
    }
    wake()
  }
  for (const type of USE_EVENTS) element.addEventListener(type, onUse, { capture: true, passive: type !== "submit" })
  const stop = () => {
    for (const type of USE_EVENTS) element.removeEventListener(type, onUse, true)
  }
  return {
    stop,
    replay() {
      stop()
      const button = clicked
      const held = submitted
      clicked = submitted = undefined
      if (button && button.isConnected) button.click()
      const form = held && (held.target as HTMLFormElement)
      if (form && form.isConnected) form.requestSubmit(held!.submitter)
    },
  }
}
