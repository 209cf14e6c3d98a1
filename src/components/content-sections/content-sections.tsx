import React from "react"
import { graphql } from "gatsby"
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

// Markup only, the FAQ's questions too (<details>: the platform opens them): kept as the server rendered it
// on the landing page, so none of their code is in its first load.
const StaticSection = staticRegion("section", () => import("./content-section").then((m) => m.ContentSection))
const StaticFaqSection = staticRegion("faq-section", () => import("./content-section").then((m) => m.FaqSection))

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
        return section.kind === "faq" ? <StaticFaqSection key={section.id} {...props} /> : <StaticSection key={section.id} {...props} />
      })}
    </>
  )
}
