import React from "react"
import { ContactChannels } from "../contact-channels"
import { CtaBand } from "../cta-band"
import { Section } from "../section"
import { Link } from "gatsby"
import type { Lang } from "../../lib/i18n/language"
import { routes } from "../../lib/routes"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import * as styles from "../company/company.module.css"
import { hiringText } from "../../lib/i18n/hiring-text"

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
  /** Spanish (/es/privacidad/): the request line in Spanish, for an applicant; no sales call to action. */
  lang?: Lang
}

export function DocumentClosing({ id, heading, text, tone, emailSubject, lang = "en" }: DocumentClosingProps) {
  if (lang === "es") {
    return (
      <Section id={id} heading={heading} intro={text} tone={tone} narrow>
        <p className={styles.paragraphs}>
          Escribe a <a href={mailtoHref({ subject: emailSubject })}>{site.email}</a>
          {emailSubject ? ` con el asunto "${emailSubject}"` : ""} o llama al <a href={telHref()}>{site.phoneDisplay}</a>.
        </p>
        <p className={styles.paragraphs}>
          {hiringText("es").forBusinesses} <Link to={routes.quote}>{hiringText("es").getQuote}</Link>.
        </p>
      </Section>
    )
  }
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
