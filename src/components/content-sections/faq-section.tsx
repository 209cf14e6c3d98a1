import React from "react"
import { Accordion } from "../accordion"
import { KeepTogether } from "../keep-together"
import { Section } from "../section"
import type { ContentSectionProps } from "./content-section"

/** An FAQ section of a service, city or client page: its questions as an accordion. Markup only (a static region). */
export function FaqSection({ section, tone, narrow }: ContentSectionProps) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro ?? undefined} tone={tone} narrow={narrow}>
      <Accordion items={section.items.map((item) => ({ title: item.title, content: <p><KeepTogether>{item.text ?? ""}</KeepTogether></p> }))} />
    </Section>
  )
}
