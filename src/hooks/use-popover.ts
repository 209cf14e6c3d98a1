import { useEffect, useLayoutEffect, useState, type RefObject } from "react"

/**
 * A panel that is a `popover` (the phone menu), with React's `open` state as its truth once the page is
 * alive. Before the scripts, and with JavaScript off, the platform opens it: its button's `popovertarget`
 * shows it in the top layer, Escape closes it, and the early head script (gatsby/lib/early-input.ts) keeps
 * the button's aria-expanded in step.
 * - At hydration (a layout effect, before the next paint: no flicker) a panel the visitor already opened
 *   becomes `open` here, so the next tap closes it rather than "opening" it again.
 * - After that React opens and closes it (the buttons' click handlers prevent the platform's own toggle, so
 *   it is not toggled twice); what the platform still closes by itself (Escape, a tap outside an `auto`
 *   popover) comes back as the panel's `toggle` event.
 * - A browser without popovers (and jsdom) shows it by React's state alone: `supported` is false there, and
 *   the panel's CSS shows it while it is marked open.
 */
export function usePopover(panel: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void) {
  const [supported, setSupported] = useState(true)

  useLayoutEffect(() => {
    const element = panel.current
    if (!element) return
    if (!supportsPopover(element)) setSupported(false)
    else if (element.matches(":popover-open")) setOpen(true)
    // Only at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const element = panel.current
    if (!element || !supportsPopover(element)) return
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open")
    element.addEventListener("toggle", onToggle)
    return () => element.removeEventListener("toggle", onToggle)
  }, [panel, setOpen])

  useEffect(() => {
    const element = panel.current
    if (!element || !supportsPopover(element) || !element.isConnected) return
    if (element.matches(":popover-open") === open) return
    if (open) element.showPopover()
    else element.hidePopover()
  }, [panel, open])

  return supported
}

const supportsPopover = (element: HTMLElement) => typeof element.showPopover === "function"

/**
 * The attributes that tie a button to its popover, written as the HTML attributes they are (React 18 passes
 * lowercase unknown attributes through; its types do not list them).
 */
export const popoverTarget = (id: string, action?: "hide") =>
  (action ? { popovertarget: id, popovertargetaction: action } : { popovertarget: id }) as Record<string, string>

/** The panel's own attribute: `auto` closes on Escape and on a tap outside it. */
export const POPOVER = { popover: "auto" } as Record<string, string>
