import React, { lazy, Suspense, useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import CheckCircle2 from "lucide-react/icons/circle-check"
import Mail from "lucide-react/icons/mail"
import { useBotCheck } from "../../hooks/use-bot-check"
import type { SubscribeResult } from "../../lib/newsletter"
import { routes } from "../../lib/routes"
import { isRateLimited } from "../../lib/supabase/rate-limit"
import { BotCheckStatus } from "../bot-check-status"
import { useTypedBeforeHydration } from "../../hooks/use-typed-before-hydration"
import { EarlyContact } from "../early-contact"
import { TextField } from "../form-field"
import { StatusLine } from "../status-line"
import { SubmitButton } from "../submit-button"
import * as styles from "./newsletter.module.css"

interface NewsletterProps {
  heading: string
  text: string
  /** Stores the address with the bot check's proof; the default writes to newsletter_subscribers through Supabase. */
  subscribe?: (email: string, botProof: string | null) => Promise<SubscribeResult>
}

type Status = "idle" | "sending" | SubscribeResult

// The address check, the outcome messages and the saving code (supabase-js's loader, the rate-limit rule)
// are not in the blog's first load: they load when the address field is first focused, or on submit.
const loadSubmit = () => import("./newsletter-submit")
const NewsletterOutcome = lazy(() => loadSubmit().then((m) => ({ default: m.NewsletterOutcome })))
const subscribeByDefault = (email: string, botProof: string | null) => loadSubmit().then((m) => m.subscribe(email, botProof))
export const NOT_LOADED = "We couldn't send your sign-up just now: check your connection and try again."

/**
 * The blog's newsletter box: checks the address, stores it with a bot check proof (solved from the
 * field's first focus), asks the visitor to confirm from the mail, and says plainly when it can't.
 */
export function Newsletter({ heading, text, subscribe = subscribeByDefault }: NewsletterProps) {
  // Named here, not by useId: the blog page hydrates the box inside an island, in a root of its own,
  // where useId's values differ from the server's. One sign-up box per page.
  const id = "newsletter"
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>("idle")
  const botCheck = useBotCheck()
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, (typed) => typeof typed.email === "string" && setEmail(typed.email))
  const startOnFocus = () => {
    void loadSubmit().catch(() => undefined)
    botCheck.start()
  }
  // Focused before this box came alive (its focus is what woke it): start what the focus starts.
  useEffect(() => {
    if (document.activeElement === inputRef.current) startOnFocus()
  }, [])

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (status === "sending") return
    let problem: string | null
    try {
      problem = (await loadSubmit()).emailProblem(email)
    } catch {
      // The check could not load (offline, or a deploy since the page opened): the address stays typed in.
      setError(NOT_LOADED)
      inputRef.current?.focus()
      return
    }
    setError(problem)
    if (problem) {
      setStatus("idle")
      inputRef.current?.focus()
      return
    }
    setStatus("sending")
    let botProof: string | null
    try {
      botProof = await botCheck.take()
    } catch (error) {
      // No proof could be made (no challenge from the server, or too many asked from this address): nothing was sent.
      setStatus(isRateLimited(error) ? "rate-limited" : "failed")
      return
    }
    const result = await subscribe(email, botProof)
    setStatus(result)
    if (result === "subscribed") setEmail("")
    if (result === "bot-check-failed") botCheck.renew()
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-heading`}>
      <Mail size={28} aria-hidden="true" className={styles.icon} />
      <h2 id={`${id}-heading`} className={styles.heading}>{heading}</h2>
      <p className={styles.text}>{text}</p>
      <form ref={form} method="post" noValidate onSubmit={onSubmit} className={styles.form}>
        <EarlyContact />
        <TextField
          inputRef={inputRef}
          id={`${id}-email`}
          tone="dark"
          label="E-mail address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="name@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={startOnFocus}
          error={error ?? undefined}
        />
        <SubmitButton busy={status === "sending"} tone="light" wide>
          {status === "sending" ? "Subscribing…" : "Subscribe"}
        </SubmitButton>
        <BotCheckStatus state={botCheck.state} tone="dark" />
        <p className={styles.privacy}>
          We use your address only to send the newsletter; unsubscribe any time. <Link to={routes.privacy}>Privacy policy</Link>
        </p>
      </form>
      <StatusLine
        tone={status === "subscribed" ? "success" : "notice"}
        onDark
        icon={status === "subscribed" ? <CheckCircle2 size={18} aria-hidden="true" /> : undefined}
        className={styles.outcome}
      >
        {status !== "idle" && status !== "sending" && (
          <Suspense fallback={null}>
            <NewsletterOutcome result={status} />
          </Suspense>
        )}
      </StatusLine>
    </section>
  )
}
