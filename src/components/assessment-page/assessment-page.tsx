/**
 * /assessment/?quote=<id>&key=<key>: the page the links in our booking e-mails open (issue 31). The same
 * booking panel as under the quote form, with the quote's current booking to move or cancel. The link is read
 * once the page runs (the static HTML is the same for every quote: a heading and "Opening your booking…"); a
 * change made through it ends that link, so the address bar takes the new key the database returns, and a
 * reload or a bookmark keeps working. Opened in the tab that sent the quote, `?quote=<id>` alone is enough: that
 * tab kept the quote's booking token (src/lib/booking/token-storage.ts).
 */
import React, { useEffect, useState } from "react"
import { Link } from "gatsby"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import type { QuoteAccess } from "../../lib/booking/access"
import { accessOf, withKey } from "../../lib/booking/page-access"
import { ASSESSMENT_PAGE } from "../../lib/booking/panel-text"
import { telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { BookingPanel } from "../booking-panel"
import { KeepTogether } from "../keep-together"
import { StatusLine } from "../status-line"
import { Spinner } from "../submit-button"
import * as styles from "./assessment-page.module.css"

export function AssessmentPage({ search }: { search: string }) {
  // undefined until the page runs: the server's HTML cannot know the link.
  const [access, setAccess] = useState<QuoteAccess | null | undefined>(undefined)

  useEffect(() => {
    setAccess(accessOf(search))
  }, [search])

  const replaceKey = (key: string) => {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${withKey(window.location.search, key)}${window.location.hash}`)
  }

  return (
    <section className={styles.page} aria-labelledby="assessment-heading">
      <h1 id="assessment-heading" className={styles.heading}>
        <KeepTogether>{ASSESSMENT_PAGE.heading}</KeepTogether>
      </h1>
      {/* The room the panel takes, held from the server's HTML on: what the link opens (a booking, a dead end)
          is known only once the page runs, and the line and footer below must not jump when it appears. */}
      <div className={styles.slot}>
        {access === undefined ? (
          <StatusLine className={styles.opening} icon={<Spinner />}>{ASSESSMENT_PAGE.opening}</StatusLine>
        ) : (
          <BookingPanel access={access} place="link" onKeyChange={replaceKey} />
        )}
      </div>
      <p className={styles.more}>
        {ASSESSMENT_PAGE.noQuote} <Link to={routes.quote}>{ASSESSMENT_PAGE.quoteLink}</Link>
        <span aria-hidden="true"> · </span>
        <a href={telHref()} className={styles.phone}>
          <Phone size={16} aria-hidden="true" />
          {site.phoneDisplay}
        </a>
      </p>
    </section>
  )
}
