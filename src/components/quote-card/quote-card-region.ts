import { staticRegion } from "../static-region"

/** The sidebar's quote card as a static region (src/components/static-region): markup only. */
export const QuoteCardRegion = staticRegion("quote-card", () => import("./quote-card").then((m) => m.QuoteCard))
