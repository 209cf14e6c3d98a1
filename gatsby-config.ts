// First: the site config and the build steps read the environment when they load.
import "./gatsby/load-env"
import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { yamlNodeTypeOf } from "./src/lib/content/content-types"
import { siteNow } from "./gatsby/site-now"
import { TRAILING_SLASH, routes } from "./src/lib/routes"

import { SITEMAP_QUERY, sitemapEntry } from "./gatsby/lib/sitemap"
import { speedSwitch } from "./gatsby/lib/speed-plugins"

/**
 * The techniques that bend Gatsby for speed (docs/architecture.md), one plugin each. SITE_SPEED=off builds
 * plain Gatsby without them, to compare with or to find which one an upgrade broke; the site works the
 * same (its smoke set: __tests__/plain, plugins/README.md). SITE_SPEED_SKIP=<name>,... leaves out some, to
 * measure what each gains (gatsby/lib/speed-plugins.ts). Security is always on.
 */
const SPEED = speedSwitch(process.env)

/**
 * The site's own plugins (plugins/, each with a README), in the order they run; post-build-html first, which
 * checks the plugins' declared needs and order and the speed switch (its options schema: a wrong value stops
 * the build naming it), and security-headers last.
 */
const LOCAL_PLUGINS = ["post-build-html", ...SPEED.plugins, "security-headers"]

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.companyName,
    description: site.description,
    siteUrl: site.siteUrl,
    // The build's "now" (SITE_NOW or the start of the build): pages and templates decide which jobs are
    // open and date JobPosting with it, never with new Date() or site.buildTime.
    now: siteNow().toISOString(),
  },
  // Generated query types (src/gatsby-types.d.ts) are written on build too, so CI's tsc sees them.
  graphqlTypegen: { generateOnBuild: true },
  // `gatsby develop` (npm start) renders a page on the server on a full load and hydrates it, as the
  // production build does, so static regions keep their server HTML there too: a handler or state put in
  // a region does nothing under develop either (src/components/static-region), instead of working only there.
  flags: { DEV_SSR: true },
  // Page paths end with "/" (src/lib/routes.ts explains why): Link, createPage and the sitemap follow this.
  trailingSlash: TRAILING_SLASH,
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: `${__dirname}/content` } },
    "gatsby-transformer-remark",
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // WebP only: every browser in use decodes it (Safari since 14, 2020), so a JPEG fallback in a
      // <picture> only doubled every srcset in the HTML (issue 15). The originals still serve as social
      // previews (`original { src }`). No AVIF: measured here on the site's illustrations, AVIF at the same
      // visual quality is about 30% smaller but takes 15-25 times as long to encode (4 s against 0.2 s
      // per 720 px image; gatsby-plugin-sharp passes no encoder effort), which alone would blow the
      // 60 s cold-build budget on 2 cores. See docs/performance.md.
      options: { defaults: { formats: ["webp"], quality: 70, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      // Pages with noindex (the newsletter confirmation, the assessment's booking page) are left out too: a sitemap lists what should be found.
      // The hiring pages list their other language as xhtml:link alternates (gatsby/lib/sitemap.ts).
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page", "/admin", "/admin/**", routes.newsletterConfirm, routes.assessment],
        query: SITEMAP_QUERY,
        serialize: sitemapEntry,
      },
    },
    // Post-build steps transform the HTML Gatsby wrote, kept by post-build-html, in this order.
    { resolve: "post-build-html", options: { pipeline: LOCAL_PLUGINS, speed: SPEED.speed, skipped: SPEED.skipped } },
    ...SPEED.plugins,
    {
      resolve: "security-headers",
      // The Content-Security-Policy's connect-src names the backend; /admin's editor loads from Decap's base URL.
      options: { supabaseUrl: process.env.GATSBY_SUPABASE_URL || undefined, decapBaseUrl: process.env.DECAP_BASE_URL || undefined },
    },
  ],
}

/**
 * content/data/faq.yaml -> FaqYaml, content/pages/home.yaml -> HomePageYaml: the node type the content
 * types name (src/lib/content/content-types.ts). The content check stops the build on any other YAML file
 * before it is sourced, so the fallback is never used.
 */
function yamlTypeName({ node }: { node: { relativeDirectory?: string; name: string } }): string {
  return yamlNodeTypeOf(`${node.relativeDirectory}/${node.name}.yaml`) ?? "UncheckedYaml"
}

export default config
