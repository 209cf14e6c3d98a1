import React from "react"
import { normalizePath } from "../../hooks/use-site-links"
import { routes } from "../../lib/routes"
import { ErrorBoundary } from "../error-boundary"
import { FloatingActions } from "../floating-actions"
import { SiteFooter } from "../site-footer"
import { SiteHeader } from "../site-header"
import * as styles from "./layout.module.css"

/** The shell around every page: skip link, header, main content, footer, quick actions. */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const onQuotePage = normalizePath(pathname) === routes.quote
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>Skip to main content</a>
      <SiteHeader pathname={pathname} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </main>
      <SiteFooter />
      {/* The quote page has its own call and e-mail panel; nothing may cover its submit button. */}
      {!onQuotePage && <FloatingActions />}
    </div>
  )
}
