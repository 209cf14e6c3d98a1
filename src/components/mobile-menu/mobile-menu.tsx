import React, { useCallback, useEffect, useRef, useState } from "react"
import Menu from "lucide-react/icons/menu"
import { useFocusTrap } from "../../hooks/use-focus-trap"
import { POPOVER, popoverTarget, usePopover } from "../../hooks/use-popover"
import { useScrollLock } from "../../hooks/use-scroll-lock"
import type { Lang } from "../../lib/i18n/language"
import { uiText } from "../../lib/i18n/ui-text"
import { WIDE_NAV_QUERY } from "../../lib/nav-layout"
import { staticRegion } from "../static-region"
import { MENU_ID } from "./menu-id"
import * as styles from "./mobile-menu.module.css"

// Markup only, kept as the server rendered it (src/components/static-region): its links and its close
// button work without its code, and the panel's click handler below answers them once the page is alive.
const MenuHead = staticRegion("menu-head", () => import("./menu-head").then((m) => m.MenuHead), { layout: true })

/**
 * The small-screen menu, and on wide screens the header's navigation bar: one panel, so every link is in
 * the page once. The panel is a `popover` its toggle opens, so on a phone it opens before hydration and
 * with JavaScript off; from 75rem (WIDE_NAV_QUERY) its CSS shows it, closed, as the bar, and hides what
 * only the phone menu has (the heading, the close button, the calls to action). Once the page is alive
 * React's state drives it (src/hooks/use-popover.ts), with what a modal dialog needs: the dialog role while
 * open, a focus trap, focus in and back, a scroll lock, and closing on Escape or on a link.
 */
export function MobileMenu({ lang = "en", children }: { lang?: Lang; children: React.ReactNode }) {
  const { menu } = uiText(lang)
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  const supported = usePopover(panel, open, setOpen)
  // The server's HTML has no aria-expanded on the toggle: HTML forbids it beside popovertarget (the Nu checker
  // reports it), because the platform is to expose the popover's state itself. Chromium does; Firefox ESR 140
  // does not (docs/architecture.md, "Browsers"), so once the page is alive the toggle says it itself (before
  // hydration the early head script does, gatsby/lib/early-input.ts), in agreement with Chromium's own.
  const [alive, setAlive] = useState(false)
  useEffect(() => setAlive(true), [])
  useScrollLock(open)
  useFocusTrap(panel, open)

  // Focus goes in when the toggle opens the menu (not when hydration takes over a menu opened before: the
  // visitor is already in it) and back to the toggle when it closes.
  const focusIn = useRef(false)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open && focusIn.current) panel.current?.querySelector<HTMLElement>("button, a")?.focus()
    if (!open && wasOpen.current) toggle.current?.focus()
    focusIn.current = false
    wasOpen.current = open
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close()
    document.addEventListener("keydown", onKey)
    // A window widened past the phone layout while the menu is open: the bar takes its place.
    const wide = typeof window.matchMedia === "function" ? window.matchMedia(WIDE_NAV_QUERY) : null
    const onWide = () => wide?.matches && close()
    wide?.addEventListener("change", onWide)
    return () => {
      document.removeEventListener("keydown", onKey)
      wide?.removeEventListener("change", onWide)
    }
  }, [open, close])

  // A link followed or the close button: the menu closes (the platform's own hide is React's to do now).
  const onPanelClick = (event: React.MouseEvent) => {
    const target = event.target as Element
    if (target.closest("a[href]")) close()
    else if (target.closest(`[popovertargetaction="hide"]`)) {
      event.preventDefault()
      close()
    }
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={alive ? open : undefined}
        aria-controls={MENU_ID}
        {...popoverTarget(MENU_ID)}
        onClick={(event) => {
          event.preventDefault()
          focusIn.current = true
          setOpen(true)
        }}
      >
        <Menu size={24} aria-hidden="true" />
        <span className="visually-hidden">{menu.open}</span>
      </button>
      <div
        id={MENU_ID}
        ref={panel}
        className={styles.menu}
        {...POPOVER}
        // The dialog only while it is one: on wide screens this panel is the navigation bar.
        {...(open ? { role: "dialog", "aria-modal": true, "aria-label": menu.title } : {})}
        data-open={!supported && open ? "" : undefined}
        onClick={onPanelClick}
      >
        <MenuHead key={lang} lang={lang} />
        {children}
      </div>
    </>
  )
}
