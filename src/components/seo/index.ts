export { Seo, pageTitle } from "./seo"
export type { SeoProps } from "./seo"
export { PageHead } from "./page-head"
export type { PageHeadProps } from "./page-head"
