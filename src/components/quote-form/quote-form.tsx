/**
 * The quote request form (/quote). Formik is imported here and only here, so it loads with the
 * quote page alone. What the form's first paint does not need loads later: Yup and the schema on the
 * form's first focus (validate-quote.ts), with the bot check (use-bot-check.ts), which solves its
 * challenge while the visitor types; the saving and upload code with supabase-js on the first file pick
 * or submit, the upload progress panel when files start to go up.
 */
import React, { lazy, Suspense, useEffect, useRef, useState } from "react"
import { Form, Formik, type FormikHelpers, type FormikProps } from "formik"
import Send from "lucide-react/icons/send"
import { Link } from "gatsby"
import { newBookingToken } from "../../lib/booking/access"
import { keepBookingToken } from "../../lib/booking/token-storage"
import { clearDraft, loadDraft, saveDraft } from "../../lib/quote/draft-storage"
import { clearPending, pendingFrom, savePending } from "../../lib/quote/pending-uploads"
import { UPLOAD_MESSAGES } from "../../lib/quote/upload-messages"
import { announcedStep, overallProgress } from "../../lib/quote/upload-progress"
import { addFiles, attachmentProblem, removeFile } from "../../lib/quote/file-rules"
import { initialQuoteValues, type QuoteFormValues } from "../../lib/quote/form-values"
import { MESSAGES } from "../../lib/quote/messages"
import { BUDGET_OPTIONS, CONTACT_METHOD_OPTIONS, FREQUENCY_OPTIONS, STATE_OPTIONS } from "../../lib/quote/options"
import { HONEYPOT_FIELD, honeypotFilled } from "../../lib/quote/spam-guard"
import type { SubmitOutcome, SubmitProgress } from "../../lib/quote/submit-quote"
import { areUploadsAvailable } from "../../lib/quote/uploads"
import { routes } from "../../lib/routes"
import { getSupabase, preloadSupabase } from "../../lib/supabase/client"
import { isRateLimited } from "../../lib/supabase/rate-limit"
import { AttachmentsField, type FileUploadState } from "./attachments-field"
import { DraftKeeper } from "./draft-keeper"
import { ErrorSummary } from "./error-summary"
import { FocusFirstError } from "./focus-first-error"
import { FormOutcome, type Outcome } from "./form-outcome"
import { SelectField } from "./select-field"
import { ServicesField } from "./services-field"
import { TextField } from "./text-field"
import { ResumeUploadsGate } from "./resume-uploads-gate"
import { ErrorBoundary } from "../error-boundary"
import { preloadQuoteSchema, validateQuote } from "./validate-quote"
import * as styles from "./quote-form.module.css"
import { visitorNow } from "../../lib/visitor-clock"
import { useBotCheck } from "../../hooks/use-bot-check"
import { BotCheckStatus } from "../bot-check-status"
import { useTypedBeforeHydration } from "../../hooks/use-typed-before-hydration"
import { mailtoHref } from "../../lib/contact-links"
import { quoteEmailSubject } from "../../lib/quote/quote-email"
import { EarlyContact } from "../early-contact"
import { Honeypot } from "../form-field"
import { DraftNotice } from "../form-messages"
import { FormNote, SubmitButton, SubmitRow } from "../submit-button"
import { QuoteZipAnswer } from "../zip-check/quote-zip-slot"

/** The saving and upload code (submit-quote.ts and what it imports): fetched on the first file pick or submit. */
const loadSubmitQuote = () => import("../../lib/quote/submit-quote")

/**
 * The per-file progress panel, shown only while files go up: fetched when a submission with files
 * starts (it is there well before the first byte is sent, as the quote's row is saved first).
 */
const loadUploadProgress = () => import("./upload-progress")
const UploadProgress = lazy(() => loadUploadProgress().then(({ UploadProgress }) => ({ default: UploadProgress })))

