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
import { TextField } from "../form-field"
import { StatusLine } from "../status-line"
import { FormNote, SubmitButton } from "../submit-button"
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
      document.getElementById(`${id}-${firstInvalid}`)?.focus()
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
    error: errors[field],
  })

  return (
    <form ref={form} method="post" noValidate onSubmit={onSubmit} className={styles.form} aria-label="Message form">
      <EarlyContact />
      <FormNote>All fields are required.</FormNote>
      <div className={styles.row}>
        <TextField {...fieldProps("name")} label="Name" autoComplete="name" />
        <TextField {...fieldProps("email")} label="Email" type="email" autoComplete="email" />
      </div>
      <TextField {...fieldProps("message")} label="Message" multiline rows={6} />
      <SubmitButton icon={<Send size={20} aria-hidden="true" />}>Send Message</SubmitButton>
      <FormNote>
        Your message is sent from your own e-mail program; this site stores nothing. <Link to={routes.privacy}>Privacy policy</Link>
      </FormNote>
      <StatusLine tone="success" icon={<CheckCircle2 size={20} aria-hidden="true" />}>
        {sentHref && (
          <>
            Your e-mail program should now open with your message to {site.email}, ready to send. Nothing opened?{" "}
            <a href={sentHref}>Try again</a>, e-mail <a href={mailtoHref()}>{site.email}</a> directly or call{" "}
            <a href={telHref()}>{site.phoneDisplay}</a>.
          </>
        )}
      </StatusLine>
    </form>
  )
}
