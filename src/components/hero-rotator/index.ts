export { HeroRotator, HERO_INTERVAL_MS } from "./hero-rotator"
export type { HeroSlide } from "./hero-rotator"
