/**
 * The GraphQL types of every content type in src/lib/content/content-types.ts, generated from its
 * schema (gatsby/schema/sdl.ts). The build checks the same schemas with clear messages before
 * sourcing (gatsby/on-pre-bootstrap.ts), so "!" here never fails on committed content.
 */
import { DATA_FILES, MARKDOWN_TRANSLATIONS, MARKDOWN_TYPES, pageCopyTypes, translationsOf } from "../../src/lib/content/content-types"
import { typeDefsFor, type NodeDefinition } from "./sdl"

/** An entry's link to its translation (Job.es: the JobEs of the same slug, or null). */
const translationLinks = (folder: string) =>
  translationsOf(folder).map(({ lang, nodeType }) => `${lang}: ${nodeType} @link(by: "slug", from: "slug")`)

/** Page copy in two languages: its language, from its file's name (@languageOfFile), to select by. */
export const PAGE_LANGUAGE_FIELD = "lang: String! @languageOfFile"

export function contentNodes(): NodeDefinition[] {
  // One node type per page, whatever the number of languages it is written in.
  const pages = pageCopyTypes().filter((page) => page.lang === "en")
  return [
    ...MARKDOWN_TYPES.map(({ nodeType, schema, folder }) => ({ nodeType, schema, markdown: true, extraFields: translationLinks(folder) })),
    ...MARKDOWN_TRANSLATIONS.map(({ nodeType, schema }) => ({ nodeType, schema, markdown: true })),
    ...DATA_FILES.map(({ nodeType, schema }) => ({ nodeType, schema })),
    ...pages.map(({ nodeType, schema, translated }) => ({ nodeType, schema, extraFields: translated ? [PAGE_LANGUAGE_FIELD] : [] })),
  ]
}

export const contentTypeDefs = () => typeDefsFor(contentNodes())
