import React, { useCallback, useLayoutEffect, useRef, useState } from "react"
import { useDismiss } from "../../hooks/use-dismiss"
import { isWideNav } from "../../lib/nav-layout"
import { staticRegion } from "../static-region"
import * as styles from "./nav-dropdown.module.css"

// The links are markup only, kept as the server rendered them (src/components/static-region): the header's
// dropdowns hold 39 links on every page, and as Gatsby Links each was a few components and an
// IntersectionObserver of its own for React to hydrate on a slow phone.
const NavLinks = staticRegion("nav-links", () => import("./nav-links").then((m) => m.NavLinks), { layout: true })

export interface DropdownGroup {
  name?: string
  links: { label: string; to: string }[]
}

interface NavDropdownProps {
  label: string
  groups: DropdownGroup[]
  active?: boolean
  currentPath: string
  wide?: boolean
  className?: string
}

/** The header's dropdowns share a name: the platform keeps one of them open at a time. */
const GROUP_NAME = "site-nav"

/**
 * A group of the header's links: a dropdown on the bar, a collapsible group in the phone menu (the same
 * element; its CSS module draws both). It is a `<details>`, so the platform opens it on a tap, Enter or Space
 * before hydration and with JavaScript off, and screen readers hear a disclosure named by its label, with
 * its state. Its links are in the page's HTML (plain links, no list: the bar and the phone menu carry each
 * link once, and a lean panel keeps home's element count down).
 *
 * Once the page is alive React's state drives it (the summary's click is React's, the platform's toggle
 * prevented): on the bar it also opens on hover and closes on Escape (focus back on it), on a press outside
 * or when focus leaves it. At hydration (a layout effect, before the next paint) it adopts a panel the
 * visitor opened before, so the next tap closes it.
 */
export function NavDropdown({ label, groups, active, currentPath, wide, className }: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLLIElement>(null)
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    if (details.current?.open) setOpen(true)
  }, [])

  const dismiss = useCallback((reason: "escape" | "outside") => {
    // In the phone menu a group stays open until its own summary (or the menu) closes it.
    if (reason === "outside" && !isWideNav()) return
    setOpen(false)
    if (reason === "escape") summary.current?.focus()
  }, [])
  useDismiss(root, open, dismiss)

  const onBlur = (event: React.FocusEvent) => {
    if (isWideNav() && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }
  // A mouse opens the dropdown on hover; the click that follows must not close it again.
  const openedByHover = useRef(false)
  const onPointer = (enter: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse" || !isWideNav()) return
    openedByHover.current = enter && !open
    setOpen(enter)
  }
  const onClick = (event: React.MouseEvent) => {
    event.preventDefault()
    if (openedByHover.current) openedByHover.current = false
    else setOpen(!open)
  }
  // A link followed closes the dropdown (the region routes the click itself).
  const onLinkClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a[href]")) setOpen(false)
  }
  // The region keeps its first HTML: a change of its links (another language's menu) mounts it anew.
  const content = groups.flatMap((group) => [group.name ?? "", ...group.links.map((link) => `${link.to} ${link.label}`)]).join("|")

  return (
    <li ref={root} className={className ? `${styles.item} ${className}` : styles.item} onPointerEnter={onPointer(true)} onPointerLeave={onPointer(false)} onBlur={onBlur}>
      {/* What the platform changes itself (another dropdown of the group opened) comes back as a toggle. */}
      <details ref={details} name={GROUP_NAME} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} onClick={onLinkClick}>
        <summary ref={summary} className={active ? `${styles.trigger} ${styles.active}` : styles.trigger} onClick={onClick}>
          {label}
        </summary>
        <NavLinks key={content} className={wide ? `${styles.panel} ${styles.wide}` : styles.panel} label={label} groups={groups} current={currentPath} currentPath={currentPath} />
      </details>
    </li>
  )
}
