/** The /admin configuration generator: see config.ts. */
export { buildCmsConfig, patternOf } from "./config"
export { backendOf, DEFAULT_REPO, optionsFromEnv, type CmsOptions } from "./backend"
export { collections, ROOT_LIST_FIELD, ROOT_LIST_FORMAT } from "./collections"
export { fieldsFor, IMAGE_PREFIX, toField } from "./fields"
export type { CmsCollection, CmsConfig, CmsField, CmsOption } from "./types"
export { effectiveDescription, type Description } from "../lib/describe-schema"
