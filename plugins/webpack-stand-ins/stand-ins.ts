import fs from "node:fs"
import path from "node:path"
import { mergedIconModule } from "../../gatsby/lib/lucide-icon-module"

// Gatsby runs the build from the site's folder (this file is compiled into .cache/ first).
const ROOT = process.cwd()
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
  /** lucide-react's createLucideIcon, which every icon module imports: the same <svg> without lucide's runtime (the site's module, the plugin's `createLucideIcon` option by default). */
  createLucideIcon: {
    target: `${NODE_MODULES}/lucide-react/dist/esm/createLucideIcon.mjs`,
    replacement: path.join(ROOT, "src/components/icon/create-lucide-icon.ts"),
  },
  /** gatsby-plugin-image's browser entry: the same markup without react-dom/server. */
  gatsbyPluginImage: { target: "gatsby-plugin-image", replacement: path.join(ROOT, "plugins/webpack-stand-ins/browser/browser-image.tsx") },
  /** Gatsby's Partytown browser plugin, a no-op outside `gatsby develop` that pulls gatsby-script in. */
  partytown: { target: `${NODE_MODULES}/gatsby/dist/internal-plugins/partytown/gatsby-browser.js`, replacement: path.join(ROOT, "plugins/webpack-stand-ins/browser/empty-module.ts") },
  /** Gatsby's service-worker registration, required only when a plugin (gatsby-plugin-offline) asks for it. */
  serviceWorker: { target: `${ROOT}/.cache/register-service-worker`, replacement: path.join(ROOT, "plugins/webpack-stand-ins/browser/empty-module.ts") },
  /**
   * The three lodash-es helpers Formik imports that bring lodash's generic clone and its caches (about 4 KB
   * gzipped) into the quote page: each a few lines for what Formik does with it (./browser/,
   * checked against lodash in __tests__/unit/build/formik-stand-ins.test.ts).
   */
  lodashClone: { target: "lodash-es/clone", replacement: path.join(ROOT, "plugins/webpack-stand-ins/browser/clone.ts") },
  lodashCloneDeep: { target: "lodash-es/cloneDeep", replacement: path.join(ROOT, "plugins/webpack-stand-ins/browser/clone-deep.ts") },
  lodashToPath: { target: "lodash-es/toPath", replacement: path.join(ROOT, "plugins/webpack-stand-ins/browser/to-path.ts") },
  /** hoist-non-react-statics, which Formik imports: the same code without react-is (about 1 KB gzipped with it). */
  hoistNonReactStatics: { target: "hoist-non-react-statics", replacement: path.join(ROOT, "plugins/webpack-stand-ins/browser/hoist-non-react-statics.ts") },
} as const

/**
 * lucide-react's icon modules, their shapes joined into one <path> at build time (gatsby/lib/lucide-icon-module.ts)
 * so that the stand-in createLucideIcon renders them as they are, with no joining code in the browser.
 */
export const LUCIDE_ICON_RULE = {
  test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/,
  use: [{ loader: path.join(ROOT, "plugins/webpack-stand-ins/webpack/lucide-icon-loader.cjs"), options: { transform: mergedIconModule } }],
}
