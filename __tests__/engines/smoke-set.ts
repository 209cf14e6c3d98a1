/**
 * The cross-engine smoke set: the same checks in Chromium, Firefox and WebKit, at a phone's width (390 px)
 * and a laptop's (1280 px), against the production build and the Supabase stand-in. Each engine's test file
 * is one line calling this, so Jest runs the engines side by side and one can be run alone
 * (`npx jest --selectProjects engines __tests__/engines/webkit.test.ts`).
 */
import type { EngineName } from "./support/driver"
import { engineSession } from "./support/engine-session"
import { forms } from "./smoke/forms"
import { menus } from "./smoke/menus"
import { pageLoads } from "./smoke/pages"

export const WIDTHS = [390, 1280] as const

export function smokeSet(engine: EngineName) {
  const session = engineSession(engine)
  describe.each(WIDTHS)(`${engine} at %i px`, (width) => {
    pageLoads(session, width)
    menus(session, width)
    forms(session, width)
  })
}
