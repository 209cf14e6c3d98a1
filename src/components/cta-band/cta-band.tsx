import React, { useId } from "react"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import { KeepTogether } from "../keep-together"
import { BELOW_FOLD_ATTRIBUTE } from "../../lib/below-fold"
import * as styles from "./cta-band.module.css"

interface CtaBandProps {
  heading?: string
  text?: string
  /** Replaces the default quote and call buttons. */
  actions?: React.ReactNode
  /**
   * The band starts below the first screen at every width (2560x1440 included) on this page: what is
   * rendered only from here on (the band, the footer) is styled by a stylesheet at the end of <body>
   * instead of the inlined CSS (plugins/critical-css/critical-css.ts). Not on short pages (the FAQ's band is in view).
   */
  belowFold?: boolean
}

/** The closing call to action: a free quote or a phone call, on every page that sells. */
export function CtaBand({
  heading = `Get a free quote ${site.responseTime}`,
  text = `Tell us about your facility and we will reply ${site.responseTime}, with a free on-site assessment if you want one. Licensed, insured and ${site.availability.toLowerCase()}.`,
  actions,
  belowFold,
}: CtaBandProps) {
  // A page may close with two bands (company pages add a business call to action).
  const headingId = useId()
  return (
    <section className={styles.band} aria-labelledby={headingId} {...(belowFold ? { [BELOW_FOLD_ATTRIBUTE]: "" } : {})}>
      <div className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.heading}><KeepTogether>{heading}</KeepTogether></h2>
          <p className={styles.text}><KeepTogether>{text}</KeepTogether></p>
        </div>
        <div className={styles.actions}>
          {actions ?? (
            <>
              <ButtonLink to={routes.quote} variant="light" size="lg">Get Free Quote</ButtonLink>
              <ButtonLink to={telHref()} variant="outline-light" size="lg" icon={<Phone size={18} />}>
                Call {site.phoneDisplay}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
