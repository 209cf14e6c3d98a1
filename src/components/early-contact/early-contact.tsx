import React from "react"
import { site } from "../../config/site"
import { mailtoHref, smsHref, telHref } from "../../lib/contact-links"

interface EarlyContactProps {
  /** The e-mail the link starts (the quote form's fallback names its subject); the plain address by default. */
  mailto?: string
}

/**
 * What a form says where JavaScript is off: it cannot send from this browser (its native submission is
 * refused by the page's CSP, form-action 'none', and a form's method is post, so nothing typed can go
 * into an address), and how to reach the company instead. In a <noscript>: browsers running scripts
 * neither show nor parse it, and React does not hydrate into it. A plain paragraph, with no CSS of its own:
 * the page's inlined first-screen CSS is chosen with scripting on, when the notice is not there.
 */
export function EarlyContact({ mailto = mailtoHref() }: EarlyContactProps) {
  return (
    <noscript>
      <p role="note">
        This form needs JavaScript, which is off in this browser, so it cannot send from here. Call{" "}
        <a href={telHref()}>{site.phoneDisplay}</a>, text <a href={smsHref()}>{site.phoneDisplay}</a> or e-mail{" "}
        <a href={mailto}>{site.email}</a>.
      </p>
    </noscript>
  )
}
