import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { localIdent } from "./lib/css-module-names"

const ROOT = path.resolve(__dirname, "..")
const NODE_MODULES = path.join(ROOT, "node_modules")

/** A module that exports nothing the production browser bundle calls (see the comments below). */
const STUB = path.join(ROOT, "src/lib/webpack/empty-module.ts")

/**
 * Webpack settings, per stage:
 * - all stages: SITE_URL for the browser bundle (canonical links), since it is not GATSBY_-prefixed;
 * - production (build-javascript and build-html, which must agree):
 *   - short CSS-module class names that name their file (gatsby/lib/css-module-names.ts), for a smaller
 *     first HTML response and per-page critical CSS;
 *   - lucide-react's createLucideIcon -> src/components/icon/create-lucide-icon.ts, the same <svg> without
 *     lucide's runtime (about 1 KB gzipped on every page);
 *   - lucide-react itself -> src/components/icon/lucide-icons.ts, the icons the site uses one module each,
 *     so webpack no longer parses the package's 2,000 re-exported icons (7 s of a cold build);
 * - build-javascript only (the browser bundle; the HTML is still rendered by the real modules):
 *   - gatsby-plugin-image -> src/components/image/browser-image.tsx, which does not ship react-dom/server
 *     (about 21 KB gzipped on every page with an image) nor the plugin's unused helpers (about 4 KB);
 *   - Gatsby's internal Partytown browser plugin -> a stub. In production it does nothing (it returns
 *     unless NODE_ENV is development) but its require() pulls gatsby-script and Partytown's snippet
 *     into every page (about 1.8 KB gzipped); no script here runs off the main thread (the CSP allows
 *     no third-party scripts);
 *   - Gatsby's service-worker registration -> a stub: production-app only requires it when a plugin
 *     answers registerServiceWorker (gatsby-plugin-offline), and this site has none (0.7 KB gzipped).
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
    config.resolve.alias = {
      ...config.resolve.alias,
      [`${NODE_MODULES}/lucide-react/dist/esm/createLucideIcon.mjs$`]: path.join(ROOT, "src/components/icon/create-lucide-icon.ts"),
      "lucide-react$": path.join(ROOT, "src/components/icon/lucide-icons.ts"),
    }
    actions.replaceWebpackConfig(config)
  }

  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      resolve: {
        alias: {
          "gatsby-plugin-image$": path.join(ROOT, "src/components/image/browser-image.tsx"),
          [`${NODE_MODULES}/gatsby/dist/internal-plugins/partytown/gatsby-browser.js$`]: STUB,
          [`${ROOT}/.cache/register-service-worker$`]: STUB,
        },
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
