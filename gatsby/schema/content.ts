/**
 * The GraphQL types of every content type in src/lib/content/content-types.ts, generated from its
 * schema (gatsby/schema/sdl.ts). The build checks the same schemas with clear messages before
 * sourcing (gatsby/on-pre-bootstrap.ts), so "!" here never fails on committed content.
 */
import { DATA_FILES, MARKDOWN_TYPES, pageCopyTypes } from "../../src/lib/content/content-types"
import { typeDefsFor, type NodeDefinition } from "./sdl"

export function contentNodes(): NodeDefinition[] {
  return [
    ...MARKDOWN_TYPES.map(({ nodeType, schema }) => ({ nodeType, schema, markdown: true })),
    ...DATA_FILES.map(({ nodeType, schema }) => ({ nodeType, schema })),
    ...pageCopyTypes().map(({ nodeType, schema }) => ({ nodeType, schema })),
  ]
}

export const contentTypeDefs = () => typeDefsFor(contentNodes())
