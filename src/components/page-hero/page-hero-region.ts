import { staticRegion } from "../static-region"

/** A page's hero as a static region (src/components/static-region), for heroes given text props only. */
export const PageHeroRegion = staticRegion("page-hero", () => import("./page-hero").then((m) => m.PageHero))
