import { useEffect, useState } from "react"

import { REDUCED_MOTION_QUERY } from "../lib/reduced-motion"

/**
 * True while the visitor's system asks for reduced motion. False during server
 * rendering and the first client render (so hydration matches), then the real value.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return
    const media = window.matchMedia(REDUCED_MOTION_QUERY)
    const update = () => setReduced(media.matches)
    update()
    media.addEventListener("change", update)
    return () => media.removeEventListener("change", update)
  }, [])
  return reduced
}
