/**
 * The job application form, in the page's language (src/lib/job-application/messages.ts). Loaded on
 * demand by job-application.tsx. Formik keeps the answers; the rules are validate.ts (the quote form's
 * phone, e-mail and length rules); the draft is kept in the browser as the quote form's is; sending is
 * submit-application.ts with supabase-js loaded on the first submit or résumé pick.
 */
import React, { useEffect, useRef, useState } from "react"
import { Form, Formik, useFormikContext, type FormikHelpers } from "formik"
import { Link } from "gatsby"
import Send from "lucide-react/icons/send"
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from "../../lib/job-application/draft"
import { APPLICATION_MAX_LENGTH } from "../../lib/job-application/field-rules"
import {
  APPLICATION_FIELD_ORDER,
  initialApplicationValues,
  isMissingRequired,
  type ApplicationValues,
} from "../../lib/job-application/form-values"
import { LANGUAGES, type Language } from "../../lib/job-application/language"
import { applicationMessages, type ApplicationMessages } from "../../lib/job-application/messages"
import { ANY_POSITION, SHIFTS, TRANSPORT } from "../../lib/job-application/options"
import { resumeProblem } from "../../lib/job-application/resume-file"
import { submitApplication, type ApplicationOutcome, type ApplicationPhase } from "../../lib/job-application/submit-application"
import { validateApplication } from "../../lib/job-application/validate"
import { HONEYPOT_FIELD, honeypotFilled } from "../../lib/quote/spam-guard"
import { routes } from "../../lib/routes"
import { getSupabase, preloadSupabase } from "../../lib/supabase/client"
import { useBotCheck } from "../../hooks/use-bot-check"
import { BotCheckStatus } from "../bot-check-status/bot-check-status"
import { DraftKeeper } from "../quote-form/draft-keeper"
import { Honeypot } from "../form-field"
import { DraftNotice, ErrorSummary as Summary } from "../form-messages"
import { FormNote, SubmitButton, SubmitRow } from "../submit-button"
import { ApplicationOutcomePanel, type ShownOutcome } from "./outcome"
import { ChoiceGroup, ConsentBox, fieldId, focusTargetId, SelectInput, TextInput } from "./parts"
import { ResumeField } from "./resume-field"
import * as styles from "./job-application-form.module.css"

export interface JobApplicationFormProps {
  lang: Language
  jobSlug: string
  jobTitle: string
  /** The privacy page to link to; by default the one in the page's language. */
  privacyPath?: string
  /** Focus the first field when the form appears (the applicant pressed "Start"), not on a restored draft. */
  autoFocus?: boolean
}

/** How long a suspected bot waits for its fake success, like a real submission would. */
const BOT_DELAY_MS = 700

/** The form-level messages after a failed submit attempt, in a live region; focus goes to the first invalid field. */
function ErrorSummary({ text }: { text: ApplicationMessages }) {
  const { errors, values, submitCount, isSubmitting, isValidating } = useFormikContext<ApplicationValues>()
  const handled = useRef(0)
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return
    handled.current = submitCount
    const first = APPLICATION_FIELD_ORDER.find((field) => errors[field])
    if (first) document.getElementById(focusTargetId(first))?.focus()
  }, [submitCount, isSubmitting, isValidating, errors])
  const messages: string[] = []
  if (submitCount > 0 && Object.keys(errors).length > 0) {
    messages.push(isMissingRequired(values) ? text.errors.requiredFields : text.errors.fixFields)
  }
  return <Summary messages={messages} />
}