/** How long a suspected bot waits for its fake success, like a real submission would. */
const BOT_DELAY_MS = 700

/** The submit button's text while sending: the overall percent once files go up. */
function progressText(progress: SubmitProgress | null): string {
  if (!progress || progress.phase === "saving") return "Sending your quote…"
  if (progress.phase === "uploading") return UPLOAD_MESSAGES.button(overallProgress(progress.files).percent)
  return "Finishing…"
}

/** What the status region reads out: the same, but in coarse steps, and the pause when offline. */
function progressAnnouncement(progress: SubmitProgress | null): string {
  if (progress?.phase !== "uploading") return progressText(progress)
  if (progress.files.some((file) => file.status === "paused")) return UPLOAD_MESSAGES.paused
  return UPLOAD_MESSAGES.announce(announcedStep(overallProgress(progress.files).percent))
}

function uploadStates(files: readonly File[], progress: SubmitProgress | null): FileUploadState[] | undefined {
  if (!progress) return undefined
  return files.map((_, index) => {
    if (progress.phase === "uploading") return progress.files[index]?.status ?? "waiting"
    return progress.phase === "finishing" ? "done" : "waiting"
  })
}

interface QuoteFormProps {
  heading: string
  intro?: string
}

export function QuoteForm({ heading, intro }: QuoteFormProps) {
  const [files, setFiles] = useState<File[]>([])
  const [fileErrors, setFileErrors] = useState<string[]>([])
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [progress, setProgress] = useState<SubmitProgress | null>(null)
  const [draftRestored, setDraftRestored] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const inFlight = useRef<Promise<void> | null>(null)
  const [sending, setSending] = useState(false)
  const outcomeRef = useRef<HTMLDivElement>(null)
  /** One per file of the submission under way: aborting one cancels that file. */
  const cancellers = useRef<AbortController[]>([])
  const [cancelNotice, setCancelNotice] = useState("")
  const uploadsAvailable = areUploadsAvailable()
  const botCheck = useBotCheck()
  const formik = useRef<FormikProps<QuoteFormValues>>(null)
  const form = useRef<HTMLFormElement>(null)
  // What was typed or picked before hydration becomes Formik's state (and wins over a restored draft).
  const typedEarly = useTypedBeforeHydration(form, (typed) =>
    formik.current?.setValues((current) => ({ ...current, ...(typed as Partial<QuoteFormValues>) }), false),
  )

  // A new result takes focus and scrolls into view, above the form.
  useEffect(() => {
    outcomeRef.current?.focus()
  }, [outcome])

  const addPicked = (picked: File[]) => {
    // Warm the client and the upload code up while the visitor finishes the form.
    preloadSupabase()
    loadSubmitQuote().catch(() => undefined)
    const result = addFiles(files, picked)
    setFiles(result.files)
    setFileErrors(result.errors)
  }

  const removeAt = (index: number) => {
    setFiles((current) => removeFile(current, index))
    setFileErrors([])
  }

  const startOver = (helpers: Pick<FormikHelpers<QuoteFormValues>, "resetForm">) => {
    helpers.resetForm({ values: { ...initialQuoteValues, services: [] } })
    setFiles([])
    setFileErrors([])
    setDraftRestored(false)
    if (honeypot.current) honeypot.current.value = ""
    clearDraft()
  }

  const finish = (result: SubmitOutcome, helpers: FormikHelpers<QuoteFormValues>, notice?: string, bookingToken?: string) => {
    // A saved quote is booked from the panel under the message with the token sent along (a fake success has no quote).
    const booking = bookingToken && "quoteId" in result && result.quoteId ? { quoteId: result.quoteId, key: bookingToken } : undefined
    switch (result.kind) {
      case "success":
        startOver(helpers)
        setOutcome({
          kind: "success",
          message: MESSAGES.success(result.uploaded),
          notice: result.cancelled.length > 0 ? UPLOAD_MESSAGES.notSent(result.cancelled) : result.filesSkipped ? notice : undefined,
          booking,
        })
        return
      case "upload-failed":
        // The quote was received: reset as the spec says; the service has logged the error.
        startOver(helpers)
        setOutcome({ kind: "partial", message: MESSAGES.uploadFailed, booking })
        return
      case "bot-check-failed":
        // Nothing is reset; a new check starts at once, so sending again needs only the button.
        botCheck.renew()
        setOutcome({ kind: "unsent", reason: result.kind })
        return
      case "save-failed":
      case "not-configured":
      case "rate-limited":
        // Nothing is reset: every answer and file stays for a retry or the e-mail fallback.
        setOutcome({ kind: "unsent", reason: result.kind })
    }
  }

  const send = async (values: QuoteFormValues, helpers: FormikHelpers<QuoteFormValues>) => {
    setOutcome(null)
    const problem = attachmentProblem(files)
    if (problem) {
      setFileErrors([problem])
      return
    }
    if (honeypotFilled(honeypot.current?.value ?? "")) {
      // A bot is told it succeeded and nothing is stored, so it learns nothing.
      await new Promise((resolve) => setTimeout(resolve, BOT_DELAY_MS))
      finish({ kind: "success", quoteId: "", uploaded: files.length, publicUrls: [], filesSkipped: false, cancelled: [] }, helpers)
      return
    }
    if (files.length > 0 && !uploadsAvailable) setOutcome({ kind: "partial", message: MESSAGES.uploadsUnavailable })
    if (files.length > 0 && uploadsAvailable) loadUploadProgress().catch(() => undefined)
    setProgress({ phase: "saving" })
    let client: Awaited<ReturnType<typeof getSupabase>>
    let submitQuote: Awaited<ReturnType<typeof loadSubmitQuote>>["submitQuote"]
    let readLeadSource: Awaited<ReturnType<typeof loadSubmitQuote>>["readLeadSource"]
    let botProof: string | null
    try {
      // client: null without a backend, for which submitQuote reports "not-configured". The proof is
      // usually ready: it has been solving since the visitor's first focus.
      ;[client, { submitQuote, readLeadSource }, botProof] = await Promise.all([getSupabase(), loadSubmitQuote(), botCheck.take()])
    } catch (error) {
      // The client, the saving code or a bot check proof could not be had (offline, a failed chunk, no
      // challenge from the server): nothing was sent.
      console.error("Quote form: the Supabase client, the saving code or the bot check could not be loaded", error)
      // Too many challenges from this address (the database limits them): say so, as for too many quotes.
      finish(isRateLimited(error) ? { kind: "rate-limited", error } : { kind: "save-failed", error }, helpers)
      return
    }
    cancellers.current = files.map(() => new AbortController())
    let uploadsBegan = false
    let lastStatuses = ""
    const onProgress = (next: SubmitProgress) => {
      // After the files, the bars stay on their last state (100% when all arrived) while the
      // uploads are recorded: a moment, and React would batch the last step away otherwise.
      if (next.phase === "finishing" && uploadsBegan) return
      setProgress(next)
      if (next.phase !== "uploading") return
      if (!uploadsBegan) {
        uploadsBegan = true
        clearDraft() // the quote is saved: a reload must not offer to send it again
      }
      // Kept for a reload mid-upload (resume-uploads.tsx); rewritten when a file's status changes.
      const statuses = next.files.map((file) => file.status)
      if (statuses.join() !== lastStatuses) {
        lastStatuses = statuses.join()
        savePending(pendingFrom(next.quoteId, files, next.paths, statuses, visitorNow()))
      }
    }
    // Only this tab knows it: the database keeps its hash, and the panel under the success message books with it.
    const bookingToken = newBookingToken()
    const result = await submitQuote({
      client,
      values,
      botProof,
      bookingToken,
      files,
      uploadsAvailable,
      onProgress,
      cancelSignals: cancellers.current.map((controller) => controller.signal),
      leadSource: readLeadSource(),
    })
    clearPending()
    if ("quoteId" in result) keepBookingToken(result.quoteId, bookingToken)
    finish(result, helpers, MESSAGES.uploadsUnavailable, bookingToken)
  }

  const onSubmit = (values: QuoteFormValues, helpers: FormikHelpers<QuoteFormValues>): Promise<void> => {
    // A second Enter or click while sending joins the submission under way instead of starting
    // another, and Formik keeps the form disabled until that one has finished.
    if (inFlight.current) return inFlight.current
    setSending(true)
    inFlight.current = send(values, helpers).finally(() => {
      inFlight.current = null
      setSending(false)
      setProgress(null)
      setCancelNotice("")
    })
    return inFlight.current
  }

  return (
    <Formik<QuoteFormValues> innerRef={formik} initialValues={initialQuoteValues} validate={validateQuote} onSubmit={onSubmit}>
      {({ isSubmitting: validatingOrSending, values, resetForm, handleSubmit }) => {
        const isSubmitting = validatingOrSending || sending
        return (
        <Form
          ref={form}
          method="post"
          noValidate
          aria-busy={isSubmitting}
          aria-labelledby="quote-form-heading"
          className={styles.form}
          // Yup and the schema load, and the bot check starts, once the visitor starts on the form (focus
          // bubbles in React); a control, not the result panel, which takes focus after a submit.
          onFocus={(event) => {
            preloadQuoteSchema()
            if ((event.target as Element).matches("input, select, textarea")) botCheck.start()
          }}
          onSubmit={(event) => {
            // Refused at the event, before Formik validates: a submit queued behind the one under
            // way could otherwise run after it and send the same quote twice.
            if (inFlight.current) {
              event.preventDefault()
              return
            }
            handleSubmit(event)
          }}
        >
          <header className={styles.header}>
            <h2 id="quote-form-heading" className={styles.heading}>{heading}</h2>
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
          <EarlyContact mailto={mailtoHref({ subject: quoteEmailSubject(initialQuoteValues) })} />
          <DraftKeeper load={loadDraft} save={saveDraft} onRestored={() => setDraftRestored(true)} typedEarly={typedEarly} />
          <FocusFirstError />

          {outcome && <FormOutcome ref={outcomeRef} outcome={outcome} values={values} files={files} />}

          <ResumeUploadsGate />

          {draftRestored && !outcome && (
            <DraftNotice text="We kept the details you entered last time." clearLabel="Clear the form" onClear={() => startOver({ resetForm })} />
          )}

          <ErrorSummary />

          <fieldset disabled={isSubmitting} className={styles.sections}>
            <legend className="visually-hidden">Quote request details</legend>
            <section className={styles.section} aria-labelledby="quote-contact-heading">
              <h3 id="quote-contact-heading" className={styles.sectionTitle}>
                <span className={styles.step} aria-hidden="true">1</span> Your business
              </h3>
              <div className={styles.grid}>
                <TextField name="businessName" label="Business name" required autoComplete="organization" />
                <TextField name="contactName" label="Contact name" required autoComplete="name" />
                <TextField name="email" label="E-mail" type="email" required autoComplete="email" inputMode="email" />
                <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" inputMode="tel" />
              </div>
            </section>

            {/* The required answers first (contact and services), then the optional details, grouped and labelled. */}
            <section className={styles.section} aria-labelledby="quote-services-heading">
              <h3 id="quote-services-heading" className={styles.sectionTitle}>
                <span className={styles.step} aria-hidden="true">2</span> Services
              </h3>
              <div className={styles.grid}>
                <ServicesField />
              </div>
            </section>

            <p className={styles.optionalDivider}>Optional details: the more you tell us, the sharper the quote</p>

            <section className={styles.section} aria-labelledby="quote-location-heading">
              <h3 id="quote-location-heading" className={styles.sectionTitle}>
                <span className={styles.step} aria-hidden="true">3</span> Facility location <span className={styles.optionalTag}>Optional</span>
              </h3>
              <div className={styles.grid}>
                <TextField name="address" label="Street address" autoComplete="address-line1" span="full" />
                <TextField name="city" label="City" autoComplete="address-level2" span="third" />
                <SelectField name="state" label="State" options={STATE_OPTIONS} autoComplete="address-level1" span="third" />
                <TextField name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" span="third" />
                <QuoteZipAnswer />
              </div>
            </section>

            <section className={styles.section} aria-labelledby="quote-needs-heading">
              <h3 id="quote-needs-heading" className={styles.sectionTitle}>
                <span className={styles.step} aria-hidden="true">4</span> Cleaning needs <span className={styles.optionalTag}>Optional</span>
              </h3>
              <div className={styles.grid}>
                <TextField name="serviceType" label="Type of business" hint="For example: office, restaurant, medical clinic, warehouse" span="full" />
                <SelectField name="frequency" label="Cleaning frequency" options={FREQUENCY_OPTIONS} placeholder="Not sure yet" />
                <TextField name="squareFootage" label="Square footage (approx.)" inputMode="numeric" />
                <TextField name="numberOfEmployees" label="Number of employees" inputMode="numeric" />
                <SelectField name="budget" label="Monthly budget" options={BUDGET_OPTIONS} placeholder="Prefer not to say" />
                <SelectField
                  name="preferredContactMethod"
                  label="Preferred contact method"
                  options={CONTACT_METHOD_OPTIONS}
                  placeholder="No preference"
                  span="full"
                />
                <TextField
                  name="specialRequirements"
                  label="Special requirements"
                  hint="Access times, security procedures, surfaces, anything we should know"
                  multiline
                  span="full"
                />
              </div>
            </section>

            <section className={styles.section} aria-labelledby="quote-files-heading">
              <h3 id="quote-files-heading" className={styles.sectionTitle}>
                <span className={styles.step} aria-hidden="true">5</span> Photos and documents <span className={styles.optionalTag}>Optional</span>
              </h3>
              <div className={styles.grid}>
                <AttachmentsField
                  files={files}
                  errors={fileErrors}
                  onAdd={addPicked}
                  onRemove={removeAt}
                  uploadStates={uploadStates(files, progress)}
                  uploadsAvailable={uploadsAvailable}
                  disabled={isSubmitting}
                />
              </div>
            </section>

            <Honeypot inputRef={honeypot} id={`quote-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} label="Website (leave this empty)" />
          </fieldset>

          {progress?.phase === "uploading" && (
            // Should the panel's code fail to arrive, the upload goes on: the button and the status
            // region below still report its progress.
            <ErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <UploadProgress
                  files={files}
                  progress={progress.files}
                  onCancel={(index) => {
                    cancellers.current[index]?.abort()
                    setCancelNotice(UPLOAD_MESSAGES.cancelled(files[index].name))
                  }}
                />
              </Suspense>
            </ErrorBoundary>
          )}

          <SubmitRow>
            <SubmitButton busy={isSubmitting} icon={<Send size={20} aria-hidden="true" />}>
              {isSubmitting ? progressText(progress) : "Request My Free Quote"}
            </SubmitButton>
            <BotCheckStatus state={botCheck.state} />
            <div role="status" className={styles.progress}>
              {isSubmitting && (
                <>
                  <span className="visually-hidden">{progressAnnouncement(progress)}</span>
                  {cancelNotice && <span className="visually-hidden">{cancelNotice}</span>}
                </>
              )}
            </div>
            <FormNote>
              We use your details only to prepare your quote and never share them. No obligation, no spam.{" "}
              <Link to={routes.privacy}>Privacy policy</Link>
            </FormNote>
          </SubmitRow>
        </Form>
        )
      }}
    </Formik>
  )
}
