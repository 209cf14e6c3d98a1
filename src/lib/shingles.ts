/**
 * How much text two pages share, measured the way duplicate-content checks do: as runs of five
 * consecutive words ("shingles"). Pure: used by the city-page test over built HTML.
 */
export function shingles(text: string, size = 5): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []
  const runs = new Set<string>()
  for (let i = 0; i + size <= words.length; i++) runs.add(words.slice(i, i + size).join(" "))
  return runs
}

/** The share of the smaller page's shingles that the other page also has (0 to 1). */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  if (small.size === 0) return 0
  let shared = 0
  for (const run of small) if (large.has(run)) shared++
  return shared / small.size
}
