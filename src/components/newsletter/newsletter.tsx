import React, { useId, useRef, useState } from "react"
import { Link } from "gatsby"
import CheckCircle2 from "lucide-react/icons/circle-check"
import Mail from "lucide-react/icons/mail"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { isValidEmail } from "../../lib/email"
import { subscribe as subscribeByDefault, type SubscribeResult } from "../../lib/newsletter"
import { routes } from "../../lib/routes"
import * as styles from "./newsletter.module.css"

interface NewsletterProps {
  heading: string
  text: string
  /** Stores the address; the default writes to newsletter_subscribers through Supabase. */
  subscribe?: (email: string) => Promise<SubscribeResult>
}

type Status = "idle" | "sending" | SubscribeResult

const ReachUs = () => (
  <>
    call <a href={telHref()}>{site.phoneDisplay}</a> or e-mail <a href={mailtoHref()}>{site.email}</a>
  </>
)

/** The blog's newsletter box: checks the address, stores it, and says plainly when it can't. */
export function Newsletter({ heading, text, subscribe = subscribeByDefault }: NewsletterProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>("idle")

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (status === "sending") return
    const problem = !email.trim()
      ? "Please enter your e-mail address."
      : !isValidEmail(email)
        ? "Please enter a valid e-mail address, like name@company.com."
        : null
    setError(problem)
    if (problem) {
      setStatus("idle")
      inputRef.current?.focus()
      return
    }
    setStatus("sending")
    const result = await subscribe(email)
    setStatus(result)
    if (result === "subscribed") setEmail("")
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-heading`}>
      <Mail size={28} aria-hidden="true" className={styles.icon} />
      <h2 id={`${id}-heading`} className={styles.heading}>{heading}</h2>
      <p className={styles.text}>{text}</p>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <label htmlFor={`${id}-email`} className={styles.label}>E-mail address</label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="name@company.com"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
        <button type="submit" className={styles.submit} disabled={status === "sending"}>
          {status === "sending" ? "Subscribing…" : "Subscribe"}
        </button>
        <p className={styles.privacy}>
          We use your address only to send the newsletter; unsubscribe any time. <Link to={routes.privacy}>Privacy policy</Link>
        </p>
      </form>
      <div role="status" className={styles.status}>
        {status === "subscribed" && (
          <p className={styles.success}>
            <CheckCircle2 size={18} aria-hidden="true" /> Thanks for subscribing! Look out for our next e-mail.
          </p>
        )}
        {status === "unavailable" && (
          <p className={styles.notice}>
            Newsletter sign-up is unavailable right now. To hear from us, <ReachUs />.
          </p>
        )}
        {status === "rate-limited" && (
          <p className={styles.notice}>
            You have sent several sign-ups in a short time, so we can't take another one just now. Please try again in an
            hour, or <ReachUs />.
          </p>
        )}
        {status === "failed" && (
          <p className={styles.notice}>
            We couldn't sign you up just now. Please try again later, or <ReachUs />.
          </p>
        )}
      </div>
    </section>
  )
}
