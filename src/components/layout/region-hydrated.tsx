import { useEffect } from "react"
import { pageHydration } from "../../lib/hydration-mark"

/**
 * Rendered last inside one of the layout's Suspense regions: its effect runs when React has hydrated
 * that region (src/lib/hydration-mark.ts). Renders nothing, so server and client markup are the same.
 */
export function RegionHydrated({ region }: { region: string }) {
  useEffect(() => pageHydration.report(region), [region])
  return null
}
