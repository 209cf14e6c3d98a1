/**
 * The menu's groups of cities, in their order: part of the content contract (constants.ts re-exports them), in
 * a module of their own because every page's header reads them (use-site-links.ts) and the rest of the closed
 * lists (job labels, weekdays, state bounds) would otherwise come with every page's first load.
 */
export const NAV_GROUPS = ["Florida", "More Florida", "Even More", "Southeast"] as const

export type NavGroup = (typeof NAV_GROUPS)[number]
