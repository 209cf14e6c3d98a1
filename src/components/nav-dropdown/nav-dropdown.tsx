import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import ChevronDown from "lucide-react/icons/chevron-down"
import { useDismiss } from "../../hooks/use-dismiss"
import { useOpenedBeforeHydration } from "../../hooks/use-opened-before-hydration"
import * as styles from "./nav-dropdown.module.css"

export interface DropdownGroup {
  name?: string
  links: { label: string; to: string }[]
}

interface NavDropdownProps {
  label: string
  groups: DropdownGroup[]
  active: boolean
  currentPath: string
  wide?: boolean
}

/**
 * A disclosure menu: opens on hover, click, tap or Enter; closes on Escape, outside click or leaving focus.
 *
 * The links are rendered on first opening, not in every page's HTML: the Locations panel alone is 25
 * cities, about 80 elements and 2 KB of markup on each page for a menu most visits never open. Crawlers
 * still find every city and service from the Service Areas page, the home page and the footer.
 */
export function NavDropdown({ label, groups, active, currentPath, wide }: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  // Once opened, the links stay rendered (hidden when closed), so reopening costs nothing.
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  // Opened by a tap before hydration (gatsby/lib/early-input.ts): its links are drawn now.
  useOpenedBeforeHydration(button, () => setOpen(true))

  const dismiss = useCallback((reason: "escape" | "outside") => {
    setOpen(false)
    if (reason === "escape") button.current?.focus()
  }, [])
  useDismiss(root, open, dismiss)

  const onBlur = (event: React.FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }
  // A mouse opens the menu on hover; the click that follows must not close it again.
  const openedByHover = useRef(false)
  const onPointer = (enter: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return
    openedByHover.current = enter && !open
    setOpen(enter)
  }
  const onClick = () => {
    if (openedByHover.current) openedByHover.current = false
    else setOpen((value) => !value)
  }

  return (
    <li ref={root} className={styles.item} onPointerEnter={onPointer(true)} onPointerLeave={onPointer(false)} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`${styles.trigger} ${active ? styles.active : ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={panelId} className={`${styles.panel} ${wide ? styles.wide : ""}`} hidden={!open}>
        {(open || opened) && groups.map((group) => (
          <div key={group.name ?? label}>
            {group.name && <p className={styles.groupName}>{group.name}</p>}
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={styles.link}
                    aria-current={link.to === currentPath ? "page" : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  )
}
