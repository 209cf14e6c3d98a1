/**
 * The deletions the privacy page promises, called as the schedule calls them
 * (supabase/schedule/retention.sql, notify-application-sweep.sql) with a "now" the test sets. The periods
 * are the privacy page's (content/pages/privacy.yaml): quote requests and attachments three years,
 * abuse-protection data one hour; unconfirmed newsletter sign-ups 7 days, files no quote refers to a day;
 * job applications one year from the later of the application and the decision on it (29 CFR 1602.14),
 * never while under a legal hold, and a withdrawn one (the applicant asked for deletion) no later than that.
 */
import fs from "node:fs"
import path from "node:path"
import type { PGlite } from "@electric-sql/pglite"
import { as, attempt, createDatabase, insertSql } from "./support/database"
import { applicationRow } from "./support/sample-application"
import { FIXED_NOW } from "../fixtures/clock"

const RETENTION = {
  quote: "3 years",
  abuseData: "1 hour",
  unconfirmedSignUp: "7 days",
  unreferencedFile: "1 day",
  application: "1 year",
}

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const NOW = "2030-06-01T12:00:00Z"
const before = (period: string, slack: string) => `timestamptz '${NOW}' - interval '${period}' ${slack}`

async function rolledBack(work: () => Promise<void>) {
  await db.exec("begin")
  try {
    await work()
  } finally {
    await db.exec("rollback")
  }
}

/** A file as Storage stored it long ago: inside the test's transaction, with the upload rules' trigger off (see arrange in support/database.ts). */
async function storedLongAgo(sql: string, params: unknown[]) {
  await db.exec("set local session_replication_role = replica")
  await db.query(sql, params)
  await db.exec("set local session_replication_role = origin")
}

const insertQuote = async (id: string, createdAt: string) =>
  db.query(
    `insert into public.quote_requests (id, business_name, contact_name, email, phone, services, created_at, upload_folder)
     values ($1, 'Acme', 'Al', 'al@acme.co', '813-555-0100', array['High Dusting'], ${createdAt}, $2)`,
    [id, `quotes/1700000000000-${id.replace(/-/g, "").slice(0, 16)}`],
  )

