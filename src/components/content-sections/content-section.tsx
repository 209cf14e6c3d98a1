import React from "react"
import { Link } from "gatsby"
import ArrowRight from "lucide-react/icons/arrow-right"
import CheckCircle2 from "lucide-react/icons/circle-check"
import { Section } from "../section"
import * as styles from "./content-sections.module.css"
import { gridColumnStyle, type GridMaxima } from "../../lib/grid-columns"
import { pagePath } from "../../lib/routes"
import { KeepTogether } from "../keep-together"

type SectionData = Queries.ContentSectionFieldsFragment
type Item = SectionData["items"][number]

export interface ContentSectionProps {
  section: SectionData
  tone: "plain" | "alt"
  narrow: boolean
}

const ItemLink = ({ item, children, className }: { item: Item; children: React.ReactNode; className?: string }) =>
  item.link?.startsWith("/") ? (
    <Link to={pagePath(item.link)} className={className}>{children}</Link>
  ) : (
    <a href={item.link ?? undefined} className={className}>{children}</a>
  )

// Cards: two columns on tablets, three on desktops; steps stack on tablets, up to four on desktops.
const CARD_GRID = { tablet: 2, desktop: 3 }
const STEP_GRID = { tablet: 1, desktop: 4 }
const columns = (count: number, maxima: GridMaxima) => gridColumnStyle(count, maxima) as React.CSSProperties

const renderers: Record<Exclude<SectionData["kind"], "faq">, (section: SectionData) => React.ReactNode> = {
  // Two columns from tablet width, one for an odd count: a lone check under two columns reads like a leftover.
  checklist: ({ items }) => (
    <ul className={styles.checklist} style={{ "--cols-tablet": items.length % 2 ? 1 : 2 } as React.CSSProperties}>
      {items.map((item) => (
        <li key={item.title}>
          <CheckCircle2 size={22} aria-hidden="true" className={styles.check} />
          <span>
            <strong><KeepTogether>{item.title}</KeepTogether></strong>
            {item.text && <span className={styles.itemText}><KeepTogether>{item.text}</KeepTogether></span>}
          </span>
        </li>
      ))}
    </ul>
  ),
  cards: ({ items }) => (
    <ul className={styles.cards} style={columns(items.length, CARD_GRID)}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3 className={styles.cardTitle}><KeepTogether>{item.title}</KeepTogether></h3>
          {item.text && <p><KeepTogether>{item.text}</KeepTogether></p>}
          {item.link && (
            <ItemLink item={item} className={styles.more}>
              Learn more<span className="visually-hidden"> about {item.title}</span>
              <ArrowRight size={16} aria-hidden="true" />
            </ItemLink>
          )}
        </li>
      ))}
    </ul>
  ),
  steps: ({ items }) => (
    <ol className={styles.steps} style={columns(items.length, STEP_GRID)}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
          <div>
            <h3 className={styles.cardTitle}><KeepTogether>{item.title}</KeepTogether></h3>
            {item.text && <p><KeepTogether>{item.text}</KeepTogether></p>}
          </div>
        </li>
      ))}
    </ol>
  ),
  badges: ({ items }) => (
    <ul className={styles.badges}>
      {items.map((item) => (
        <li key={item.title} className={styles.badge}>{item.title}</li>
      ))}
    </ul>
  ),
  links: ({ items }) => (
    <ul className={styles.linkCards} style={columns(items.length, CARD_GRID)}>
      {items.map((item) => (
        <li key={item.title}>
          <ItemLink item={item} className={styles.linkCard}>
            <span>
              <strong><KeepTogether>{item.title}</KeepTogether></strong>
              {item.text && <span className={styles.itemText}><KeepTogether>{item.text}</KeepTogether></span>}
            </span>
            <ArrowRight size={20} aria-hidden="true" className={styles.linkArrow} />
          </ItemLink>
        </li>
      ))}
    </ul>
  ),
  text: ({ items }) =>
    items.length > 0 && (
      <ul className={styles.plainList}>
        {items.map((item) => (
          <li key={item.title}><strong><KeepTogether>{item.title}</KeepTogether></strong>{item.text && <> <KeepTogether>{item.text}</KeepTogether></>}</li>
        ))}
      </ul>
    ),
}

/**
 * One content section of any kind but an FAQ: markup only, so a static region of its page
 * (src/components/static-region, used by ContentSections).
 */
export function ContentSection({ section, tone, narrow }: ContentSectionProps) {
  const render = renderers[section.kind as Exclude<SectionData["kind"], "faq">]
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro ?? undefined} tone={tone} narrow={narrow}>
      {render(section)}
    </Section>
  )
}

// The FAQ section's region loads from this module too: one chunk for a page's sections, one name fewer in
// the webpack runtime's chunk map on every page.
export { FaqSection } from "./faq-section"
