import React from "react"
import { ContactChannels } from "../contact-channels"
import { CtaBand } from "../cta-band"
import { Section } from "../section"
import { site } from "../../config/site"
import { mailtoHref } from "../../lib/contact-links"
import * as styles from "../company/company.module.css"

/**
 * The closing bands of the accessibility statement and the privacy policy (src/pages/accessibility.tsx,
 * src/pages/privacy.tsx), after their content sections: how to reach us about the page's subject, then the
 * call to action. Markup only, rendered as a static region.
 */
interface DocumentClosingProps {
  id: "report" | "requests"
  heading: string
  text: string
  /** The band's background, alternating with the content sections before it. */
  tone: "plain" | "alt"
  /** The privacy policy names the e-mail subject that reaches the right person. */
  emailSubject?: string
}

export function DocumentClosing({ id, heading, text, tone, emailSubject }: DocumentClosingProps) {
  return (
    <>
      <Section id={id} heading={heading} intro={text} tone={tone} narrow>
        {emailSubject && (
          <p className={styles.paragraphs}>
            E-mail <a href={mailtoHref({ subject: emailSubject })}>{site.email}</a>{` with the subject "${emailSubject}".`}
          </p>
        )}
        <div className={styles.channels}>
          <ContactChannels />
        </div>
      </Section>
      <CtaBand belowFold />
    </>
  )
}
