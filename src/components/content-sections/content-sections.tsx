import React from "react"
import { graphql } from "gatsby"
import { Accordion } from "../accordion"
import { KeepTogether } from "../keep-together"
import { Section } from "../section"
import { staticRegion } from "../static-region"
import type { ContentSectionProps } from "./content-section"

type SectionData = Queries.ContentSectionFieldsFragment

export const query = graphql`
  fragment ContentSectionFields on ContentSection {
    id
    kind
    heading
    intro
    items { title text link }
  }
`

// Every kind but the FAQ is markup only: kept as the server rendered it on the landing page.
const StaticSection = staticRegion("section", () => import("./content-section").then((m) => m.ContentSection))

/** An FAQ section: its questions open and close, so React hydrates it. */
function FaqSection({ section, tone, narrow }: ContentSectionProps) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro ?? undefined} tone={tone} narrow={narrow}>
      <Accordion items={section.items.map((item) => ({ title: item.title, content: <p><KeepTogether>{item.text ?? ""}</KeepTogether></p> }))} />
    </Section>
  )
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
      {sections.map((section, index) => {
        const props: ContentSectionProps = {
          section,
          tone: (index + startTone) % 2 === 1 ? "alt" : "plain",
          narrow: Boolean(narrow || section.kind === "faq" || section.kind === "text"),
        }
        return section.kind === "faq" ? <FaqSection key={section.id} {...props} /> : <StaticSection key={section.id} {...props} />
      })}
    </>
  )
}
