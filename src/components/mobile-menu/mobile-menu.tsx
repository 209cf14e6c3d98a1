import React, { useCallback, useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { ChevronDown, Menu, MessageSquare, Phone, X } from "lucide-react"
import { site } from "../../config/site"
import { useFocusTrap } from "../../hooks/use-focus-trap"
import { useScrollLock } from "../../hooks/use-scroll-lock"
import { companyLinks, type LocationGroup, type SiteLink } from "../../hooks/use-site-links"
import { smsHref, telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import * as styles from "./mobile-menu.module.css"

interface MobileMenuProps {
  currentPath: string
  services: SiteLink[]
  locationGroups: LocationGroup[]
}

/** The small-screen menu: a full-screen dialog with calls to action and collapsible groups. */
export function MobileMenu({ currentPath, services, locationGroups }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(false)

  const close = useCallback(() => setOpen(false), [])
  useScrollLock(open)
  useFocusTrap(dialog, open)

  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLElement>("button, a")?.focus()
    else if (wasOpen.current) toggle.current?.focus()
    wasOpen.current = open
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close()
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open, close])

  const link = ({ label, to }: SiteLink) => (
    <li key={to}>
      <Link to={to} className={styles.link} aria-current={to === currentPath ? "page" : undefined} onClick={close}>
        {label}
      </Link>
    </li>
  )

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Menu size={24} aria-hidden="true" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <div
        id="mobile-menu"
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={styles.dialog}
        hidden={!open}
      >
        <div className={styles.head}>
          <p className={styles.title}>{site.tagline}</p>
          <button type="button" className={styles.close} onClick={close}>
            <X size={24} aria-hidden="true" />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <div className={styles.actions}>
          <ButtonLink to={routes.quote} size="lg" onClick={close}>Get Free Quote</ButtonLink>
          <div className={styles.pair}>
            <ButtonLink to={smsHref()} variant="secondary" icon={<MessageSquare size={18} />} onClick={close}>Text</ButtonLink>
            <ButtonLink to={telHref()} variant="secondary" icon={<Phone size={18} />} onClick={close}>Call</ButtonLink>
          </div>
        </div>
        <nav aria-label="Mobile" className={styles.nav}>
          <ul className={styles.list}>{link({ label: "Home", to: routes.home })}</ul>
          <Group label="Services"><ul className={styles.list}>{services.map(link)}</ul></Group>
          <Group label="Locations">
            {locationGroups.map((group) => (
              <div key={group.name}>
                <p className={styles.groupName}>{group.name}</p>
                <ul className={`${styles.list} ${styles.columns}`}>{group.links.map(link)}</ul>
              </div>
            ))}
          </Group>
          <Group label="Company">
            <ul className={styles.list}>{[...companyLinks, { label: "FAQ", to: routes.faq }].map(link)}</ul>
          </Group>
        </nav>
      </div>
    </>
  )
}

function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = `mobile-group-${label.toLowerCase()}`
  return (
    <div className={styles.group}>
      <button type="button" className={styles.groupToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <ChevronDown size={20} aria-hidden="true" />
      </button>
      <div id={id} hidden={!open} className={styles.groupBody}>{children}</div>
    </div>
  )
}
