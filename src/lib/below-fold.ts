/**
 * The fold of a page's HTML: the components that mark it write this attribute, and plugins/critical-css
 * inlines only what comes before it (plugins/critical-css/critical-css.ts).
 */

/** On the first element below the fold: what follows starts below the tallest first screen (2560x1440). */
export const BELOW_FOLD_ATTRIBUTE = "data-below-fold"
