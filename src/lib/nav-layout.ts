/**
 * From this width the header shows its navigation as a bar with dropdowns; below it the same links are the
 * phone menu's (src/components/mobile-menu), with collapsible groups. The CSS modules of the header, the
 * menu and the dropdowns use the same 75rem.
 */
export const WIDE_NAV_QUERY = "(min-width: 75rem)"

/**
 * True where the navigation is the bar. Without matchMedia (jsdom) the bar's behaviour is the one assumed:
 * the component tests exercise it.
 */
export const isWideNav = () => typeof window === "undefined" || typeof window.matchMedia !== "function" || window.matchMedia(WIDE_NAV_QUERY).matches
