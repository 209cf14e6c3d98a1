import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { localIdent } from "./lib/css-module-names"
import { mergedIconModule } from "./lib/lucide-icon-module"

const ROOT = path.resolve(__dirname, "..")
/**
 * By its real path: webpack resolves symlinks before it matches an alias, so where node_modules is a link
 * (a git worktree sharing another checkout's packages) an alias naming the linked path never applied.
 */
const NODE_MODULES = fs.realpathSync(path.join(ROOT, "node_modules"))

/**
 * Where the production builds swap a package module for one of ours. Each entry is a bet on a file inside a
 * package: __tests__/unit/build/webpack-stand-ins.test.ts fails when the file moves or changes shape, and
 * docs/architecture.md gives the reason and the measured gain of each.
 */
export const STAND_INS = {
  /** lucide-react's createLucideIcon, which every icon module imports: the same <svg> without lucide's runtime. */
  createLucideIcon: {
    target: `${NODE_MODULES}/lucide-react/dist/esm/createLucideIcon.mjs`,
    replacement: path.join(ROOT, "src/components/icon/create-lucide-icon.ts"),
  },
  /** gatsby-plugin-image's browser entry: the same markup without react-dom/server. */
  gatsbyPluginImage: { target: "gatsby-plugin-image", replacement: path.join(ROOT, "src/components/image/browser-image.tsx") },
  /** Gatsby's Partytown browser plugin, a no-op outside `gatsby develop` that pulls gatsby-script in. */
  partytown: { target: `${NODE_MODULES}/gatsby/dist/internal-plugins/partytown/gatsby-browser.js`, replacement: path.join(ROOT, "gatsby/webpack/empty-module.ts") },
  /** Gatsby's service-worker registration, required only when a plugin (gatsby-plugin-offline) asks for it. */
  serviceWorker: { target: `${ROOT}/.cache/register-service-worker`, replacement: path.join(ROOT, "gatsby/webpack/empty-module.ts") },
  /**
   * The three lodash-es helpers Formik imports that bring lodash's generic clone and its caches (about 4 KB
   * gzipped) into the quote page: each a few lines for what Formik does with it (src/lib/stand-ins/,
   * checked against lodash in __tests__/unit/build/formik-stand-ins.test.ts).
   */
  lodashClone: { target: "lodash-es/clone", replacement: path.join(ROOT, "src/lib/stand-ins/clone.ts") },
  lodashCloneDeep: { target: "lodash-es/cloneDeep", replacement: path.join(ROOT, "src/lib/stand-ins/clone-deep.ts") },
  lodashToPath: { target: "lodash-es/toPath", replacement: path.join(ROOT, "src/lib/stand-ins/to-path.ts") },
  /** hoist-non-react-statics, which Formik imports: the same code without react-is (about 1 KB gzipped with it). */
  hoistNonReactStatics: { target: "hoist-non-react-statics", replacement: path.join(ROOT, "src/lib/stand-ins/hoist-non-react-statics.ts") },
} as const

/**
 * lucide-react's icon modules, their shapes joined into one <path> at build time (gatsby/lib/lucide-icon-module.ts)
 * so that the stand-in createLucideIcon renders them as they are, with no joining code in the browser.
 */
export const LUCIDE_ICON_RULE = {
  test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/,
  use: [{ loader: path.join(ROOT, "gatsby/webpack/lucide-icon-loader.cjs"), options: { transform: mergedIconModule } }],
}

/**
 * Webpack settings, per stage:
 * - all stages: SITE_URL for the browser bundle (canonical links), since it is not GATSBY_-prefixed;
 * - production (build-javascript and build-html, which must agree):
 *   - short CSS-module class names that name their file (gatsby/lib/css-module-names.ts), for a smaller
 *     first HTML response and per-page critical CSS;
 *   - STAND_INS.createLucideIcon and LUCIDE_ICON_RULE, in the HTML and the browser alike, so both render the same <svg>;
 * - build-javascript only (the browser bundle; the HTML is still rendered by the real modules): the
 *   image, Partytown, service-worker stand-ins, and Formik's lodash helpers and hoist-non-react-statics.
 * Icons are imported one module each (`lucide-react/icons/<name>`, a subpath the package exports), so webpack
 * never parses the package's entry with its ~2,000 re-exports.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? "") })],
  })

  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig()
    // The per-page critical CSS recognises a module's rules by these short class names: if Gatsby's rule
    // layout changed and nothing was renamed, say so rather than silently inline the full CSS everywhere.
    if (shortenCssModuleNames(config.module.rules) === 0) {
      throw new Error("gatsby/on-create-webpack-config.ts: no css-loader rule with CSS modules found to shorten class names")
    }
    config.resolve.alias = { ...config.resolve.alias, [`${STAND_INS.createLucideIcon.target}$`]: STAND_INS.createLucideIcon.replacement }
    config.module.rules.push(LUCIDE_ICON_RULE)
    actions.replaceWebpackConfig(config)
  }

  if (stage === "build-javascript") {
    // Gatsby's "commons" chunk takes every module that as many chunks use as there are page components, and
    // every page loads it first. Counted over all chunks, static regions' chunks included (src/components/
    // static-region), it would pull code only regions use (the image stand-in) into every page's first load.
    // Without it, code every template uses still lands in one shared chunk (Gatsby's "shared" group).
    actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { commons: false } } } })
    const { gatsbyPluginImage, partytown, serviceWorker, lodashClone, lodashCloneDeep, lodashToPath, hoistNonReactStatics } = STAND_INS
    const browserOnly = [gatsbyPluginImage, partytown, serviceWorker, lodashClone, lodashCloneDeep, lodashToPath, hoistNonReactStatics]
    actions.setWebpackConfig({
      resolve: {
        alias: Object.fromEntries(browserOnly.map(({ target, replacement }) => [`${target}$`, replacement])),
      },
    })
  }
}

/** Sets css-loader's getLocalIdent on every CSS-module rule, wherever Gatsby nests it. */
export function shortenCssModuleNames(rules: unknown): number {
  let changed = 0
  const visit = (node: any) => {
    if (!node || typeof node !== "object") return
    if (Array.isArray(node)) return node.forEach(visit)
    const loader = typeof node.loader === "string" ? node.loader : ""
    if (/[\\/]css-loader[\\/]/.test(loader) && node.options?.modules && typeof node.options.modules === "object") {
      node.options.modules.getLocalIdent = (context: { resourcePath: string }, _name: string, localName: string) =>
        localIdent(ROOT, context.resourcePath, localName)
      changed += 1
    }
    for (const key of ["oneOf", "use", "rules"]) visit(node[key])
  }
  visit(rules)
  return changed
}
