import React from "react"
import { graphql, Link } from "gatsby"
import ArrowRight from "lucide-react/icons/arrow-right"
import CheckCircle2 from "lucide-react/icons/circle-check"
import { Accordion } from "../accordion"
import { Section } from "../section"
import * as styles from "./content-sections.module.css"
import { gridColumnStyle, type GridMaxima } from "../../lib/grid-columns"
import { pagePath } from "../../lib/routes"
import { KeepTogether } from "../keep-together"

type SectionData = Queries.ContentSectionFieldsFragment
type Item = SectionData["items"][number]

export const query = graphql`
  fragment ContentSectionFields on ContentSection {
    id
    kind
    heading
    intro
    items { title text link }
  }
`

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

const renderers: Record<SectionData["kind"], (section: SectionData) => React.ReactNode> = {
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
  faq: ({ items }) => (
    <Accordion items={items.map((item) => ({ title: item.title, content: <p><KeepTogether>{item.text ?? ""}</KeepTogether></p> }))} />
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

/** Renders a page's content sections, alternating backgrounds so each band reads on its own. */
export function ContentSections({
  sections,
  startTone = 0,
  narrow,
}: {
  sections: readonly SectionData[]
  startTone?: number
  /** Every section in the reading-width column (documents such as the accessibility statement). */
  narrow?: boolean
}) {
  return (
    <>
      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          heading={section.heading}
          intro={section.intro ?? undefined}
          tone={(index + startTone) % 2 === 1 ? "alt" : "plain"}
          narrow={narrow || section.kind === "faq" || section.kind === "text"}
        >
          {renderers[section.kind](section)}
        </Section>
      ))}
    </>
  )
}
