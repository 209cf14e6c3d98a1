import React from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./page-hero.module.css"
import { KeepTogether } from "../keep-together"
import { LanguageSwitch } from "../language-switch"
import type { LanguageLink } from "../../lib/i18n/hiring-paths"

interface PageHeroProps {
  eyebrow?: string
  title: string
  /** A string becomes one paragraph whose hyphenated words never break across lines. */
  intro?: React.ReactNode
  image?: IGatsbyImageData | null
  imageAlt?: string | null
  actions?: React.ReactNode
  /** A highlighted line under the actions, e.g. the 24/7 emergency promise. */
  note?: React.ReactNode
  noteTone?: "info" | "urgent"
  /** Shown in the second column when the page has no illustration. */
  aside?: React.ReactNode
  children?: React.ReactNode
  /** A short band (the quote page): what follows it is the point of the page. */
  compact?: boolean
  /** The same page in the other language, linked on the eyebrow's row (the hiring pages). */
  languageSwitch?: { to: LanguageLink; label: string }
}

/** The top of an inner page: eyebrow, h1, intro, calls to action and the page's illustration (its LCP image). */
export function PageHero({ eyebrow, title, intro, image, imageAlt, actions, note, noteTone = "info", aside, children, compact, languageSwitch }: PageHeroProps) {
  const eyebrowLine = eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>
  return (
    <section className={compact ? `${styles.hero} ${styles.compact}` : styles.hero}>
      <div className={`${styles.inner} ${image || aside ? styles.withImage : ""}`}>
        <div className={styles.copy}>
          {languageSwitch ? <LanguageSwitch {...languageSwitch}>{eyebrowLine}</LanguageSwitch> : eyebrowLine}
          <h1 className={styles.title}><KeepTogether>{title}</KeepTogether></h1>
          {intro && <div className={styles.intro}>{typeof intro === "string" ? <p><KeepTogether>{intro}</KeepTogether></p> : intro}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {note && <p className={`${styles.note} ${styles[noteTone]}`}>{note}</p>}
          {children}
        </div>
        {image && (
          <GatsbyImage
            image={image}
            alt={imageAlt ?? ""}
            className={styles.image}
            loading="eager" fetchpriority="high"
          />
        )}
        {!image && aside}
      </div>
    </section>
  )
}
