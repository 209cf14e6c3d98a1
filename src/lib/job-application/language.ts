/** The languages a job page (and so its application form) comes in. */
export const LANGUAGES = ["en", "es"] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)
