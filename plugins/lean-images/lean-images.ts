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
import { BOOTED_ATTRIBUTE, BOOT_LOADER_TAG } from "../boot-after-paint/markers"

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

/**
 * The page's high-priority image (a hero, a post's image) is shown as soon as it is drawn, without the
 * plugin's fade-in. The plugin's CSS gives every main image `opacity:0` on a layer of its own
 * (`will-change:opacity`), and its script fades the image in by changing the opacity of that layer, which
 * repaints nothing: Chromium's largest-contentful-paint never saw the image until something else
 * repainted it (the web font's swap, after the boot scripts), and Lighthouse then counted those scripts
 * before the LCP (a post, whose image is its largest paint on a phone; drawn at once, the image is the LCP
 * at the first paint; the figures: docs/performance.md, "The LCP pass"). The layer stays (without it the image is resampled a little differently).
 * Until it has loaded, an image draws nothing, and the placeholder shows as before.
 */
export const VISIBLE_AT_ONCE_STYLE = 'style="opacity:1"'

const HIGH_PRIORITY_IMAGE = /<img [^>]*\bfetchpriority="high"[^>]*>/g

export const showHighPriorityImagesAtOnce = (html: string) =>
  html.replace(HIGH_PRIORITY_IMAGE, (tag) => (tag.includes('data-main-image=""') ? tag.replace('style="opacity:0"', VISIBLE_AT_ONCE_STYLE) : tag))

/**
 * Lazy images wait for the first paint, like Gatsby's boot scripts (plugins/boot-after-paint/boot-after-paint.ts). On a
 * phone, Chromium's lazy-load distance (1,250 px) reaches images a screen or two down (home's service
 * cards, /blog's post cards), and it requested them at the first layout, before the first paint, sharing
 * the link with the HTML and the font; Lighthouse then counted them before the largest paint.
 * A lazy image that is not rendered is not requested: until the loader marks <html> at boot, this rule
 * hides the plugin's main images (absolutely placed in a wrapper sized by its own sizer, and transparent
 * until loaded anyway, so nothing moves or looks different: the placeholder shows either way).
 * `scripting: enabled` keeps it away from visitors without JavaScript, whose images load as before, and
 * from browsers that do not know the feature (the rule is then ignored).
 */
export const LAZY_IMAGES_HOLD = `<style>@media (scripting:enabled){html:not([${BOOTED_ATTRIBUTE}]) [data-main-image][loading=lazy]{display:none}}</style>`

const LAZY_MAIN_IMAGE = /<img [^>]*\bdata-main-image=""[^>]*\bloading="lazy"/

/** The page with LAZY_IMAGES_HOLD at the end of its <head>, if it boots after the paint and has a lazy image (once). */
export function holdLazyImagesUntilBoot(html: string): string {
  if (html.includes(LAZY_IMAGES_HOLD) || !html.includes(BOOT_LOADER_TAG) || !LAZY_MAIN_IMAGE.test(html)) return html
  const head = html.indexOf("</head>")
  if (head < 0) return html
  return html.slice(0, head) + LAZY_IMAGES_HOLD + html.slice(head)
}
