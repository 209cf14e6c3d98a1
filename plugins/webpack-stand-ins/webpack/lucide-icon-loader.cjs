// Webpack loader for lucide-react's icon modules (production builds: plugins/webpack-stand-ins/gatsby-node.ts).
// Plain JavaScript because webpack require()s loaders; the work is gatsby/lib/lucide-icon-module.ts,
// passed in as the `transform` option.
module.exports = function lucideIconLoader(source) {
  return this.getOptions().transform(source, this.resourcePath)
}
