import React, { useEffect, useState } from "react"
import { Link } from "gatsby"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import CircleCheckBig from "lucide-react/icons/circle-check-big"
import LoaderCircle from "lucide-react/icons/loader-circle"
import MailCheck from "lucide-react/icons/mail-check"
import Phone from "lucide-react/icons/phone"
import RotateCw from "lucide-react/icons/rotate-cw"
import { ButtonLink, buttonClass } from "../button"
import { site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import { confirmNewsletter, tokenFrom, type ConfirmResult } from "../../lib/newsletter-confirm"
import { CONFIRM_PAGE } from "../../lib/newsletter-text"
import { routes } from "../../lib/routes"
import { supabaseConfig } from "../../lib/supabase/client"
import { useSiteLinks } from "../../hooks/use-site-links"
import * as styles from "./newsletter-confirm.module.css"

type State = "ready" | "checking" | ConfirmResult

const STATES: readonly State[] = ["ready", "checking", "confirmed", "already_confirmed", "invalid", "unavailable"]

/**
 * /newsletter/confirm/?token=…: the address the link was mailed to is confirmed when its owner presses the
 * button (a POST to confirm_newsletter), never by opening the link, which mail scanners do on their own
 * (issue 30). The static HTML shows the button; a link without a usable token says so once the page runs.
 * The heading and text are a polite live region, so a screen reader reads the outcome when it arrives; a
 * backend that does not answer gets a retry button, since the link is still good.
 */
export function NewsletterConfirm({ search }: { search: string }) {
  const [state, setState] = useState<State>("ready")
  const { navServices } = useSiteLinks()
  const token = tokenFrom(search)

  useEffect(() => {
    if (!token) setState("invalid")
  }, [token])

  const confirm = async (event?: React.FormEvent) => {
    event?.preventDefault()
    if (!token) return setState("invalid")
    setState("checking")
    setState(await confirmNewsletter(token, supabaseConfig()))
  }

  const copy = CONFIRM_PAGE[state]
  const good = state === "confirmed" || state === "already_confirmed"
  const Icon = state === "checking" ? LoaderCircle : good ? CircleCheckBig : state === "ready" ? MailCheck : CircleAlert
  return (
    <section className={styles.page} aria-labelledby="newsletter-confirm-heading" aria-busy={state === "checking"}>
      <Icon size={56} aria-hidden="true" className={`${styles.icon} ${good ? styles.good : state === "checking" ? styles.spin : state === "ready" ? "" : styles.bad}`} />
      <div className={styles.messageBox}>
        {/* Every state's words, invisible, in the same cell: the box is as tall as the longest, so the
            answer replacing "Confirming…" moves nothing below it (no layout shift). */}
        {STATES.map((other) => (
          <div key={other} aria-hidden="true" className={styles.sizer}>
            <p className={styles.title}>{CONFIRM_PAGE[other].heading}</p>
            <p className={styles.text}>{CONFIRM_PAGE[other].text}</p>
          </div>
        ))}
        {/* The live region stays; its words are new elements for each state (key), so a centred line that
            changes length is new content, not a moved one (layout shift). */}
        <div role="status" className={styles.message}>
          <h1 key={`h-${state}`} id="newsletter-confirm-heading" className={styles.title}>{copy.heading}</h1>
          <p key={`p-${state}`} className={styles.text}>{copy.text}</p>
        </div>
      </div>
      <div className={styles.actions}>
        {(state === "ready" || state === "checking") && (
          <form method="post" onSubmit={(event) => void confirm(event)}>
            <button type="submit" className={buttonClass("primary", "lg")} disabled={state === "checking"}>
              <MailCheck size={18} aria-hidden="true" />
              <span>{CONFIRM_PAGE.confirm}</span>
            </button>
          </form>
        )}
        {/* A link without a usable token (known once the page runs): the way back takes the confirm button's
            place, as tall, so nothing below it moves. */}
        {state === "invalid" && (
          <ButtonLink key="again" to={routes.blog} size="lg" icon={<RotateCw size={18} />}>
            {CONFIRM_PAGE.signUpAgain}
          </ButtonLink>
        )}
        {state === "unavailable" && (
          <button type="button" className={buttonClass("primary", "lg")} onClick={() => void confirm()}>
            <RotateCw size={18} aria-hidden="true" />
            <span>{CONFIRM_PAGE.retry}</span>
          </button>
        )}
        <ButtonLink to={routes.quote} size="lg" variant={good ? "primary" : "secondary"}>Get a Free Quote</ButtonLink>
        <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>Call {site.phoneDisplay}</ButtonLink>
      </div>
      <p className={styles.more}>
        <Link to={routes.blog}>Read our blog</Link>
      </p>
      {/* The way on, as on the 404 page: what we do. It also gives a tablet's floating contact bar the
          scroll it needs to slide fully in at the page's end. */}
      <nav className={styles.wayOn} aria-labelledby="newsletter-confirm-services">
        <h2 id="newsletter-confirm-services" className={styles.subheading}>Our main services</h2>
        <ul className={styles.links}>
          {navServices.map((service) => (
            <li key={service.to}><Link to={service.to}>{service.label}</Link></li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
