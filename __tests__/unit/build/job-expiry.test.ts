import { EXPIRY_WARNING_DAYS, jobExpiryWarnings } from "../../../gatsby/lib/job-expiry"
import type { ContentFile } from "../../../gatsby/validate-content"

// YAML reads an unquoted 2026-12-31 as a Date at midnight UTC, which is what the build sees.
const job = (slug: string, validThrough: unknown): ContentFile => ({ path: `jobs/${slug}.md`, data: { slug, validThrough } })
const at = (iso: string) => new Date(iso)

describe("job posting expiry warnings", () => {
  it("names the file, the date and the days left when a posting expires within 14 days", () => {
    expect(jobExpiryWarnings([job("site-supervisor", new Date("2026-12-31"))], at("2026-12-26T12:00:00Z"))).toEqual([
      "content/jobs/site-supervisor.md: validThrough 2026-12-31 is in 5 days; renew or remove it",
    ])
  })

  it("warns from exactly 14 days before, and not a day earlier", () => {
    expect(EXPIRY_WARNING_DAYS).toBe(14)
    const files = [job("porter", "2026-12-31")]
    expect(jobExpiryWarnings(files, at("2026-12-17T00:00:00Z"))).toHaveLength(1)
    expect(jobExpiryWarnings(files, at("2026-12-16T23:59:59Z"))).toEqual([])
  })

  it("says 'tomorrow' and 'today' on the last two days, when the role is still open", () => {
    const files = [job("porter", "2026-12-31")]
    expect(jobExpiryWarnings(files, at("2026-12-30T08:00:00Z"))).toEqual(["content/jobs/porter.md: validThrough 2026-12-31 is tomorrow; renew or remove it"])
    expect(jobExpiryWarnings(files, at("2026-12-31T23:00:00Z"))).toEqual(["content/jobs/porter.md: validThrough 2026-12-31 is today; renew or remove it"])
  })

  it("says a posting has passed once its day is over, since it then has no page", () => {
    expect(jobExpiryWarnings([job("porter", new Date("2026-12-31"))], at("2027-01-02T12:00:00Z"))).toEqual([
      "content/jobs/porter.md: validThrough 2026-12-31 has passed; the role has no page or listing. Renew or remove it",
    ])
  })

  it("stays quiet about postings far from expiry, other content and dates the validator reports", () => {
    const files: ContentFile[] = [
      job("porter", "2027-06-30"),
      job("broken", "someday"),
      { path: "locations/tampa.md", data: { validThrough: "2026-11-30" } },
    ]
    expect(jobExpiryWarnings(files, at("2026-11-25T12:00:00Z"))).toEqual([])
  })

  it("accepts a custom window", () => {
    expect(jobExpiryWarnings([job("porter", "2026-12-31")], at("2026-12-01T12:00:00Z"), 30)).toHaveLength(1)
  })
})
