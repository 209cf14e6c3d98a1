/**
 * The site's languages. Everything is in English; the hiring pages (careers, the jobs list and each open
 * job) are also in Spanish, under /es/ (src/lib/routes.ts says why).
 */
export const LANGUAGES = ["en", "es"] as const

export type Lang = (typeof LANGUAGES)[number]

/** BCP 47 tags as <html lang>, hreflang and schema.org's inLanguage use them: US English, US Spanish. */
export const LANGUAGE_TAGS: Record<Lang, string> = { en: "en-US", es: "es-US" }

/** Open Graph's locale form of the same. */
export const OG_LOCALES: Record<Lang, string> = { en: "en_US", es: "es_US" }

/**
 * The language of a file under content/: a job's Spanish is in jobs/es/, a page's beside it as <name>.es.yaml
 * (beside, so its image paths are the English file's); everything else is English.
 */
export const langOfContentFile = (relativePath: string): Lang => (/(^|\/)es\/[^/]+$|\.es\.[a-z]+$/.test(relativePath) ? "es" : "en")
