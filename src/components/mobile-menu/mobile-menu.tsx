import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react"
import Menu from "lucide-react/icons/menu"
import X from "lucide-react/icons/x"
import { useScrollLock } from "../../hooks/use-scroll-lock"
import { useOpenedBeforeHydration } from "../../hooks/use-opened-before-hydration"
import { companyLinksIn, type LocationGroup, type SiteLink } from "../../hooks/use-site-links"
import type { Lang } from "../../lib/i18n/language"
import { uiText } from "../../lib/i18n/ui-text"
import { routes } from "../../lib/routes"
import { ErrorBoundary } from "../error-boundary"
import * as styles from "./mobile-menu.module.css"

interface MobileMenuProps {
  currentPath: string
  services: SiteLink[]
  locationGroups: LocationGroup[]
  lang?: Lang
}

// The dialog's contents (some 60 links, already in the desktop navigation, and the focus trap) are
// neither in each page's first HTML response nor in its first JavaScript: they load when the menu is
// first wanted. Pointing at, focusing or touching the button starts the load before the click.
const loadContent = () => import("./mobile-menu-content")
const MobileMenuContent = lazy(loadContent)

/**
 * When the menu's chunk cannot be fetched (offline, or a page open since before a deploy that removed
 * it): the main pages as plain links, whose full page loads also pick up the current deploy.
 */
function MenuUnavailable({ onClose, lang }: { onClose: () => void; lang: Lang }) {
  const { nav, menu } = uiText(lang)
  const links = [{ label: nav.home, to: routes.home }, ...companyLinksIn(lang), { label: menu.freeQuote, to: routes.quote }]
  return (
    <>
      <div className={styles.head}>
        <p className={styles.title}>{menu.title}</p>
        {/* The contents' focus trap did not load: take focus into the dialog here. */}
        <button type="button" className={styles.close} onClick={onClose} autoFocus>
          <X size={22} aria-hidden="true" />
          <span className="visually-hidden">{menu.close}</span>
        </button>
      </div>
      <p role="alert">{menu.unavailable}</p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <a className={styles.link} href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The small-screen menu: a full-screen dialog with calls to action and collapsible groups. */
export function MobileMenu({ currentPath, services, locationGroups, lang = "en" }: MobileMenuProps) {
  const { menu } = uiText(lang)
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(false)
  const close = useCallback(() => setOpen(false), [])
  // Here, not in the lazily loaded contents: the dialog covers the page from the click on, also
  // while its contents are still arriving or when they cannot load.
  useScrollLock(open)
  // Opened by a tap before hydration (gatsby/lib/early-input.ts): the menu's contents load now.
  useOpenedBeforeHydration(toggle, () => {
    setUsed(true)
    setOpen(true)
  })

  useEffect(() => {
    if (!open && wasOpen.current) toggle.current?.focus()
    wasOpen.current = open
    if (!open) return
    // Here, not in the lazily loaded contents, so Escape works even before they have arrived.
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close()
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open, close])

  const preload = () => {
    // A failed early load is shown, if the menu is opened, by the boundary around the contents.
    loadContent().catch(() => undefined)
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <Menu size={24} aria-hidden="true" />
        <span className="visually-hidden">{menu.open}</span>
      </button>
      <div
        id="mobile-menu"
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={menu.title}
        className={styles.dialog}
        hidden={!open}
      >
        {used && (
          <ErrorBoundary fallback={<MenuUnavailable onClose={close} lang={lang} />}>
            <Suspense fallback={null}>
              <MobileMenuContent
                open={open}
                onClose={close}
                dialog={dialog}
                currentPath={currentPath}
                services={services}
                locationGroups={locationGroups}
                lang={lang}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </>
  )
}
