/** Content copy may say "{count}" where a number computed at build time belongs ("{count} open roles"). */
export const fillCount = (text: string, count: number) => text.replace(/\{count\}/g, String(count))

/**
 * A content title placed inside a sentence ("Cleaning for theme-park contractors: get a quote").
 * Only a plain capitalised first word loses its capital; every other capital is the title's own and
 * stays: acronyms and codes ("COVID-19"), initials ("E. coli"), and every word after the first.
 */
export function inSentence(title: string): string {
  const first = /^\S+/.exec(title)?.[0] ?? ""
  const plainWord = /^[A-Z][a-z]+(-[a-z]+)*$/.test(first)
  return plainWord ? title.charAt(0).toLowerCase() + title.slice(1) : title
}

/**
 * A phone number as the site writes it, "(813) 555-0142"; a hyphenated word; a range of clock times as the
 * booking panel says arrival windows, "9–11 am", "11 am–1 pm" (src/lib/booking/format.ts); a clock time with its am/pm.
 */
const UNBREAKABLE =
  /\(\d{3}\)\s\d{3}-\d{4}|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+|\d{1,2}(?::\d{2})?(?:\s(?:am|pm))?–\d{1,2}(?::\d{2})?\s(?:am|pm)|\d{1,2}(?::\d{2})?\s(?:am|pm|a\.m\.|p\.m\.)/giu

/** Splits text into runs, marking the ones a line must not break inside. */
export function unbreakableRuns(text: string): Array<{ text: string; keep: boolean }> {
  const runs: Array<{ text: string; keep: boolean }> = []
  let last = 0
  for (const match of text.matchAll(UNBREAKABLE)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), keep: false })
    runs.push({ text: match[0], keep: true })
    last = match.index + match[0].length
  }
  if (last < text.length) runs.push({ text: text.slice(last), keep: false })
  return runs
}

/**
 * The same runs in rendered markdown: each is wrapped in `<span class="nowrap">` inside text only,
 * never inside a tag or its attributes (an href with a hyphen stays as it is).
 */
export function keepTogetherHtml(html: string): string {
  return html.replace(/(^|>)([^<]+)/g, (_, open: string, text: string) =>
    open + unbreakableRuns(text).map((run) => (run.keep ? `<span class="nowrap">${run.text}</span>` : run.text)).join(""),
  )
}
