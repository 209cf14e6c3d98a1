import React from "react"
import { Accordion } from "../accordion"
import { KeepTogether } from "../keep-together"

/** The FAQ page's questions and answers (h2 each). Markup only (a static region): the platform opens them. */
export function FaqList({ faqs }: { faqs: ReadonlyArray<{ q: string; a: string }> }) {
  return <Accordion headingLevel={2} items={faqs.map((faq) => ({ title: faq.q, content: <p><KeepTogether>{faq.a}</KeepTogether></p> }))} />
}