describe("scheduled deletions", () => {
  it(`deletes quote requests and their attachment rows ${RETENTION.quote} after the request, and keeps younger ones`, async () => {
    await rolledBack(async () => {
      const [old, young] = [crypto.randomUUID(), crypto.randomUUID()]
      await insertQuote(old, before(RETENTION.quote, "- interval '1 minute'"))
      await insertQuote(young, before(RETENTION.quote, "+ interval '1 minute'"))
      await storedLongAgo(
        `insert into storage.objects (bucket_id, name) values ('quote-attachments', $1)`,
        [`quotes/1700000000000-${old.replace(/-/g, "").slice(0, 16)}/plan.pdf`],
      )
      await db.query(
        `insert into public.quote_attachments (quote_id, storage_path, public_url, file_name, size_bytes, content_type)
         values ($1, $2, '', 'plan.pdf', 10, 'application/pdf')`,
        [old, `quotes/1700000000000-${old.replace(/-/g, "").slice(0, 16)}/plan.pdf`],
      )
      const { rows } = await db.query<{ n: number }>(`select private.purge_old_quotes(timestamptz '${NOW}') as n`)
      expect(rows[0].n).toBe(1)
      expect((await db.query("select id from public.quote_requests where id in ($1, $2)", [old, young])).rows).toEqual([{ id: young }])
      expect((await db.query("select 1 from public.quote_attachments where quote_id = $1", [old])).rows).toEqual([])
      // Its file is now unreferenced: the storage cleanup lists it for deletion.
      const orphans = await db.query<{ name: string }>(`select name from private.orphan_objects(timestamptz '${NOW}', 100)`)
      expect(orphans.rows.map((r) => r.name)).toContain(`quotes/1700000000000-${old.replace(/-/g, "").slice(0, 16)}/plan.pdf`)
    })
  })

  it(`lists a file no quote refers to once it is ${RETENTION.unreferencedFile} old, not before, and never a referenced one`, async () => {
    await rolledBack(async () => {
      const quote = crypto.randomUUID()
      await insertQuote(quote, before("2 days", ""))
      const folder = `quotes/1700000000000-${quote.replace(/-/g, "").slice(0, 16)}`
      for (const [name, age] of [["referenced.pdf", "2 days"], ["stray.pdf", "1 day 1 minute"], ["fresh.pdf", "23 hours"]]) {
        await storedLongAgo(`insert into storage.objects (bucket_id, name, created_at) values ('quote-attachments', $1, ${before(age, "")})`, [`${folder}/${name}`])
      }
      await db.query(
        `insert into public.quote_attachments (quote_id, storage_path, public_url, file_name, size_bytes, content_type)
         values ($1, $2, '', 'referenced.pdf', 10, 'application/pdf')`,
        [quote, `${folder}/referenced.pdf`],
      )
      const { rows } = await db.query<{ name: string }>(`select name from private.orphan_objects(timestamptz '${NOW}', 100) where name like $1`, [`${folder}/%`])
      expect(rows.map((r) => r.name)).toEqual([`${folder}/stray.pdf`])
    })
  })

  it(`deletes abuse-protection data ${RETENTION.abuseData} old: rate-limit hits and expired bot-check proofs`, async () => {
    await rolledBack(async () => {
      await db.query(`insert into private.rate_limit_hits (bucket, client_hash, hit_at) values
        ('quote', 'old', ${before(RETENTION.abuseData, "- interval '1 second'")}), ('quote', 'young', ${before(RETENTION.abuseData, "+ interval '1 second'")})`)
      await db.query(`insert into private.spent_bot_proofs (challenge, expires_at) values
        ('expired', ${before("1 second", "")}), ('live', ${before("-1 minute", "")})`)
      await db.query(`select private.purge_abuse_data(timestamptz '${NOW}')`)
      expect((await db.query("select client_hash from private.rate_limit_hits")).rows).toEqual([{ client_hash: "young" }])
      expect((await db.query("select challenge from private.spent_bot_proofs")).rows).toEqual([{ challenge: "live" }])
    })
  })

  it(`deletes newsletter sign-ups never confirmed ${RETENTION.unconfirmedSignUp} after the sign-up, and never a confirmed one`, async () => {
    await rolledBack(async () => {
      await db.query(`insert into public.newsletter_subscribers (email, created_at, confirmed_at) values
        ('stale@example.com', ${before(RETENTION.unconfirmedSignUp, "- interval '1 minute'")}, null),
        ('recent@example.com', ${before(RETENTION.unconfirmedSignUp, "+ interval '1 minute'")}, null),
        ('reader@example.com', ${before("2 years", "")}, ${before("2 years", "")})`)
      await db.query(`select private.purge_unconfirmed_signups(timestamptz '${NOW}')`)
      expect((await db.query("select email from public.newsletter_subscribers order by email")).rows).toEqual([
        { email: "reader@example.com" },
        { email: "recent@example.com" },
      ])
    })
  })

  it("are scheduled: abuse data hourly, the records and files daily, each calling these functions", () => {
    const schedule = fs.readFileSync(path.resolve(__dirname, "../../supabase/schedule/retention.sql"), "utf8")
    const job = (name: string) => schedule.match(new RegExp(`cron\\.schedule\\(\\s*'${name}',\\s*'([^']+)'([\\s\\S]*?)\\n\\);?`))
    expect(job("purge-abuse-data")?.[1]).toBe("0 * * * *")
    expect(job("purge-abuse-data")?.[2]).toContain("private.purge_abuse_data(now())")
    expect(job("purge-old-records")?.[2]).toMatch(/private\.purge_old_quotes\(now\(\)\)[\s\S]*private\.purge_unconfirmed_signups\(now\(\)\)/)
    expect(job("storage-cleanup")?.[2]).toContain(`'{"cleanup": true}'`)
    expect(job("rotate-rate-limit-key")?.[2]).toContain("private.rotate_vault_secret('rate_limit_key')")
  })

  it("cannot be run by anon", async () => {
    await db.exec("begin")
    try {
      await db.exec("set local role anon")
      await expect(db.query(`select private.purge_old_quotes(now())`)).rejects.toThrow(/permission denied/)
    } finally {
      await db.exec("rollback")
    }
  })
})

