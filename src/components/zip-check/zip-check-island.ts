import { island } from "../static-region"
import type { ZipCheckProps } from "./zip-check"

/**
 * The ZIP box as an island (src/components/static-region): the server's form, with none of its
 * code in the page's first load; it loads when the visitor is about to use the box (a pointer over it, a
 * touch, focus, a key), a ZIP code typed meanwhile is adopted, and an Enter pressed meanwhile is done again.
 * A box typed in (or focused) before the page came alive wakes at once, so that ZIP code is answered without
 * another key. The service-area file itself is fetched at the first character typed (or at the box's focus).
 */
export const ZipCheckIsland = island<ZipCheckProps>(
  "zip-check",
  () => import("./zip-check").then((m) => m.ZipCheck),
  (element, wake) => {
    const input = element.querySelector("input")
    if (input && (input.value !== input.defaultValue || document.activeElement === input)) wake()
    return () => undefined
  },
)
