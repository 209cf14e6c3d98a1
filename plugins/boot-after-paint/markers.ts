/**
 * What boot-after-paint writes into pages and what other code reads of it (plugins/README.md, "Markers"): each
 * name is defined here and imported by its readers, never retyped.
 */

/** The boot loader's <script>, the last element of every page's <body>. */
export const BOOT_LOADER_ID = "gatsby-boot"

/** The start of the loader's tag in a page: how later steps find a page that boots after its first paint. */
export const BOOT_LOADER_TAG = `<script id="${BOOT_LOADER_ID}"`

/** On the loader's <script>: Gatsby's boot scripts, space-separated, in Gatsby's order. */
export const BOOT_SCRIPTS_ATTRIBUTE = "data-boot-scripts"

/**
 * On the loader's <script>, set after the build (page-preloads.ts): what Gatsby's loader will fetch for the
 * page once its page data has arrived, space-separated: the template's chunks (`.js`) and the results of
 * the static queries it uses (`.json`). An attribute, not part of the loader's text, so that text (and its
 * CSP hash) stays the same on every page.
 */
export const BOOT_PRELOADS_ATTRIBUTE = "data-boot-preloads"

/**
 * Set on <html> by the loader once every boot script has loaded (or failed). Until then the page's lazy
 * images are held back by a rule in its head (plugins/lean-images/lean-images.ts): on a phone, Chromium's
 * lazy-load distance (1,250 px) reaches images a screen or two down, which it requested at the first layout,
 * before the first paint; released at boot, they shared the slow link with the boot scripts and hydration
 * came later (docs/performance.md). Released when the scripts are in, not at hydration: a page whose app
 * fails still shows them.
 */
export const BOOTED_ATTRIBUTE = "data-booted"

/**
 * If the browser has not reported a paint by then (a browser without paint timing that also never
 * runs the frame callback), the scripts load anyway: the page must always come alive.
 */
export const BOOT_SAFETY_MS = 1000
