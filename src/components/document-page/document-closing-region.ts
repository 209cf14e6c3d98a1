import { staticRegion } from "../static-region"

/** The closing band of /privacy and /accessibility as a static region (src/components/static-region): markup only. */
export const DocumentClosingRegion = staticRegion("document-closing", () => import("./document-page").then((m) => m.DocumentClosing))
