import React from "react"
import { Link } from "gatsby"
import * as styles from "./button.module.css"

type Variant = "primary" | "secondary" | "ghost" | "light" | "outline-light"
type Size = "md" | "lg" | "sm"

export interface ButtonLinkProps {
  /** A site path ("/quote") renders a Gatsby Link; anything else (tel:, sms:, mailto:) a plain anchor. */
  to: string
  children: React.ReactNode
  variant?: Variant
  size?: Size
  icon?: React.ReactNode
  className?: string
  onClick?: () => void
  "aria-label"?: string
}

const VARIANT_CLASS: Record<Variant, string> = {
  primary: styles.primary,
  secondary: styles.secondary,
  ghost: styles.ghost,
  light: styles.light,
  "outline-light": styles.outlineLight,
}

export const buttonClass = (variant: Variant = "primary", size: Size = "md", extra = "") =>
  [styles.button, VARIANT_CLASS[variant], styles[size], extra].filter(Boolean).join(" ")

/** A link that looks like a button: calls to action, phone and e-mail buttons. */
export function ButtonLink({ to, children, variant, size, icon, className, ...rest }: ButtonLinkProps) {
  const content = (
    <>
      {icon && <span className={styles.icon} aria-hidden="true">{icon}</span>}
      <span>{children}</span>
    </>
  )
  const cls = buttonClass(variant, size, className)
  return to.startsWith("/") ? (
    <Link to={to} className={cls} {...rest}>{content}</Link>
  ) : (
    <a href={to} className={cls} {...rest}>{content}</a>
  )
}
