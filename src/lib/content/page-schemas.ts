/**
 * Schemas for the copy of the home and company pages (content/pages/<name>.yaml).
 * Each entry here is declared as a GraphQL type <Name>PageYaml in gatsby/schema/pages.ts.
 */
import type { AnySchema } from "yup"

export const pageSchemas: Record<string, AnySchema> = {}
