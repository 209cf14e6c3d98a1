/**
 * The kinds of mail notify-application sends through the shared pipeline (../_shared/pipeline.ts): the
 * application to the hiring manager, a résumé that arrived after it (one short follow-up, as late quote files
 * get), and the applicant's acknowledgement in their language.
 */
import type { Sql } from "../_shared/database.ts"
import type { MailKind } from "../_shared/pipeline.ts"
import { type Application, type Resume, RESUME_BUCKET } from "./application.ts"
import type { ApplicationConfig } from "./config.ts"
import { acknowledgementEmail, hiringEmail, lateResumeEmail } from "./email-content.ts"

async function loadApplication(sql: Sql, id: string): Promise<Application | null> {
  const [application] = await sql<Application[]>`
    select id, created_at, name, phone, email, preferred_language, page_language, job_slug, job_title, any_position, shifts,
      transport, contact_consent, resume_folder, resume_reported_at
    from public.job_applications where id = ${id}`
  return application ?? null
}

/**
 * The résumé stored in the application's folder, only if its type is exactly the one its extension allows
 * (private.upload_file_types): the link never points at a file of another type.
 */
async function loadResume(sql: Sql, folder: string | null, projectUrl: string): Promise<Resume | null> {
  if (!folder) return null
  const [row] = await sql<{ name: string; size: string | null }[]>`
    select o.name, o.metadata ->> 'size' as size from storage.objects o
    join private.upload_file_types t on t.bucket_id = o.bucket_id and t.extension = lower(storage.extension(o.name))
    where o.bucket_id = ${RESUME_BUCKET} and starts_with(o.name, ${folder + "/"}) and o.metadata ->> 'mimetype' = t.content_type
    order by o.created_at limit 1`
  return row ? { name: row.name, size: row.size === null ? null : Number(row.size), url: `${projectUrl}/storage/v1/object/public/${RESUME_BUCKET}/${row.name}` } : null
}

type WithResume = { application: Application; resume: Resume | null }

const markResumeReported = async (sql: Sql, id: string, now: Date) => {
  await sql`update public.job_applications set resume_reported_at = coalesce(resume_reported_at, ${now}) where id = ${id}`
}

export function applicationMailKinds(config: ApplicationConfig): MailKind<WithResume>[] {
  const hiring: MailKind<WithResume> = {
    kind: "application_hiring",
    audience: "office",
    async load(sql, row) {
      const application = await loadApplication(sql, row.source_id)
      return application && { application, resume: await loadResume(sql, application.resume_folder, config.projectUrl) }
    },
    compose: ({ application, resume }) => ({
      ...hiringEmail(application, resume),
      to: config.hiringEmail,
      replyTo: application.email ?? config.hiringEmail,
    }),
    recordSent: async (tx, { application, resume }, _row, now) => {
      if (resume) await markResumeReported(tx, application.id, now)
    },
  }

  const lateResume: MailKind<WithResume> = {
    kind: "application_late_resume",
    audience: "office",
    async load(sql, row) {
      const application = await loadApplication(sql, row.source_id)
      if (!application || application.resume_reported_at) return null
      const resume = await loadResume(sql, application.resume_folder, config.projectUrl)
      return resume && { application, resume }
    },
    compose: ({ application, resume }) => ({
      ...lateResumeEmail(application, resume!),
      to: config.hiringEmail,
      replyTo: application.email ?? config.hiringEmail,
    }),
    recordSent: (tx, { application }, _row, now) => markResumeReported(tx, application.id, now),
  }

  const acknowledgement: MailKind<WithResume> = {
    kind: "application_acknowledgement",
    audience: "prospect",
    async load(sql, row) {
      const application = await loadApplication(sql, row.source_id)
      return application && { application, resume: null }
    },
    compose: ({ application }) => ({ ...acknowledgementEmail(application.preferred_language, config.company), replyTo: config.hiringEmail }),
  }

  return [hiring, lateResume, acknowledgement]
}
