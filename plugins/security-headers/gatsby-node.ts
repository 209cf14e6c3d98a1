import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { pageFiles, sitePath, transformPages } from "../post-build-html/pages"
import { MAX_HEADER_LINE, adminContentSecurityPolicy, contentSecurityPolicy, headerLine, headerRules, headersFileText, inlineScripts, sha256Source, withMetaPolicy } from "./security-headers"

export interface SecurityHeadersOptions extends PluginOptions {
  /** The Supabase project's URL (GATSBY_SUPABASE_URL): the only other origin pages may connect to. */
  supabaseUrl?: string
  /** The OAuth server /admin's editor logs in through (DECAP_BASE_URL), where the site is not on Netlify. */
  decapBaseUrl?: string
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    supabaseUrl: Joi.string().uri({ scheme: ["http", "https"] }).description("GATSBY_SUPABASE_URL: the origin pages may connect to besides their own"),
    decapBaseUrl: Joi.string().uri({ scheme: ["http", "https"] }).description("DECAP_BASE_URL: the OAuth server /admin's editor logs in through"),
  })

/**
 * Last of the post-build steps, on every build (SITE_SPEED=off too): every page's executable inline
 * scripts are hashed, and public/_headers is written with one Content-Security-Policy for all pages
 * allowing exactly those hashes, the /admin editor's own policy (gatsby/admin.ts writes /admin on every
 * build, after the plugins' steps), and the other security and caching headers.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  const { supabaseUrl, decapBaseUrl } = options as SecurityHeadersOptions
  const publicDir = path.join(process.cwd(), "public")
  const files = pageFiles(publicDir)
  const hashes = new Map<string, string[]>()
  for (const file of files) {
    for (const script of inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8"))) {
      const hash = sha256Source(script)
      hashes.set(hash, [...(hashes.get(hash) ?? []), file])
    }
  }
  const csp = contentSecurityPolicy({ scriptHashes: hashes.keys(), supabaseUrl })
  // Cloudflare Pages ignores header lines over 2,000 characters: many distinct inline scripts mean
  // some page renders a script of its own, which belongs in a file (or in page-path-script.ts).
  const cspLine = headerLine("Content-Security-Policy", csp).length
  if (cspLine > MAX_HEADER_LINE) {
    const perPage = [...hashes].filter(([, pages]) => pages.length < files.length / 2).slice(0, 5)
    reporter.panicOnBuild(
      `The Content-Security-Policy line in _headers is ${cspLine} characters (limit ${MAX_HEADER_LINE}): ${hashes.size} distinct inline scripts. ` +
        `Scripts found on few pages: ${perPage.map(([hash, pages]) => `${hash} in ${pages.slice(0, 3).join(", ")}`).join("; ")}`,
    )
    return
  }
  const pages = files.filter((file) => file.endsWith("index.html")).map(sitePath)
  const adminPolicy = adminContentSecurityPolicy({ decapBaseUrl })
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFileText(headerRules({ sitePolicy: csp, htmlPaths: pages, adminPolicy })))
  // What hosts serve for unknown paths: its own copy of the policy, for paths no _headers rule gives one.
  transformPages(publicDir, (html) => withMetaPolicy(html, csp), files.filter((file) => file === "404.html"))
  reporter.info(`security-headers: public/_headers written, ${hashes.size} inline script hashes across ${files.length} HTML files`)
}
