import { island, wakeWhenNear } from "../static-region"
import type { HomeIndustriesProps } from "./home-industries"

/**
 * The home page's industries band as an island (src/components/static-region): the heading and
 * the carousel's slides are the server's HTML, and the code that moves the carousel loads as the band comes
 * near the screen (or at a first use); the carousel starts auto-advancing then, "once ready" as the spec puts it.
 */
export const HomeIndustriesIsland = island<HomeIndustriesProps>(
  "industries",
  () => import("./home-industries").then((m) => m.HomeIndustries),
  wakeWhenNear,
)
