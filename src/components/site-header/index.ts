export { SiteHeader } from "./site-header"
