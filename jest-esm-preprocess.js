// For the database project: ESM-only packages (PGlite, msw and its helpers) turned into CommonJS,
// including their dynamic import() calls, which Jest cannot run without --experimental-vm-modules.
// babel-preset-gatsby is not used here: it fails on the class private methods these packages use.
// @tus/utils (under @tus/server, the local resumable-upload endpoint) writes `export * as X from`.
module.exports = require("babel-jest").default.createTransformer({
  plugins: [
    "@babel/plugin-transform-dynamic-import",
    "@babel/plugin-transform-export-namespace-from",
    "@babel/plugin-transform-modules-commonjs",
  ],
  sourceType: "unambiguous",
  babelrc: false,
  configFile: false,
})
