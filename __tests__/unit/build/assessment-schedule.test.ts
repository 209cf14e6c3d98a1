import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PUBLISHED_SCHEDULE, publishAssessmentSchedule } from "../../../gatsby/assessment-schedule"
import { ASSESSMENT_SCHEDULE_FILE } from "../../../src/lib/content/content-types"

const ROOT = path.resolve(__dirname, "../../..")

describe("the published assessment schedule", () => {
  it("is the editors' file, at the address the database pulls", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "schedule-"))
    try {
      publishAssessmentSchedule(path.join(ROOT, "content"), publicDir)
      const published = JSON.parse(fs.readFileSync(path.join(publicDir, PUBLISHED_SCHEDULE), "utf8"))
      expect(published).toEqual(JSON.parse(fs.readFileSync(path.join(ROOT, "content", ASSESSMENT_SCHEDULE_FILE), "utf8")))
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true })
    }
    const migration = fs.readdirSync(path.join(ROOT, "supabase/migrations")).find((name) => name.endsWith("_assessment_bookings.sql"))!
    expect(fs.readFileSync(path.join(ROOT, "supabase/migrations", migration), "utf8")).toContain(`'/${PUBLISHED_SCHEDULE}'`)
  })
})
