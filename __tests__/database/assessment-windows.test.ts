/**
 * The database and the booking panel agree on every window: the windows src/lib/booking generates are
 * exactly the starts private.assessment_window_end accepts, with the same ends, on both sides of both
 * daylight-saving changes, near and far, and for the editors' own schedule. And the database's copy of the
 * schedule: what it accepts, and the pull from the site.
 */
import fs from "node:fs"
import path from "node:path"
import type { PGlite } from "@electric-sql/pglite"
import type { AssessmentSchedule } from "../../src/lib/booking/schedule"
import { scheduledWindows } from "../../src/lib/booking/windows"
import { ASSESSMENT_SCHEDULE_FILE } from "../../src/lib/content/content-types"
import { slugify } from "../../src/lib/slug"
import { NOW, businessHours, changeNight } from "../fixtures/assessment-schedule"
import { attempt, createDatabase, rolledBack } from "./support/database"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const contentSchedule = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content", ASSESSMENT_SCHEDULE_FILE), "utf8")) as AssessmentSchedule

const HALF_HOUR = 30 * 60_000
const DAY = 86_400_000

/** The windows the database accepts among every half hour from a day before now to two days past the horizon. */
async function acceptedBy(schedule: AssessmentSchedule, far: boolean, now: Date): Promise<Array<[string, string]>> {
  const from = Math.floor(now.getTime() / HALF_HOUR) * HALF_HOUR - DAY
  const candidates: string[] = []
  for (let at = from; at <= now.getTime() + (schedule.horizonDays + 2) * DAY; at += HALF_HOUR) candidates.push(new Date(at).toISOString())
  const { rows } = await db.query<{ start: Date; end: Date }>(
    `select s as start, private.assessment_window_end($1::jsonb, $2, s, $3) as end
     from unnest($4::timestamptz[]) s
     where private.assessment_window_end($1::jsonb, $2, s, $3) is not null order by s`,
    [JSON.stringify(schedule), far, now, candidates],
  )
  return rows.map((row) => [row.start.toISOString(), row.end.toISOString()])
}

const generated = (schedule: AssessmentSchedule, far: boolean, now: Date) => scheduledWindows(schedule, far, now).map((window) => [window.start, window.end])

describe("the database accepts exactly the windows the panel offers", () => {
  const cases: Array<[string, AssessmentSchedule, Date]> = [
    ["business hours, before the March change", businessHours, NOW.beforeMarch],
    ["business hours, after the March change", businessHours, NOW.afterMarch],
    ["business hours, before the November change", businessHours, NOW.beforeNovember],
    ["business hours, after the November change", businessHours, NOW.afterNovember],
    ["the night the clocks go forward", changeNight, NOW.eveOfMarch],
    ["the night the clocks go back", changeNight, NOW.eveOfNovember],
    ["the editors' schedule over Christmas", contentSchedule, new Date("2026-12-20T15:00:00Z")],
    ["the editors' schedule around Thanksgiving", contentSchedule, new Date("2026-11-20T15:00:00Z")],
  ]

  it.each(cases)("%s, near and far", async (_name, schedule, now) => {
    for (const far of [false, true]) {
      const offered = generated(schedule, far, now)
      expect(offered.length).toBeGreaterThan(0)
      expect(await acceptedBy(schedule, far, now)).toEqual(offered)
    }
  })

  it("refuses a start a second off a window's, and any start without a schedule", async () => {
    const [first] = scheduledWindows(businessHours, false, NOW.afterMarch)
    const { rows } = await db.query<{ off: Date | null; none: Date | null }>(
      `select private.assessment_window_end($1::jsonb, false, $2::timestamptz + interval '1 second', $3) as off,
              private.assessment_window_end(null, false, $2::timestamptz, $3) as none`,
      [JSON.stringify(businessHours), first.start, NOW.afterMarch],
    )
    expect(rows).toEqual([{ off: null, none: null }])
  })
})

describe("far sites", () => {
  it("the database calls the same quotes far: by state, or by city written as the site writes slugs", async () => {
    const places: Array<[string | null, string]> = [
      ["Atlanta", "GA"],
      ["  PENSACOLA ", "FL"],
      ["Pensacola Beach", "FL"],
      ["St. Petersburg", "FL"],
      ["Tallahassee", "FL"],
      [null, "NC"],
      ["", "FL"],
    ]
    for (const [city, state] of places) {
      const { rows } = await db.query<{ far: boolean }>("select private.assessment_is_far($1::jsonb, $2, $3) as far", [JSON.stringify(contentSchedule), city, state])
      const expected = contentSchedule.farAway.states.includes(state as never) || (Boolean(city) && contentSchedule.farAway.cities.includes(slugify(city ?? "")))
      expect([city, state, rows[0].far]).toEqual([city, state, expected])
    }
  })

  it("slugs a city as src/lib/slug.ts does", async () => {
    for (const name of ["St. Petersburg", "  Fort   Myers ", "Café Évora", "Winter-Haven", "Port St. Lucie!", "Ñandú"]) {
      const { rows } = await db.query<{ slug: string }>("select private.slugify($1) as slug", [name])
      expect([name, rows[0].slug]).toEqual([name, slugify(name)])
    }
  })
})

