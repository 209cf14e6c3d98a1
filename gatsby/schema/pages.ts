/**
 * GraphQL types for the copy of the home and company pages (content/pages/<name>.yaml
 * becomes <Name>PageYaml). Each has a yup schema in src/lib/content/page-schemas.ts.
 */
export const pageTypeDefs = /* GraphQL */ `
  type PageLink { label: String! to: String! }
`
