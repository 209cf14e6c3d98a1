import React, { Suspense, useEffect } from "react"
import { normalizePath, useSiteLinks } from "../../hooks/use-site-links"
import { pageHydration } from "../../lib/hydration-mark"
import { langOfPath } from "../../lib/i18n/hiring-paths"
import { uiText } from "../../lib/i18n/ui-text"
import { routes } from "../../lib/routes"
import { ErrorBoundary } from "../error-boundary"
import { SiteHeader } from "../site-header"
import { staticRegion } from "../static-region"
import * as styles from "./layout.module.css"
import { RegionHydrated } from "./region-hydrated"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region). The
// footer is rendered once and kept across navigations; the quick actions leave the quote page's layout.
const SiteFooter = staticRegion("footer", () => import("../site-footer/site-footer").then((m) => m.SiteFooter), { layout: true })
const FloatingActions = staticRegion("quick-actions", () => import("../floating-actions/floating-actions").then((m) => m.FloatingActions))

/**
 * The shell around every page: skip link, header, main content, footer, quick actions.
 *
 * Each region is its own Suspense boundary: React 18 then hydrates the static HTML region by region,
 * in short tasks that yield to the browser, instead of one long task for the whole page (a phone
 * stays responsive while the page comes alive; Total Blocking Time drops). A click on a region not
 * hydrated yet makes React hydrate that region first and replay the click. Nothing here suspends,
 * so on client-side navigation the boundaries change nothing.
 * Each region reports its hydration, and <html data-hydrated> marks the whole page (src/lib/hydration-mark.ts).
 */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const onQuotePage = normalizePath(pathname) === routes.quote
  // The hiring pages are also in Spanish (under /es/): the frame around them speaks their language.
  const lang = langOfPath(normalizePath(pathname))
  const links = useSiteLinks()
  // Runs with the root's commit, before or after the regions hydrate; only the first page's regions count.
  useEffect(() => pageHydration.expect(["root", "header", "main", "footer", ...(onQuotePage ? [] : ["floating-actions"])]), [])
  return (
    <div className={onQuotePage ? styles.shell : `${styles.shell} ${styles.withBar}`}>
      <a href="#main" className={styles.skip}>{uiText(lang).skipToContent}</a>
      <Suspense fallback={null}>
        <SiteHeader pathname={pathname} lang={lang} />
        <RegionHydrated region="header" />
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            {children}
            <RegionHydrated region="main" />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        {/* Kept across navigations, but drawn again (keyed) when the language changes. */}
        <SiteFooter key={lang} links={links} currentPath={pathname} lang={lang} />
        <RegionHydrated region="footer" />
      </Suspense>
      {/* The quote page has its own call and e-mail panel; nothing may cover its submit button. */}
      {!onQuotePage && (
        <Suspense fallback={null}>
          <FloatingActions key={lang} lang={lang} />
          <RegionHydrated region="floating-actions" />
        </Suspense>
      )}
    </div>
  )
}
