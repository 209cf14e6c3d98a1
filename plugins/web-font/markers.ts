/** Names the build and the browser code share for the web font after the first paint (./browser/web-font.ts); tests import them too. */

/** The id of the <style> holding the web font's @font-face rules (written after the build). */
export const WEB_FONT_STYLE_ID = "web-font"

/** localStorage key: this browser has loaded the web font, so a later full page load declares it at once. */
export const WEB_FONT_SEEN_KEY = "web-font"

/** On <html> once the first-visit swap has been decided: "applied" or "fallback" (tests, debugging). */
export const WEB_FONT_OUTCOME_ATTRIBUTE = "data-web-font"
