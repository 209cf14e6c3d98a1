/** The shape of Decap CMS's config.yml, as far as the generator writes it. */

export interface CmsOption {
  label: string
  value: string
}

export interface CmsField {
  name: string
  label: string
  label_singular?: string
  widget: string
  required: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  options?: Array<string | CmsOption>
  multiple?: boolean
  min?: number
  max?: number
  value_type?: "int" | "float"
  step?: number
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  collapsed?: boolean
  minimize_collapsed?: boolean
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  choose_url?: boolean
  media_library?: { config: { multiple: boolean } }
  /** A relation widget: the entry of another collection this one names. */
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
}

export interface CmsFileEntry {
  name: string
  label: string
  file: string
  description?: string
  fields: CmsField[]
}

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  folder?: string
  files?: CmsFileEntry[]
  extension?: string
  format?: string
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  editor?: { preview: boolean }
  fields?: CmsField[]
}

export interface CmsConfig {
  backend: Record<string, unknown>
  local_backend?: boolean
  publish_mode?: string
  site_url?: string
  display_url?: string
  logo_url?: string
  media_folder: string
  public_folder: string
  slug: { encoding: string; clean_accents: boolean; sanitize_replacement: string }
  collections: CmsCollection[]
}
