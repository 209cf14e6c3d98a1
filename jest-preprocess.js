// babel-jest with the project's babel config (babel-preset-gatsby + TypeScript), per Gatsby's testing docs.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
  babelrc: false,
  configFile: false,
})
