/**
 * What critical-css writes into pages and what other code reads of it (plugins/README.md, "Markers"): each
 * name is defined here and imported by its readers, never retyped.
 */

/**
 * On Gatsby's inlined <style> once the build has cut it down to the page's first screen. The browser's
 * loader (./browser/critical-css-loader.ts) writes it out in its selector, which the minifier cannot do for
 * an imported constant; its test builds the page from this constant, so the two cannot drift apart.
 */
export const CRITICAL_CSS_ATTRIBUTE = "data-critical-css"

/**
 * On the <link> of the page's stylesheet (every rule the page can use): on the <noscript> copy this plugin
 * writes, and on the one boot-after-paint's loader adds after the first paint.
 */
export const PAGE_STYLESHEET_ATTRIBUTE = "data-page-css"

/** On boot-after-paint's loader (`<script id="gatsby-boot">`): the page's stylesheet, which the loader links first. */
export const BOOT_STYLES_ATTRIBUTE = "data-boot-styles"

