/** How long each hero image stays before the next fades in. */
export const HERO_INTERVAL_MS = 6000
