import React, { useEffect, useState, type RefObject } from "react"
import { Link } from "gatsby"
import ChevronDown from "lucide-react/icons/chevron-down"
import MessageSquare from "lucide-react/icons/message-square"
import Phone from "lucide-react/icons/phone"
import X from "lucide-react/icons/x"
import { site } from "../../config/site"
import { useFocusTrap } from "../../hooks/use-focus-trap"
import { companyLinksIn, type LocationGroup, type SiteLink } from "../../hooks/use-site-links"
import type { Lang } from "../../lib/i18n/language"
import { uiText } from "../../lib/i18n/ui-text"
import { smsHref, telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import * as styles from "./mobile-menu.module.css"

interface MobileMenuContentProps {
  open: boolean
  onClose: () => void
  dialog: RefObject<HTMLDivElement | null>
  currentPath: string
  services: SiteLink[]
  locationGroups: LocationGroup[]
  lang?: Lang
}

/** What the mobile menu dialog shows; loaded when the menu is first wanted (see mobile-menu.tsx). */
export default function MobileMenuContent({ open, onClose, dialog, currentPath, services, locationGroups, lang = "en" }: MobileMenuContentProps) {
  const { nav, menu, tagline } = uiText(lang)
  useFocusTrap(dialog, open)

  // Focus moves into the dialog when it opens (also when these contents arrive after the click).
  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLElement>("button, a")?.focus()
  }, [open, dialog])

  const link = ({ label, to }: SiteLink) => (
    <li key={to}>
      <Link to={to} className={styles.link} aria-current={to === currentPath ? "page" : undefined} onClick={onClose}>
        {label}
      </Link>
    </li>
  )

  return (
    <>
      <div className={styles.head}>
        <p className={styles.title}>{tagline ?? site.tagline}</p>
        <button type="button" className={styles.close} onClick={onClose}>
          <X size={24} aria-hidden="true" />
          <span className="visually-hidden">{menu.close}</span>
        </button>
      </div>
      <div className={styles.actions}>
        <ButtonLink to={routes.quote} size="lg" onClick={onClose}>{nav.getFreeQuote}</ButtonLink>
        <div className={styles.pair}>
          <ButtonLink to={smsHref()} variant="secondary" icon={<MessageSquare size={18} />} onClick={onClose}>{menu.text}</ButtonLink>
          <ButtonLink to={telHref()} variant="secondary" icon={<Phone size={18} />} onClick={onClose}>{menu.call}</ButtonLink>
        </div>
      </div>
      <nav aria-label={nav.mobile} className={styles.nav}>
        <ul className={styles.list}>{link({ label: nav.home, to: routes.home })}</ul>
        <Group id="services" label={nav.services}><ul className={styles.list}>{services.map(link)}</ul></Group>
        <Group id="locations" label={nav.locations}>
          {locationGroups.map((group) => (
            <div key={group.name}>
              <p className={styles.groupName}>{group.name}</p>
              <ul className={`${styles.list} ${styles.columns}`}>{group.links.map(link)}</ul>
            </div>
          ))}
        </Group>
        <Group id="company" label={nav.company}>
          <ul className={styles.list}>{[...companyLinksIn(lang), { label: nav.faq, to: routes.faq }].map(link)}</ul>
        </Group>
      </nav>
    </>
  )
}

function Group({ id: name, label, children }: { id: string; label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = `mobile-group-${name}`
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
