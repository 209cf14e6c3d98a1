import fs from "node:fs"
import path from "node:path"
import { ASSESSMENT_SCHEDULE_FILE } from "../src/lib/content/content-types"

/**
 * The site's address of the assessment schedule: the editors' file (checked before the build started), which
 * the database pulls every 10 minutes (private.pull_assessment_schedule, supabase/schedule/assessment-bookings.sql),
 * so a schedule published in /admin takes effect without touching the database.
 */
export const PUBLISHED_SCHEDULE = "assessment-schedule.json"

export function publishAssessmentSchedule(contentDir: string, publicDir: string): void {
  const schedule: unknown = JSON.parse(fs.readFileSync(path.join(contentDir, ASSESSMENT_SCHEDULE_FILE), "utf8"))
  fs.writeFileSync(path.join(publicDir, PUBLISHED_SCHEDULE), JSON.stringify(schedule))
}
