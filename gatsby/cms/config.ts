/**
 * The Decap CMS configuration for /admin, generated from the content types
 * (src/lib/content/content-types.ts and their schemas), so the editor asks for the same fields,
 * with the same required flags, patterns and choices, as the build checks.
 *
 * gatsby/admin.ts writes the result to public/admin/config.yml after a build and serves it
 * under `gatsby develop`. __tests__/unit/cms-config.test.ts checks it against the schemas.
 */
import { backendOf, type CmsOptions } from "./backend"
import { collections } from "./collections"
import type { CmsConfig, CmsField } from "./types"

/** Uploads go to content/images; content files name them ../images/<file> (seen from their folder), as gatsby-plugin-image reads them. */
const MEDIA = { media_folder: "content/images", public_folder: "../images" } as const

export function buildCmsConfig(options: CmsOptions = {}): CmsConfig {
  const config: CmsConfig = {
    backend: backendOf(options),
    publish_mode: "simple",
    ...MEDIA,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: collections(),
  }
  if (options.localBackend) config.local_backend = true
  if (options.siteUrl) {
    config.site_url = options.siteUrl
    config.display_url = options.siteUrl
  }
  config.logo_url = "/favicon.svg"
  return config
}

/** A field's pattern as a RegExp, for tests: the yup source it came from stays readable. */
export const patternOf = (field: CmsField) => (field.pattern ? new RegExp(field.pattern[0]) : undefined)
