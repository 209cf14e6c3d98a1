/**
 * Sends one application:
 * 1. insert the job_applications row, its id made here so nothing is read back (anon may insert,
 *    not select), with the résumé's folder when there is one;
 * 2. upload the résumé into that folder (the storage policy admits it only there, for an application
 *    saved within the hour), by the quote form's upload (standard, or resumable over 6 MB);
 * 3. ask the notify-application Edge Function for the hiring manager's e-mail, without waiting.
 * It never throws: every path ends in an outcome the form turns into messages.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { isRateLimited } from "../supabase/rate-limit"
import { requestNotification } from "../supabase/notify-function"
import { uploadOne, type UploadOneOptions } from "../quote/upload-one"
import { toApplicationRow, type ApplicationContext } from "./application-row"
import { RESUME_BUCKET } from "./field-rules"
import type { ApplicationValues } from "./form-values"
import { resumeFolder, resumePath } from "./resume-file"

export type ApplicationOutcome =
  | { kind: "success"; applicationId: string; resumeSent: boolean }
  /** Saved, but the résumé did not arrive. */
  | { kind: "resume-failed"; applicationId: string; error: unknown }
  | { kind: "not-configured" }
  | { kind: "save-failed"; error: unknown }
  | { kind: "rate-limited"; error: unknown }
  /** Nothing was saved: the database refused the bot-check proof (missing, expired or spent); a new one is needed. */
  | { kind: "bot-check"; error: unknown }

/** What Postgres answers a missing, forged, expired or spent proof with (CONTRACT-22.md item 1). */
export const BOT_CHECK_FAILED_CODE = "PT403"

export type ApplicationPhase = "saving" | "uploading"

export interface SubmitApplicationInput {
  client: SupabaseClient | null
  values: ApplicationValues
  context: Omit<ApplicationContext, "resumeFolder">
  resume: File | null
  onPhase?: (phase: ApplicationPhase) => void
  notify?: (applicationId: string) => Promise<void>
  /**
   * The bot-check proof sent as the row's bot_proof (CONTRACT-22.md item 1): the quote form's solver
   * (branch guard-web) plugs in here; without it the row goes without one.
   */
  botProof?: () => Promise<string | null>
  /** Tests: the resumable upload's environment. */
  resumable?: UploadOneOptions["resumable"]
  newId?: () => string
  folder?: string
}

export const requestApplicationNotification = (applicationId: string) =>
  requestNotification("notify-application", { applicationId }, `Application ${applicationId}`)

export async function submitApplication({
  client,
  values,
  context,
  resume,
  onPhase = () => undefined,
  notify = requestApplicationNotification,
  botProof = async () => null,
  resumable,
  newId = () => crypto.randomUUID(),
  folder = resumeFolder(),
}: SubmitApplicationInput): Promise<ApplicationOutcome> {
  if (!client) return { kind: "not-configured" }
  const applicationId = newId()
  onPhase("saving")
  const row = toApplicationRow(values, applicationId, { ...context, resumeFolder: resume ? folder : null })
  let saveError: unknown
  try {
    const proof = await botProof()
    saveError = (await client.from("job_applications").insert(proof ? ({ ...row, bot_proof: proof } as object) : row).setHeader("Prefer", "return=minimal")).error
  } catch (error) {
    saveError = error // a failed fetch (offline) can surface as a throw
  }
  if (saveError && isRateLimited(saveError)) return { kind: "rate-limited", error: saveError }
  if (saveError && (saveError as { code?: unknown }).code === BOT_CHECK_FAILED_CODE) return { kind: "bot-check", error: saveError }
  if (saveError) {
    console.error("Job application could not be saved", saveError)
    return { kind: "save-failed", error: saveError }
  }

  let outcome: ApplicationOutcome = { kind: "success", applicationId, resumeSent: false }
  if (resume) {
    onPhase("uploading")
    const result = await uploadOne(client.storage.from(RESUME_BUCKET), resumePath(folder, resume), resume, { resumable, bucket: RESUME_BUCKET })
    if (result.kind === "done") outcome = { kind: "success", applicationId, resumeSent: true }
    else {
      const error = result.kind === "failed" ? result.error : new Error("cancelled")
      console.error(`Application ${applicationId}: the résumé did not upload`, error)
      outcome = { kind: "resume-failed", applicationId, error }
    }
  }
  notify(applicationId).catch((error: unknown) => console.error(`Application ${applicationId}: notification not requested`, error))
  return outcome
}
