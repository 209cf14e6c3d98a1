import { HERO_INTERVAL_MS } from "../hero-rotator/hero-timing"
import { REDUCED_MOTION_QUERY } from "../../lib/reduced-motion"
import { island } from "../static-region"
import type { HomeHeroProps } from "./home-hero"

/**
 * The home page's hero as an island (src/components/static-region): the first picture and the copy
 * are the server's HTML, and the rotation's code loads when it is first needed, half a turn in, as the next
 * picture is staged (or at once if the visitor reaches for the pause button first). Under reduced motion
 * the hero never turns, so it wakes only if used.
 */
export const HomeHeroIsland = island<HomeHeroProps>(
  "hero",
  () => import("./home-hero").then((m) => m.HomeHero),
  (_element, wake) => {
    if (matchMedia(REDUCED_MOTION_QUERY).matches) return () => undefined
    const timer = window.setTimeout(() => wake({ halfWay: true }), HERO_INTERVAL_MS / 2)
    return () => window.clearTimeout(timer)
  },
)
