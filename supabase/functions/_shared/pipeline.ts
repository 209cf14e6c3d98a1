/**
 * The one mail pipeline every notify function runs (issue 30): a function lists its kinds of mail, and the
 * pipeline claims what is due from the outbox, loads each mail's source, composes it, sends it with its
 * idempotency key and records it, all through outbox.ts. Office mail is claimed and sent before prospect
 * mail and never waits for it; prospect mail is claimed within the caps the database keeps for all kinds
 * together. A new kind of mail is one MailKind (supabase/README.md, "Adding a kind of mail").
 */
import type { MailConfig } from "./config.ts"
import type { Sql, TransactionSql } from "./database.ts"
import type { MailAttachment, Mailer } from "./mailer.ts"
import { type Audience, outbox, type OutboxRow } from "./outbox.ts"

export interface ComposedMail {
  /** Office mail only: where it goes (the office, the hiring manager). Prospect mail goes to the row's own recipient. */
  to?: string
  replyTo: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

export interface MailContext {
  config: MailConfig
  now: Date
}

export interface MailKind<Item = unknown> {
  /** A row of private.mail_kinds. */
  kind: string
  audience: Audience
  /** What the mail is about, read when it is claimed; null when there is nothing to send any more (its source is gone). */
  load(sql: Sql, row: OutboxRow, context: MailContext): Promise<Item | null>
  compose(item: Item, row: OutboxRow, context: MailContext): ComposedMail | Promise<ComposedMail>
  /** The source's own bookkeeping, in the transaction that marks the mail sent (files listed, a résumé linked). */
  recordSent?(tx: TransactionSql, item: Item, row: OutboxRow, now: Date): Promise<void>
}

export type Counts = { sent: number; failed: number; skipped: number }
export type SweepCounts = { office: Counts; prospect: Counts }

const nothing = (): Counts => ({ sent: 0, failed: 0, skipped: 0 })

export interface PipelineDeps {
  sql: Sql
  mailer: Mailer
  // deno-lint-ignore no-explicit-any
  kinds: MailKind<any>[]
  config: MailConfig
  now: () => Date
  /** Mails claimed at a time. */
  batch?: number
  /** Milliseconds a sweep spends claiming and sending; then it stops, and the next sweep goes on. */
  budgetMs?: number
  /** A monotonic clock for the budget (never the calendar). */
  elapsed?: () => number
}

export function createPipeline({ sql, mailer, kinds, config, now, batch = 50, budgetMs = 50_000, elapsed = () => performance.now() }: PipelineDeps) {
  const box = outbox(sql)
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]))
  const kindsOf = (audience: Audience) => kinds.filter((kind) => kind.audience === audience).map((kind) => kind.kind)
  const allKinds = kinds.map((kind) => kind.kind)

  async function deliver(row: OutboxRow, counts: Counts) {
    const kind = byKind.get(row.kind)!
    const context = { config, now: now() }
    try {
      const item = await kind.load(sql, row, context)
      if (item === null) {
        await box.dropped(row, now())
        counts.skipped++
        return
      }
      const mail = await kind.compose(item, row, context)
      const to = kind.audience === "prospect" ? row.recipient : mail.to
      if (!to) throw new Error(`${row.kind}: no recipient`)
      await mailer.send({
        from: config.mailFrom,
        to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        idempotencyKey: row.idempotency_key,
      })
      const recorded = await sql.begin(async (tx) => {
        if (!(await box.sent(tx, row, now()))) return false
        await kind.recordSent?.(tx, item, row, now())
        return true
      })
      // A claim lost meanwhile (the lease ran out, another worker took the mail): that worker records it;
      // the provider delivered one mail under the shared idempotency key.
      counts[recorded ? "sent" : "skipped"]++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      console.error(`mail ${row.kind} ${row.source_id}: ${message}`)
      await box.failed(row, message)
      counts.failed++
    }
  }

  /** Claims and sends due mail of one audience until none is left, the budget is spent, or (for one source) once. */
  async function run(audience: Audience, started: number, source: string | null = null): Promise<Counts> {
    const counts = nothing()
    const kindsHere = kindsOf(audience)
    if (!kindsHere.length) return counts
    do {
      const token = crypto.randomUUID()
      const rows = await box.claim(audience, kindsHere, token, now(), batch, source)
      if (!rows.length) break
      for (const [index, row] of rows.entries()) {
        if (elapsed() - started > budgetMs) {
          for (const rest of rows.slice(index)) await box.released(rest)
          return counts
        }
        await deliver(row, counts)
      }
      if (rows.length < batch) break
    } while (source === null && elapsed() - started <= budgetMs)
    return counts
  }

  return {
    kinds: allKinds,
    /** The schedule's run: follow-ups planned, then office mail, then prospect mail within the caps. */
    async sweep(): Promise<SweepCounts> {
      const started = elapsed()
      await box.planFollowUps(now())
      const office = await run("office", started)
      const prospect = await run("prospect", started)
      return { office, prospect }
    },
    /** One source's due mail (the browser's call after a quote or an application). */
    async deliverSource(source: string): Promise<SweepCounts> {
      const started = elapsed()
      const office = await run("office", started, source)
      const prospect = await run("prospect", started, source)
      return { office, prospect }
    },
    /** What the source's mail still waits for, in one query. */
    state: (source: string) => box.state(source, allKinds, now()),
  }
}

export type Pipeline = ReturnType<typeof createPipeline>
