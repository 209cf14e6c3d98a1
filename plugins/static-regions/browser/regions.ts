/**
 * The site's region module (src/components/static-region) as this plugin builds it: the same API
 * (RegionApi in src/components/static-region/part.tsx), whose regions keep their server HTML at hydration
 * and whose islands hydrate when needed (./static-region.tsx, ./island.tsx). The plugin's gatsby-node
 * resolves the site's module to this one in every webpack stage (and its hydration hook to ./hydrate.ts).
 */
export { island } from "./island"
export { staticRegion } from "./static-region"
export { wakeWhenNear } from "./wake-when-near"
export type { RegionProps, WakeWhen } from "../../../src/components/static-region/part"
