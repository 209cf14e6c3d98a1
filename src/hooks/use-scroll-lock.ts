import { useEffect } from "react"

/** Stops the page behind an overlay from scrolling while locked. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    document.body.classList.add("scroll-locked")
    return () => document.body.classList.remove("scroll-locked")
  }, [locked])
}
