import { staticRegion } from "../static-region"

/** A band's heading and intro as a static region (src/components/static-region), inside a hydrated SectionFrame. */
export const SectionHeaderRegion = staticRegion("section-header", () => import("./section-header").then((m) => m.SectionHeader))
