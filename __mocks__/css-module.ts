// CSS modules in tests: every class name is its own key, and `import * as styles` works.
module.exports = new Proxy(
  {},
  { get: (_target, key) => (key === "__esModule" ? true : typeof key === "string" ? key : undefined) },
)
