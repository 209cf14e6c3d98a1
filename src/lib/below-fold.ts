/**
 * The fold of a page's HTML and the page's own stylesheet, shared by the components that mark the fold,
 * the build step that splits the page's CSS (plugins/critical-css/critical-css.ts) and the browser code that later
 * replaces the page's stylesheet with the site's full one (src/lib/critical-css-loader.ts).
 */

/** On the first element below the fold: what follows starts below the tallest first screen (2560x1440). */
export const BELOW_FOLD_ATTRIBUTE = "data-below-fold"

/**
 * On the <link> of the page's stylesheet (every rule the page can use, linked by the boot loader after the
 * first paint, or from a <noscript> last in <body>).
 */
export const PAGE_STYLESHEET_ATTRIBUTE = "data-page-css"

/**
 * On Gatsby's inlined <style> once the build has cut it down to the page's first screen. The browser's
 * loader (critical-css-loader.ts) writes it out in its selector, which the minifier cannot do for an
 * imported constant; its test builds the page from this constant, so the two cannot drift apart.
 */
export const CRITICAL_CSS_ATTRIBUTE = "data-critical-css"
