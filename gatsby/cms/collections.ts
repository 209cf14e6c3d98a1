/**
 * The editor's collections, one per content type in src/lib/content/content-types.ts: markdown
 * folders, the list-shaped data files, the site settings and the page copy.
 */
import type { AnySchema } from "yup"
import {
  DATA_FILES,
  MARKDOWN_TRANSLATIONS,
  MARKDOWN_TYPES,
  SETTINGS_FILES,
  pageCopyTypes,
  type DataFileType,
  type MarkdownType,
  type TranslationType,
} from "../../src/lib/content/content-types"
import { labelOf } from "../../src/lib/content/editor-text"
import { effectiveDescription } from "../lib/describe-schema"
import { fieldsFor, toField, type SchemaLike } from "./fields"
import type { CmsCollection, CmsField } from "./types"

/** A data file whose top level is a list: Decap edits it as { list: [...] } (admin/cms.js registers the format). */
export const ROOT_LIST_FORMAT = "yaml-root-list"
export const ROOT_LIST_FIELD = "list"

const contentPath = (file: string) => `content/${file}`

/** A folder of markdown files, one entry per file named by its slug, with the body as the last field. */
function folderCollection(name: string, folder: string, editor: MarkdownType["editor"], fields: CmsField[]): CmsCollection {
  return {
    name,
    label: editor.label,
    label_singular: editor.singular,
    description: editor.description,
    folder: contentPath(folder),
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: true,
    slug: "{{fields.slug}}",
    identifier_field: editor.identifier,
    summary: editor.summary,
    sortable_fields: [...editor.sortable],
    editor: { preview: false },
    fields: [...fields, { label: editor.body.label, name: "body", widget: "markdown", required: editor.body.required, hint: editor.body.hint }],
  }
}

const markdownCollection = ({ folder, schema, editor }: MarkdownType): CmsCollection => folderCollection(folder, folder, editor, fieldsFor(schema))

/**
 * The Spanish of a markdown type's entries, beside the originals (content/jobs/es/<slug>.md). Decap 3.6's own
 * i18n would name every English file <slug>.en.md (it has no option to keep the default language's file
 * names), so the Spanish is a collection of its own whose file is named by the English entry it translates,
 * picked from a list.
 */
function translationCollection({ folder, original, schema, editor }: TranslationType): CmsCollection {
  const fields = fieldsFor(schema).map((field) =>
    field.name === "slug"
      ? {
          label: "English job",
          name: "slug",
          widget: "relation",
          collection: original,
          value_field: "slug",
          search_fields: ["title", "slug"],
          display_fields: ["title"],
          required: true,
          hint: "The job this is the Spanish of. Its address, type, place, dates and pay come from the English job.",
        }
      : field,
  )
  return folderCollection(editor.name, folder, { ...editor, identifier: "title", sortable: ["slug", "title"] }, fields)
}

/** A yup array schema at the top of a file becomes one list field named "list". */
function rootListField(schema: AnySchema, label: string, singular: string): CmsField {
  return { ...toField(ROOT_LIST_FIELD, effectiveDescription(schema), schema as SchemaLike, label, "(file)"), label_singular: singular }
}

function dataCollection({ file, schema, editor }: DataFileType): CmsCollection {
  return {
    name: editor.name,
    label: editor.label,
    format: ROOT_LIST_FORMAT,
    extension: "yaml",
    editor: { preview: false },
    files: [{ name: editor.name, label: editor.fileLabel, file: contentPath(file), fields: [rootListField(schema, editor.itemLabel, editor.singular)] }],
  }
}

const settingsCollection = (): CmsCollection => ({
  name: "settings",
  label: "Site settings",
  format: "json",
  extension: "json",
  editor: { preview: false },
  files: SETTINGS_FILES.map(({ file, schema, editor }) => ({ name: editor.name, label: editor.label, file: contentPath(file), description: editor.description, fields: fieldsFor(schema) })),
})

const pageLabel = (name: string) => `${labelOf(name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()))} page`

function pagesCollection(): CmsCollection | undefined {
  const pages = pageCopyTypes().sort((a, b) => a.name.localeCompare(b.name))
  if (!pages.length) return undefined
  return {
    name: "pages",
    label: "Page copy",
    format: "yaml",
    extension: "yaml",
    editor: { preview: false },
    files: pages.map(({ name, lang, file, schema }) => ({
      name: lang === "en" ? name : `${name}-${lang}`,
      label: lang === "en" ? pageLabel(name) : `${pageLabel(name)} in Spanish`,
      file: contentPath(file),
      fields: fieldsFor(schema),
    })),
  }
}

export function collections(): CmsCollection[] {
  const pages = pagesCollection()
  return [
    ...MARKDOWN_TYPES.map(markdownCollection),
    ...MARKDOWN_TRANSLATIONS.map(translationCollection),
    ...DATA_FILES.map(dataCollection),
    settingsCollection(),
    ...(pages ? [pages] : []),
  ]
}
