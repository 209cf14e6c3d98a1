/**
 * lucide-react's createLucideIcon, without its runtime (Icon, LucideProvider context, class and
 * attribute helpers: about 1 KB gzipped on every page). Every icon module of lucide-react calls this
 * file through a webpack alias in the production builds (plugins/webpack-stand-ins/gatsby-node.ts), for the
 * HTML and the browser alike, so both render the same <svg>: the icons and their drawings still come
 * from lucide-react. Supports the props the site uses (size, color, strokeWidth, absoluteStrokeWidth,
 * className and any SVG attribute); LucideProvider defaults are not read. It expects the icon data the
 * build's lucide-icon loader writes, shapes already joined (LUCIDE_ICON_RULE in the same config file).
 *
 * Two attributes of lucide's markup are left out, about 0.6 KB of gzipped HTML on the home page's 90 icons:
 * `xmlns`, which an <svg> inside HTML does not need (the HTML parser and React both create it in the SVG
 * namespace), and lucide's class names (`lucide lucide-phone`), which no CSS or script here selects.
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from "react"
import type { IconNode } from "../../lib/icons/icon-path"

interface IconData {
  name?: string
  size?: number
  node: IconNode
}

export interface LiteIconProps extends SVGProps<SVGSVGElement> {
  size?: number | string
  absoluteStrokeWidth?: boolean
  children?: ReactNode
}

const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some((key) => (key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null)

export default function createLucideIcon(data: IconData | string, iconNode: IconNode = []) {
  const icon: IconData = typeof data === "string" ? { name: data, node: iconNode } : data
  const box = icon.size ?? 24
  // The shapes come already joined into one <path> where they can be (src/lib/icons/icon-path.ts): the build
  // rewrites lucide's icon modules (gatsby/lib/lucide-icon-module.ts), so no visitor's browser does it.
  const shapes = icon.node
  const Icon = forwardRef<SVGSVGElement, LiteIconProps>(function LucideIcon(
    { color = "currentColor", size = 24, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest },
    ref,
  ) {
    return createElement(
      "svg",
      {
        ref,
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className || undefined,
        ...(children != null || labelled(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...shapes.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    )
  })
  return Icon
}
