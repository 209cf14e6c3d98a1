import { absoluteUrl } from "../../config/site"

/** Stable @id values so page nodes can point at the site-wide ones. */
export const ids = {
  organization: absoluteUrl("/#organization"),
  localBusiness: absoluteUrl("/#localbusiness"),
  website: absoluteUrl("/#website"),
  webpage: (path: string) => `${absoluteUrl(path)}#webpage`,
  breadcrumb: (path: string) => `${absoluteUrl(path)}#breadcrumb`,
}