describe("the database's copy of the schedule", () => {
  const problemOf = async (schedule: unknown) =>
    (await db.query<{ problem: string | null }>("select private.assessment_schedule_problem($1::jsonb) as problem", [JSON.stringify(schedule)])).rows[0].problem

  it("accepts the editors' file as the build publishes it", async () => {
    expect(await problemOf(contentSchedule)).toBeNull()
  })

  it.each<[string, (s: Record<string, any>) => void, RegExp]>([
    ["no capacity", (s) => delete s.capacity, /^capacity/],
    ["a window of 10 minutes", (s) => (s.windowMinutes = 10), /^windowMinutes/],
    ["a fractional horizon", (s) => (s.horizonDays = 2.5), /^horizonDays/],
    ["closing before opening", (s) => (s.weeklyHours[0].closes = "07:00"), /^weeklyHours/],
    ["an unknown day", (s) => (s.weeklyHours[0].day = "funday"), /^weeklyHours/],
    ["a time like 8am", (s) => (s.weeklyHours[0].opens = "8am"), /^weeklyHours/],
    ["a closed date that is no date", (s) => (s.closedDates[0].date = "2026-02-30"), /^closedDates/],
    ["a far state outside the five", (s) => (s.farAway.states = ["TX"]), /^farAway/],
    ["a far city that is no slug", (s) => (s.farAway.cities = ["Panama City"]), /^farAway/],
    ["no far days", (s) => delete s.farAway.days, /^farAway/],
  ])("refuses %s, naming the field, and keeps the schedule in force", async (_what, mutate, field) => {
    const broken = structuredClone(contentSchedule) as Record<string, any>
    mutate(broken)
    expect(await problemOf(broken)).toMatch(field)
    await rolledBack(db, async (tx) => {
      await tx.query("select private.set_assessment_schedule($1::jsonb, now())", [JSON.stringify(contentSchedule)])
      expect(await attempt(tx, "select private.set_assessment_schedule($1::jsonb, now())", [JSON.stringify(broken)])).toMatch(/^assessment schedule refused/)
      expect((await tx.query("select schedule from private.assessment_schedule")).rows).toEqual([{ schedule: contentSchedule }])
    })
  })

  it("is pulled from the site every run: the last answer applied, a failed or refused one recorded, and asked again", async () => {
    await rolledBack(db, async (tx) => {
      // A stand-in for pg_net (the real one exists only on a Supabase project): requests are recorded, answers put in by the test.
      await tx.exec(`
        create schema net;
        create table net._http_response (id bigint primary key, status_code integer, content text, error_msg text);
        create table net.requests (id bigserial primary key, url text, timeout_milliseconds integer);
        create function net.http_get(url text, params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$ insert into net.requests (url, timeout_milliseconds) values (url, timeout_milliseconds) returning id $$;
        select vault.create_secret('https://www.example.com/', 'site_url');
        update private.assessment_schedule set schedule = null;
      `)
      const state = async () =>
        (await tx.query<{ schedule: unknown; pull_error: string | null; pull_request_id: number }>("select schedule, pull_error, pull_request_id from private.assessment_schedule")).rows[0]
      const pull = () => tx.query("select private.pull_assessment_schedule(now())")
      const answer = (status: number, content: string) =>
        tx.query("insert into net._http_response (id, status_code, content) select pull_request_id, $1, $2 from private.assessment_schedule", [status, content])

      await pull()
      expect((await tx.query("select url, timeout_milliseconds from net.requests")).rows).toEqual([{ url: "https://www.example.com/assessment-schedule.json", timeout_milliseconds: 10000 }])
      expect(await state()).toMatchObject({ schedule: null, pull_error: null })

      await answer(200, JSON.stringify(contentSchedule))
      await pull()
      expect(await state()).toMatchObject({ schedule: contentSchedule, pull_error: null, pull_request_id: 2 })

      await answer(503, "Service Unavailable")
      await pull()
      expect(await state()).toMatchObject({ schedule: contentSchedule, pull_error: expect.stringMatching(/^HTTP 503/) })

      await answer(200, JSON.stringify({ ...contentSchedule, capacity: 0 }))
      await pull()
      expect(await state()).toMatchObject({ schedule: contentSchedule, pull_error: expect.stringMatching(/capacity/) })

      await answer(200, "<html>not json</html>")
      await pull()
      expect(await state()).toMatchObject({ schedule: contentSchedule, pull_error: expect.stringMatching(/json/i) })

      // A pull whose answer has not arrived yet changes nothing and asks again.
      await pull()
      expect(await state()).toMatchObject({ schedule: contentSchedule, pull_request_id: 6 })
    })
  })
})
