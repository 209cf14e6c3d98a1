import { FULL_STYLESHEET_REQUEST, type FullStylesheetRequest } from "../../plugins/critical-css/markers"

/**
 * Calls `then` once every rule of the site's CSS applies, for a part drawn after the page loaded that its HTML
 * did not have (plugins/critical-css gives a page only its own rules until the visitor's first interaction).
 * At once where no one answers the request: the page has every rule.
 */
export function withFullStylesheet(then: () => void, doc: Document = document): void {
  const request = new CustomEvent<FullStylesheetRequest>(FULL_STYLESHEET_REQUEST, { detail: {} })
  doc.dispatchEvent(request)
  if (request.detail.ready) void request.detail.ready.then(then)
  else then()
}
