/**
 * Stands in for modules the production browser bundle would include but never call
 * (plugins/webpack-stand-ins/gatsby-node.ts lists them and why). Exports nothing: Gatsby's plugin runner
 * skips a browser plugin without API functions.
 */
export {}
