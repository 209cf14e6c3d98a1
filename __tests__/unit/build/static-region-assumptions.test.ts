/**
 * What static regions (src/components/static-region, docs/architecture.md) lean on inside React and Gatsby.
 * Each test names the package version, and fails when an upgrade changes the behaviour, so the regions are
 * rechecked instead of silently losing their HTML or their links' prefetching.
 * (React's side, keeping an element's server HTML while hydrating, is exercised with the real react-dom in
 * __tests__/component/static-region.test.tsx; this file holds the source-level bets.)
 */
import fs from "node:fs"
import path from "node:path"

const NODE_MODULES = path.resolve(__dirname, "../../../node_modules")
const read = (file: string) => fs.readFileSync(path.join(NODE_MODULES, file), "utf8")
const version = (pkg: string) => JSON.parse(read(`${pkg}/package.json`)).version as string

describe(`react-dom ${version("react-dom")}: hydration leaves an element's dangerouslySetInnerHTML alone`, () => {
  // While hydrating, React reads an element's inner HTML only to warn in development, and never writes it;
  // the behaviour itself, in the production build visitors run, is tested in static-region.test.tsx.
  it("looks at inner HTML while hydrating only in the development-only warning branch", () => {
    const development = read("react-dom/cjs/react-dom.development.js")
    const start = development.indexOf("function diffHydratedProperties(")
    const body = development.slice(start, development.indexOf("\nfunction ", start + 10))
    const devOnly = body.indexOf("shouldWarnDev && true")
    const readsInnerHtml = body.indexOf("var serverHTML = domElement.innerHTML")
    expect(start).toBeGreaterThan(0)
    expect(devOnly).toBeGreaterThan(0)
    expect(readsInnerHtml).toBeGreaterThan(devOnly)
    expect(body).toMatch(/warnForPropDifference\(propKey, serverHTML, expectedHTML\)/)
    expect(body).not.toMatch(/innerHTML\s*=[^=]/)
  })
})

describe(`gatsby-link ${version("gatsby-link")}: how Link prefetches, which kept regions' links copy`, () => {
  it("loads a page on mouseenter through window.___loader.hovering", () => {
    expect(read("gatsby-link/dist/index.js")).toMatch(/___loader\.hovering\(/)
  })

  it("Gatsby's public loader still has hovering and the prefetchPathname export is its enqueue", () => {
    const loader = read("gatsby/cache-dir/loader.js")
    expect(loader).toMatch(/hovering: rawPath => instance\.hovering\(rawPath\)/)
    expect(read("gatsby/cache-dir/gatsby-browser-entry.js")).toMatch(/const prefetchPathname = loader\.enqueue/)
  })
})

describe(`gatsby ${version("gatsby")}: the commons chunk the build switches off`, () => {
  it("is still a splitChunks cache group named commons (plugins/webpack-stand-ins/gatsby-node.ts sets it to false)", () => {
    const config = read("gatsby/dist/utils/webpack.config.js")
    expect(config).toMatch(/commons: \{\s*name: `commons`/)
  })
})
