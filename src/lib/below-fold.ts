/**
 * The fold of a page's HTML, shared by the components that mark it, the build step that splits the
 * page's CSS there (gatsby/lib/critical-css.ts) and the browser code that later replaces the split
 * stylesheet with the full one (src/lib/critical-css-loader.ts).
 */

/** On the first element below the fold: what follows starts below the tallest first screen (2560x1440). */
export const BELOW_FOLD_ATTRIBUTE = "data-below-fold"

/** On the <link> of the page's below-the-fold stylesheet, the last element of <body>. */
export const BELOW_FOLD_STYLESHEET_ATTRIBUTE = "data-below-fold-css"
