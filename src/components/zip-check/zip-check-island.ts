import { island } from "../static-region/island"
import type { ZipCheckProps } from "./zip-check"

/**
 * The ZIP box as an island (src/components/static-region/island.tsx): the server's form, with none of its
 * code in the page's first load; it loads when the visitor is about to use the box (a pointer over it, a
 * touch, focus, a key), a ZIP code typed meanwhile is adopted, and an Enter pressed meanwhile is done again.
 * The service-area file itself is fetched only once there is a ZIP code to answer (or the box has focus).
 */
export const ZipCheckIsland = island<ZipCheckProps>("zip-check", () => import("./zip-check").then((m) => m.ZipCheck))
