/**
 * How many columns a grid of `count` cards gets where the design allows up to `max`, so that its
 * last row never holds a lone card beside empty cells (the "four plus one" look of a template).
 * Prefers the widest allowed layout; failing that, one column more than the design's maximum;
 * failing that, a single column. A grid that fits in one row takes exactly its count.
 */
export function gridColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1)
  const leavesNoLoneCard = (columns: number) => count % columns !== 1
  for (let columns = max; columns >= 2; columns--) if (leavesNoLoneCard(columns)) return columns
  return leavesNoLoneCard(max + 1) ? max + 1 : 1
}

/** Breakpoints of the site's card grids: from 40rem (tablet) and from 64rem (desktop). */
export interface GridMaxima {
  tablet: number
  desktop: number
}

/**
 * The column counts as CSS custom properties for a grid's style attribute: static HTML, no script.
 * A grid's CSS module reads them (`repeat(var(--cols-tablet), 1fr)`).
 */
export function gridColumnStyle(count: number, { tablet, desktop }: GridMaxima): Record<string, number> {
  return { "--cols-tablet": gridColumns(count, tablet), "--cols-desktop": gridColumns(count, desktop) }
}
