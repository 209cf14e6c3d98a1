/**
 * The application's fixed answers. The values are what the database stores and checks (supabase/
 * migrations, job_applications); the words each language shows are in messages.ts. Only questions an
 * employer may ask before an offer: availability and how the applicant gets to work, never age,
 * birth date, family, national origin or a Social Security number.
 */
export const SHIFTS = ["day", "evening", "overnight", "weekend"] as const
export type Shift = (typeof SHIFTS)[number]

/** "How will you get to work?": how, not whether they own a car (which is not asked). */
export const TRANSPORT = ["own-vehicle", "ride", "public-transit", "bike-or-walk", "other"] as const
export type Transport = (typeof TRANSPORT)[number]

/** The position field's second choice, beside the job whose page the form is on. */
export const ANY_POSITION = "any"
