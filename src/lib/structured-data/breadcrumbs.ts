import type { BreadcrumbList } from "schema-dts"
import { absoluteUrl } from "../../config/site"
import { ids } from "./ids"

export interface Crumb {
  name: string
  path: string
}

/** BreadcrumbList for a page below home; Home is always the first item. */
export function breadcrumbNode(trail: Crumb[]): BreadcrumbList {
  const items = [{ name: "Home", path: "/" }, ...trail]
  const last = items[items.length - 1]
  return {
    "@type": "BreadcrumbList",
    "@id": ids.breadcrumb(last.path),
    itemListElement: items.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}
