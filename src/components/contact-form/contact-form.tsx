import React, { useId, useRef, useState } from "react"
import { Link } from "gatsby"
import CheckCircle2 from "lucide-react/icons/circle-check"
import Send from "lucide-react/icons/send"
import { site } from "../../config/site"
import { contactMailto, validateContact, type ContactErrors, type ContactMessage } from "../../lib/contact-message"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { useTypedBeforeHydration } from "../../hooks/use-typed-before-hydration"
import { EarlyContact } from "../early-contact"
import * as styles from "./contact-form.module.css"

interface ContactFormProps {
  /** Opens the mailto: URL; the default hands it to the browser, which starts the mail program. */
  openMailto?: (href: string) => void
}

const FIELDS: (keyof ContactMessage)[] = ["name", "email", "message"]
const EMPTY: ContactMessage = { name: "", email: "", message: "" }
const openInBrowser = (href: string) => window.location.assign(href)

/**
 * The contact page's message form. No network call (spec section 7): a valid submit
 * opens the visitor's mail program with the message addressed to the company.
 */
export function ContactForm({ openMailto = openInBrowser }: ContactFormProps) {
  const id = useId()
  const refs = useRef<Partial<Record<keyof ContactMessage, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  const [values, setValues] = useState<ContactMessage>(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [sentHref, setSentHref] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, (typed) => setValues((current) => ({ ...current, ...typed })))

  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as keyof ContactMessage
    setValues((current) => ({ ...current, [field]: event.target.value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const found = validateContact(values)
    setErrors(found)
    const firstInvalid = FIELDS.find((field) => found[field])
    if (firstInvalid) {
      setSentHref(null)
      refs.current[firstInvalid]?.focus()
      return
    }
    const href = contactMailto(values)
    setSentHref(href)
    openMailto(href)
  }

  const fieldProps = (field: keyof ContactMessage) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange,
    required: true,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
    className: styles.input,
  })

  const errorFor = (field: keyof ContactMessage) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    )

  return (
    <form ref={form} method="post" noValidate onSubmit={onSubmit} className={styles.form} aria-label="Message form">
      <EarlyContact />
      <p className={styles.required}>All fields are required.</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>Name</label>
          <input {...fieldProps("name")} ref={(el) => { refs.current.name = el }} type="text" autoComplete="name" />
          {errorFor("name")}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>Email</label>
          <input {...fieldProps("email")} ref={(el) => { refs.current.email = el }} type="email" autoComplete="email" />
          {errorFor("email")}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`} className={styles.label}>Message</label>
        <textarea {...fieldProps("message")} ref={(el) => { refs.current.message = el }} rows={6} />
        {errorFor("message")}
      </div>
      <button type="submit" className={styles.submit}>
        <Send size={18} aria-hidden="true" /> Send Message
      </button>
      <p className={styles.privacy}>
        Your message is sent from your own e-mail program; this site stores nothing. <Link to={routes.privacy}>Privacy policy</Link>
      </p>
      <div role="status" className={styles.status}>
        {sentHref && (
          <p className={styles.sent}>
            <CheckCircle2 size={20} aria-hidden="true" />
            <span>
              Your e-mail program should now open with your message to {site.email}, ready to send. Nothing opened?{" "}
              <a href={sentHref}>Try again</a>, e-mail <a href={mailtoHref()}>{site.email}</a> directly or call{" "}
              <a href={telHref()}>{site.phoneDisplay}</a>.
            </span>
          </p>
        )}
      </div>
    </form>
  )
}
