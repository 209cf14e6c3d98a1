/**
 * Leaner gatsby-plugin-image markup in the built HTML (issue 15). For every lazy image the plugin's
 * server rendering writes the image twice (`data-src`/`data-srcset` plus a <noscript> copy with the real
 * attributes) and an inline module script that, once the page is parsed, copies `data-src` to `src` and
 * shows images already loaded. Every browser supports native lazy loading (the script does nothing
 * else when it does not), so after the build:
 * - lazy images get their real `src`/`srcset` (still `loading="lazy"`), as the script would set them;
 * - the <noscript> copies go; the plugin's no-JavaScript style, which showed those copies, now shows
 *   the images themselves;
 * - the script stays once per page (each copy handles every image of the page; one is enough to show
 *   those that loaded before the plugin's load listener was attached).
 * The browser build's image component keeps the server markup at hydration (browser-image.tsx).
 */

/** The plugin's head style for visitors without JavaScript, and what it becomes. */
export const NO_SCRIPT_STYLE = ".gatsby-image-wrapper noscript [data-main-image]{opacity:1!important}"
const NO_SCRIPT_STYLE_LEAN = ".gatsby-image-wrapper [data-main-image]{opacity:1!important}"

const IMAGE_COPY = /<noscript>(?=<picture>|<img )[\s\S]*?<\/noscript>/g
const IMAGE_TAG = /<(?:img|source)\s[^>]*>/g
const INLINE_MODULE = /<script type="module">([\s\S]*?)<\/script>/g
const isImageScript = (code: string) => code.includes("img[data-main-image]") && code.includes("data-srcset")

export function leanImageMarkup(html: string): string {
  // Without the plugin's no-JavaScript style (a plugin upgrade that changed it), keep its copies.
  if (!html.includes(NO_SCRIPT_STYLE)) return html
  let seenScript = false
  return html
    .replace(NO_SCRIPT_STYLE, NO_SCRIPT_STYLE_LEAN)
    .replace(IMAGE_COPY, "")
    .replace(IMAGE_TAG, (tag) => tag.replace(/\sdata-src="/, ' src="').replace(/\sdata-srcset="/, " srcset=\""))
    .replace(INLINE_MODULE, (script, code: string) => {
      if (!isImageScript(code)) return script
      if (seenScript) return ""
      seenScript = true
      return script
    })
}
