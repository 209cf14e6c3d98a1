/** Job application rows made exactly as the form makes them, for the database and function tests. */
import { toApplicationRow } from "../../../src/lib/job-application/application-row"
import { initialApplicationValues, type ApplicationValues } from "../../../src/lib/job-application/form-values"

export const applicationValues: ApplicationValues = {
  ...initialApplicationValues("es", "day-porter"),
  name: "Yolanda Pérez",
  phone: "(813) 555-0199",
  email: "yoli.perez@example.com",
  shifts: ["day", "weekend"],
  transport: "public-transit",
  consent: true,
}

/** The row of an application sent from the Spanish day porter page, with a résumé folder when given. */
export const applicationRow = (resumeFolder: string | null = null, values: Partial<ApplicationValues> = {}) =>
  toApplicationRow({ ...applicationValues, ...values }, crypto.randomUUID(), {
    language: "es",
    jobSlug: "day-porter",
    jobTitle: "Day Porter",
    resumeFolder,
  })

/** A fresh résumé folder name as the browser makes one (timestamp and 64 random bits). */
export const newResumeFolder = () => `applications/1732262400000-${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`
