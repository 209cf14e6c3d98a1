/**
 * The spec's slug rule: the lowercase name with spaces turned into hyphens.
 * Punctuation is dropped, so "St. Petersburg" becomes "st-petersburg".
 * Shared by the content validator (node) and pages (browser).
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
}