export function JobApplicationForm({ lang, jobSlug, jobTitle, privacyPath = lang === "es" ? routes.esPrivacy : routes.privacy, autoFocus }: JobApplicationFormProps) {
  const text = applicationMessages(lang)
  const [resume, setResume] = useState<File | null>(null)
  const [resumeError, setResumeError] = useState("")
  const [phase, setPhase] = useState<ApplicationPhase | null>(null)
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null)
  const [draftRestored, setDraftRestored] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const initialValues = initialApplicationValues(lang, jobSlug)
  const botCheck = useBotCheck()
  const startBotCheck = botCheck.start

  useEffect(() => {
    if (autoFocus) document.getElementById(fieldId("name"))?.focus()
  }, [autoFocus])

  // This form loads only once the applicant has started (job-application.tsx), so its bot check starts
  // with it and is usually solved before they send.
  useEffect(() => startBotCheck(), [startBotCheck])

  useEffect(() => {
    outcomeRef.current?.focus()
  }, [outcome])

  const pickResume = (file: File) => {
    preloadSupabase() // warm the client up while the applicant finishes
    const problem = resumeProblem(file)
    if (problem) {
      setResumeError(problem === "type" ? text.errors.resumeType : text.errors.resumeSize(file.name))
      return
    }
    setResumeError("")
    setResume(file)
  }

  const startOver = (helpers: Pick<FormikHelpers<ApplicationValues>, "resetForm">) => {
    helpers.resetForm({ values: initialApplicationValues(lang, jobSlug) })
    setResume(null)
    setResumeError("")
    setDraftRestored(false)
    clearApplicationDraft()
  }

  const onSubmit = async (values: ApplicationValues, helpers: FormikHelpers<ApplicationValues>) => {
    setOutcome(null)
    const withEmail = values.email.trim() !== ""
    // Sent a second after Start (a phone's autofill) is fine: the proof of work is the check, and sending
    // waits for it with the bot check's status line showing. Only the hidden field marks a bot.
    if (honeypotFilled(honeypot.current?.value ?? "")) {
      // A bot is told it succeeded and nothing is stored, so it learns nothing.
      await new Promise((resolve) => setTimeout(resolve, BOT_DELAY_MS))
      startOver(helpers)
      setOutcome({ kind: "success", withEmail })
      return
    }
    setPhase("saving")
    let result: ApplicationOutcome
    try {
      const client = await getSupabase()
      result = await submitApplication({
        client,
        values,
        context: { language: lang, jobSlug, jobTitle },
        resume,
        onPhase: setPhase,
        botProof: botCheck.take,
      })
    } catch (error) {
      // The client's code could not be loaded (offline, or a failed chunk): nothing was sent.
      console.error("Job application: the Supabase client could not be loaded", error)
      result = { kind: "save-failed", error }
    }
    setPhase(null)
    if (result.kind === "success" || result.kind === "resume-failed") {
      startOver(helpers)
      setOutcome({ kind: result.kind === "success" ? "success" : "resume-failed", withEmail })
    } else {
      // Nothing is reset: every answer and the résumé stay for another try or a call. A refused proof
      // starts a new check at once, so sending again needs only the button.
      if (result.kind === "bot-check") botCheck.renew()
      setOutcome({ kind: "unsent", reason: result.kind })
    }
  }

  const languageNames = text.languageNames
  return (
    <Formik<ApplicationValues> initialValues={initialValues} validate={(values) => validateApplication(values, lang, jobSlug)} onSubmit={onSubmit}>
      {({ isSubmitting, resetForm }) => (
        <Form noValidate aria-busy={isSubmitting} aria-labelledby="apply-heading" className={styles.form}>
          <DraftKeeper<ApplicationValues>
            load={() => loadApplicationDraft(lang, jobSlug)}
            save={saveApplicationDraft}
            onRestored={() => setDraftRestored(true)}
          />
          {outcome && <ApplicationOutcomePanel ref={outcomeRef} outcome={outcome} text={text} />}
          {draftRestored && !outcome && <DraftNotice text={text.draftKept} clearLabel={text.clearForm} onClear={() => startOver({ resetForm })} />}
          <ErrorSummary text={text} />
          <FormNote>{text.requiredNote}</FormNote>

          <fieldset disabled={isSubmitting} className={styles.fields}>
            <legend className="visually-hidden">{text.heading}</legend>
            <TextInput name="name" label={text.labels.name} required maxLength={APPLICATION_MAX_LENGTH.name} autoComplete="name" />
            <TextInput
              name="phone"
              label={text.labels.phone}
              required
              hint={text.hints.phone}
              type="tel"
              inputMode="tel"
              maxLength={APPLICATION_MAX_LENGTH.phone}
              autoComplete="tel"
            />
            <TextInput
              name="email"
              label={text.labels.email}
              optional={text.optional}
              hint={text.hints.email}
              type="email"
              inputMode="email"
              maxLength={APPLICATION_MAX_LENGTH.email}
              autoComplete="email"
            />
            <ChoiceGroup
              name="preferredLanguage"
              legend={text.labels.preferredLanguage}
              choices={LANGUAGES.map((language) => ({ value: language, label: languageNames[language], lang: language }))}
            />
            <SelectInput
              name="position"
              label={text.labels.position}
              choices={[
                { value: jobSlug, label: jobTitle },
                { value: ANY_POSITION, label: text.anyPosition },
              ]}
            />
            <ChoiceGroup
              name="shifts"
              legend={text.labels.shifts}
              hint={text.hints.shifts}
              multiple
              choices={SHIFTS.map((shift) => ({ value: shift, label: text.shiftLabels[shift] }))}
            />
            <SelectInput
              name="transport"
              label={text.labels.transport}
              placeholder={text.choose}
              choices={TRANSPORT.map((way) => ({ value: way, label: text.transportLabels[way] }))}
            />
            <ResumeField
              label={text.labels.resume}
              optional={text.optional}
              hint={text.hints.resume}
              pick={text.resumePick}
              removeLabel={text.resumeRemove}
              file={resume}
              error={resumeError}
              disabled={isSubmitting}
              onPick={pickResume}
              onRemove={() => {
                setResume(null)
                setResumeError("")
              }}
            />
            <ConsentBox legend={text.labels.consent} text={text.consentText} />
            <Honeypot inputRef={honeypot} id={`apply-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} label="Website" />
          </fieldset>

          <SubmitRow>
            <SubmitButton busy={isSubmitting} icon={<Send size={20} aria-hidden="true" />}>
              {!isSubmitting ? text.submit : phase === "uploading" ? text.uploading : text.sending}
            </SubmitButton>
            <BotCheckStatus state={botCheck.state} text={text.botCheck} />
            <FormNote>
              {text.privacy} <Link to={privacyPath}>{text.privacyLink}</Link>
            </FormNote>
          </SubmitRow>
        </Form>
      )}
    </Formik>
  )
}
