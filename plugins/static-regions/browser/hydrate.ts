import type { HydrationHook } from "../../../src/components/static-region/part"

/**
 * The site's hydration hook (src/components/static-region/hydrate.ts) as this plugin builds it: regions keep
 * their server HTML and load no code with the page, so nothing is awaited and Gatsby hydrates as usual.
 */
export const replaceHydrateFunction: HydrationHook["replaceHydrateFunction"] = undefined
