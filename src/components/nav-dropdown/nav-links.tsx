import React from "react"
import { Link } from "gatsby"
import type { DropdownGroup } from "./nav-dropdown"
import * as styles from "./nav-dropdown.module.css"

/**
 * A dropdown's links (and its groups' names): markup only, a static region of NavDropdown. On the page a
 * visitor lands on, they are the server's HTML; the region routes, prefetches and marks them as Gatsby's
 * Link does, and NavDropdown closes on a click on any of them. `current` is the page's path (the region's own
 * `currentPath` is for the kept HTML: it marks the links there as the visitor navigates).
 */
export function NavLinks({ label, groups, current }: { label: string; groups: DropdownGroup[]; current: string }) {
  return (
    <>
      {groups.map((group) => (
        <React.Fragment key={group.name ?? label}>
          {group.name && <p className={styles.groupName}>{group.name}</p>}
          {group.links.map((link) => (
            <Link key={link.to} to={link.to} aria-current={link.to === current ? "page" : undefined}>
              {link.label}
            </Link>
          ))}
        </React.Fragment>
      ))}
    </>
  )
}
