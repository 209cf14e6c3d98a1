import React from "react"
import type { IconNode } from "../../lib/icons/icon-path"
import createLucideIcon from "./create-lucide-icon"

/**
 * An icon named in content, as the page's data carries it: the build resolves the name to lucide's
 * drawing (GraphQL CopyItem.iconData, gatsby/lib/content-icons.ts), so a page ships only the icons it shows.
 */
export interface ContentIcon {
  name?: string
  size?: number
  node: IconNode
}

/** GraphQL types the field as JSON; the build writes a ContentIcon or null. */
export type ContentIconField = Readonly<Record<string, unknown>> | null | undefined

// One component per icon, made once, so a re-render never remounts an <svg>.
const components = new Map<string, ReturnType<typeof createLucideIcon>>()

/** A decorative icon named in content (`icon: leaf`); nothing when the name is missing. */
export function Icon({ icon, size = 24, className }: { icon?: ContentIconField; size?: number; className?: string }) {
  const data = icon as ContentIcon | null | undefined
  if (!data?.node) return null
  const key = data.name ?? JSON.stringify(data.node)
  let Component = components.get(key)
  if (!Component) {
    Component = createLucideIcon(data)
    components.set(key, Component)
  }
  return <Component size={size} aria-hidden="true" className={className} />
}
