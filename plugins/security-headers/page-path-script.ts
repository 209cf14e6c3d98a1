/**
 * Gatsby writes the page's path into an inline script (`window.pagePath="/services/office-cleaning"`),
 * so that one script differs on every page, and a Content-Security-Policy listing inline scripts by
 * hash would need one hash per page: too long for one header line, and a policy per page cannot cover
 * the 404 page a host serves for any unknown URL. This moves the path into a data attribute and
 * makes the script the same on every page; Gatsby's runtime reads the same window.pagePath.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react"

const GATSBY_PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");([\s\S]*)\/\*\]\]>\*\/$/

export const PAGE_PATH_SCRIPT = `window.pagePath=document.getElementById("gatsby-script-loader").getAttribute("data-page-path");`

/** The page-independent version of Gatsby's page-path script; any other element is returned as is. */
export function pageIndependentScript(element: ReactNode): ReactNode {
  if (!isValidElement(element)) return element
  const props = element.props as { id?: string; dangerouslySetInnerHTML?: { __html?: string } }
  if (props.id !== "gatsby-script-loader") return element
  const match = GATSBY_PAGE_PATH.exec(props.dangerouslySetInnerHTML?.__html ?? "")
  if (!match) return element
  const [, pagePathJson, rest] = match
  // `rest` is page-independent (the compilation hash when slices are off); window.pageData would not be.
  if (rest.includes("window.pageData")) return element
  return cloneElement(element as ReactElement<Record<string, unknown>>, {
    "data-page-path": JSON.parse(pagePathJson),
    dangerouslySetInnerHTML: { __html: `/*<![CDATA[*/${PAGE_PATH_SCRIPT}${rest}/*]]>*/` },
  })
}