describe("job applications: kept the year federal rules ask, then deleted", () => {
  /** An application sent at `sentAt`, with what staff recorded on it (decision, withdrawal, legal hold). */
  const insertApplication = async (sentAt: string, recorded: { decided_at?: string; withdrawn_at?: string; legal_hold?: boolean } = {}) => {
    const row = applicationRow()
    const { sql, params } = insertSql("public.job_applications", row)
    await db.query(sql, params)
    const sets = Object.entries({ created_at: sentAt, ...recorded }).map(([column, value]) => `${column} = ${typeof value === "boolean" ? value : value}`)
    await db.query(`update public.job_applications set ${sets.join(", ")} where id = $1`, [row.id])
    return row.id
  }
  const purged = async () => (await db.query<{ n: number }>(`select private.purge_old_applications(timestamptz '${NOW}') as n`)).rows[0].n
  const left = async (ids: string[]) => (await db.query<{ id: string }>("select id from public.job_applications where id = any($1)", [ids])).rows.map((r) => r.id)

  it(`deletes an application ${RETENTION.application} after it was sent when no decision was recorded, not a minute sooner`, async () => {
    await rolledBack(async () => {
      const old = await insertApplication(before(RETENTION.application, "- interval '1 minute'"))
      const young = await insertApplication(before(RETENTION.application, "+ interval '1 minute'"))
      expect(await purged()).toBe(1)
      expect(await left([old, young])).toEqual([young])
    })
  })

  it(`keeps it ${RETENTION.application} from the hiring decision when that came later`, async () => {
    await rolledBack(async () => {
      const decidedLate = await insertApplication(before("14 months", ""), { decided_at: before(RETENTION.application, "+ interval '1 day'") })
      const decidedLongAgo = await insertApplication(before("14 months", ""), { decided_at: before("13 months", "") })
      expect(await purged()).toBe(1)
      expect(await left([decidedLate, decidedLongAgo])).toEqual([decidedLate])
    })
  })

  it("deletes a withdrawn application (the applicant asked) as soon as its year is up: the request never extends it", async () => {
    await rolledBack(async () => {
      const withdrawn = await insertApplication(before(RETENTION.application, "- interval '1 day'"), { withdrawn_at: before("2 months", "") })
      const withdrawnYoung = await insertApplication(before("3 months", ""), { withdrawn_at: before("2 months", "") })
      expect(await purged()).toBe(1)
      expect(await left([withdrawn, withdrawnYoung])).toEqual([withdrawnYoung])
    })
  })

  it("never deletes one under a legal hold (a discrimination charge or lawsuit pending), and does once the hold is lifted", async () => {
    await rolledBack(async () => {
      const held = await insertApplication(before("3 years", ""), { legal_hold: true })
      expect(await purged()).toBe(0)
      expect(await left([held])).toEqual([held])
      await db.query("update public.job_applications set legal_hold = false where id = $1", [held])
      expect(await purged()).toBe(1)
    })
  })

  it("refuses a decision or withdrawal dated before the application", async () => {
    await rolledBack(async () => {
      const id = await insertApplication(before("1 month", ""))
      for (const column of ["decided_at", "withdrawn_at"]) {
        await db.exec("savepoint early")
        await expect(db.query(`update public.job_applications set ${column} = created_at - interval '1 second' where id = $1`, [id])).rejects.toThrow(/check constraint/)
        await db.exec("rollback to savepoint early")
      }
    })
  })

  it.each(["decided_at", "withdrawn_at", "legal_hold"])("lets no stranger set %s with the anon key", async (column) => {
    await as(db, "anon", async (tx) => {
      const row = { ...applicationRow(), [column]: column === "legal_hold" ? true : FIXED_NOW.toISOString() }
      const { sql, params } = insertSql("public.job_applications", row)
      expect(await attempt(tx, sql, params)).toMatch(/permission denied/)
    })
  })

  it("is scheduled nightly, calling this function", () => {
    const schedule = fs.readFileSync(path.resolve(__dirname, "../../supabase/schedule/notify-application-sweep.sql"), "utf8")
    expect(schedule).toMatch(/cron\.schedule\('purge-old-applications', '15 3 \* \* \*', \$\$ select private\.purge_old_applications\(now\(\)\) \$\$\)/)
  })
})
