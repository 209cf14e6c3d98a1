import type { BreadcrumbList } from "schema-dts"
import { absoluteUrl } from "../../config/site"
import type { Lang } from "../i18n/language"
import { ids } from "./ids"
import { hiringText } from "../i18n/hiring-text"

export interface Crumb {
  name: string
  path: string
}

/** BreadcrumbList for a page below home; Home ("Inicio" on a Spanish page) is always the first item. */
export function breadcrumbNode(trail: Crumb[], lang: Lang = "en"): BreadcrumbList {
  const items = [{ name: hiringText(lang).home, path: "/" }, ...trail]
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
