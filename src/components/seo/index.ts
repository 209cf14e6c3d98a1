export { Seo, pageTitle } from "./seo"
export type { SeoProps } from "./seo"
