/**
 * The one module that talks to the mail provider: Resend's HTTP API (POST /emails), the pairing
 * Supabase documents for Edge Functions. Swapping providers means another implementation of Mailer.
 */
export interface MailAttachment {
  filename: string
  /** The file's bytes, base64 (Resend's `content`). */
  content: string
  contentType?: string
}

export interface OutgoingMail {
  from: string
  to: string
  replyTo: string
  subject: string
  text: string
  html: string
  /** Files sent with the mail (a calendar invitation, say). */
  attachments?: MailAttachment[]
  /** Resend keeps a key for 24 hours: a retry with the same key never sends a second mail. */
  idempotencyKey: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

export class MailError extends Error {}

export function resendMailer({ apiUrl, apiKey }: { apiUrl: string; apiKey: string }): Mailer {
  const endpoint = `${apiUrl.replace(/\/+$/, "")}/emails`
  return {
    async send(mail) {
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${apiKey}`,
            "Content-Type": "application/json",
            "Idempotency-Key": mail.idempotencyKey,
          },
          body: JSON.stringify({
            from: mail.from,
            to: [mail.to],
            reply_to: mail.replyTo,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.attachments?.length
              ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, ...(a.contentType ? { content_type: a.contentType } : {}) })) }
              : {}),
          }),
          // Bounded so a sweep of a full batch ends within the Edge Function time limit.
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new MailError(`mail API unreachable: ${error instanceof Error ? error.message : String(error)}`)
      }
      const body = await response.text()
      if (!response.ok) throw new MailError(`mail API answered ${response.status}: ${body.slice(0, 300)}`)
    },
  }
}
