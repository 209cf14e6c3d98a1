/**
 * The editor's collections, one per content type in src/lib/content/content-types.ts: markdown
 * folders, the list-shaped data files, the site settings and the page copy.
 */
import type { AnySchema } from "yup"
import { DATA_FILES, MARKDOWN_TYPES, SETTINGS, pageCopyTypes, type DataFileType, type MarkdownType } from "../../src/lib/content/content-types"
import { labelOf } from "../../src/lib/content/editor-text"
import { effectiveDescription } from "../lib/describe-schema"
import { fieldsFor, toField, type SchemaLike } from "./fields"
import type { CmsCollection, CmsField } from "./types"

/** A data file whose top level is a list: Decap edits it as { list: [...] } (admin/cms.js registers the format). */
export const ROOT_LIST_FORMAT = "yaml-root-list"
export const ROOT_LIST_FIELD = "list"

const contentPath = (file: string) => `content/${file}`

function markdownCollection({ folder, schema, editor }: MarkdownType): CmsCollection {
  return {
    name: folder,
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
    fields: [
      ...fieldsFor(schema),
      { label: editor.body.label, name: "body", widget: "markdown", required: editor.body.required, hint: editor.body.hint },
    ],
  }
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
  files: [
    { name: "site", label: SETTINGS.editor.label, file: contentPath(SETTINGS.file), description: SETTINGS.editor.description, fields: fieldsFor(SETTINGS.schema) },
  ],
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
    files: pages.map(({ name, file, schema }) => ({ name, label: pageLabel(name), file: contentPath(file), fields: fieldsFor(schema) })),
  }
}

export function collections(): CmsCollection[] {
  const pages = pagesCollection()
  return [...MARKDOWN_TYPES.map(markdownCollection), ...DATA_FILES.map(dataCollection), settingsCollection(), ...(pages ? [pages] : [])]
}
