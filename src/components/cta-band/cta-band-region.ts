import { staticRegion } from "../static-region"

/** The closing call to action as a static region (src/components/static-region): markup only. */
export const CtaBandRegion = staticRegion("cta", () => import("./cta-band").then((m) => m.CtaBand))
