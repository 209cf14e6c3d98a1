/**
 * The application section of a job page: its heading and intro (`intro`, static markup: apply-intro.tsx)
 * and a button that loads the form (Formik, the rules, both languages' messages) only when the applicant
 * starts, so the page's first JavaScript stays small. A returning applicant with a draft gets the form at
 * once, their answers in it.
 */
import React, { useEffect, useRef, useState } from "react"
import type { Language } from "../../lib/job-application/language"
import { APPLICATION_DRAFT_KEY, LAUNCH_MESSAGES } from "../../lib/job-application/launch-messages"
import * as buttonStyles from "../submit-button/submit-button.module.css"
import type { JobApplicationFormProps } from "./job-application-form"
import * as styles from "./job-application.module.css"

export interface JobApplicationProps {
  /** The page's language: every word of the form, its messages and its e-mails follow it. */
  lang: Language
  jobSlug: string
  jobTitle: string
  /** The privacy page to link to; by default the one in the page's language. */
  privacyPath?: string
  /** The section's heading (id "apply-heading") and intro: ApplyIntro, as a static region on job pages. */
  intro: React.ReactNode
}

const loadForm = () => import("./job-application-form")

function hasDraft(): boolean {
  try {
    return window.localStorage.getItem(APPLICATION_DRAFT_KEY) !== null
  } catch {
    return false // storage blocked: no draft to restore
  }
}

type FormComponent = React.ComponentType<JobApplicationFormProps>

export function JobApplication({ lang, jobSlug, jobTitle, privacyPath, intro }: JobApplicationProps) {
  const text = LAUNCH_MESSAGES[lang]
  const [Form, setForm] = useState<FormComponent | null>(null)
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle")
  const focusOnOpen = useRef(false)

  const open = (focus: boolean) => {
    focusOnOpen.current = focus
    setState("loading")
    loadForm()
      .then((module) => setForm(() => module.JobApplicationForm))
      .catch((error: unknown) => {
        console.error("Job application: the form could not be loaded", error)
        setState("failed")
      })
  }
  // Starts loading the form as a pointer (a finger too: touch fires pointerenter first) or the keyboard reaches the button.
  const warm = () => void loadForm().catch(() => undefined)

  useEffect(() => {
    if (hasDraft()) open(false)
  }, [])

  return (
    <div className={styles.wrap}>
    <section id="apply" className={styles.section} aria-labelledby="apply-heading" lang={lang}>
      {intro}
      {Form ? (
        <Form lang={lang} jobSlug={jobSlug} jobTitle={jobTitle} privacyPath={privacyPath} autoFocus={focusOnOpen.current} />
      ) : (
        <div className={styles.launch}>
          {/* The form kit's button (SubmitButton) by its look alone: its code would add to every job page's first load. */}
          <button
            type="button"
            className={buttonStyles.button}
            disabled={state === "loading"}
            aria-busy={state === "loading" || undefined}
            onClick={() => open(true)}
            onPointerEnter={warm}
            onFocus={warm}
          >
            <span>{state === "loading" ? text.loading : text.start}</span>
          </button>
          {state === "failed" && (
            <p role="alert" className={styles.loadFailed}>
              {text.loadFailed}
            </p>
          )}
        </div>
      )}
    </section>
    </div>
  )
}
