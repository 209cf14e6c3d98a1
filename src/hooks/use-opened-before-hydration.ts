import { useLayoutEffect, type RefObject } from "react"

/**
 * Before hydration a tap on a disclosure button (a button with aria-controls and aria-expanded) is
 * answered by the early head script (gatsby/lib/early-input.ts), which sets its aria-expanded and shows
 * what it controls. React hydrates that button without writing its attributes, so its state would still
 * say "closed" and the visitor's next tap would "open" what is already open. In a layout effect on mount
 * (before the next paint: no flicker) this hands the component what the visitor did: `open(index)` with
 * the index of the last expanded disclosure button in `root` (`root` itself if it is one), in document
 * order. Any other button found expanded is closed again in the page, so the page shows exactly the
 * component's state. A component React rendered by itself has no
 * expanded button on mount, and `open` is not called.
 */
export function useOpenedBeforeHydration(root: RefObject<HTMLElement>, open: (index: number) => void) {
  useLayoutEffect(() => {
    const element = root.current
    if (!element) return
    const buttons = element.matches(DISCLOSURE) ? [element] : [...element.querySelectorAll<HTMLElement>(DISCLOSURE)]
    const opened = buttons.map((button) => button.getAttribute("aria-expanded") === "true").lastIndexOf(true)
    if (opened < 0) return
    buttons.forEach((button, index) => {
      if (index === opened || button.getAttribute("aria-expanded") !== "true") return
      button.setAttribute("aria-expanded", "false")
      document.getElementById(button.getAttribute("aria-controls") ?? "")?.setAttribute("hidden", "")
    })
    open(opened)
    // Only at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

const DISCLOSURE = "[aria-controls][aria-expanded]"
