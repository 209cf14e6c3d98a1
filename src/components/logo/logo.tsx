import React from "react"
import { Link } from "gatsby"
import Sparkles from "lucide-react/icons/sparkles"
import { site } from "../../config/site"
import * as styles from "./logo.module.css"

/** The company mark and name, linking home. */
export function Logo({ tone = "dark", onNavigate }: { tone?: "dark" | "light"; onNavigate?: () => void }) {
  return (
    <Link to="/" className={`${styles.logo} ${tone === "light" ? styles.light : ""}`} onClick={onNavigate}>
      <span className={styles.mark} aria-hidden="true">
        <Sparkles size={20} strokeWidth={2.25} />
      </span>
      <span className={styles.name}>
        <span className={styles.primary}>{site.companyName.replace(/ Cleaning$/, "")}</span>
        <span className={styles.secondary}>Cleaning</span>
      </span>
    </Link>
  )
}
