export type PageType = "home" | "quote" | "service" | "location" | "client" | "blog" | "post" | "careers" | "jobs" | "job"
export interface BenchPage {
  type: PageType
  path?: string | null
  pick?: string
  /** With a pick: "es" picks the job's Spanish page. */
  lang?: "es"
  reason?: string
}
export interface Visit {
  type: string
  path: string | null
  build: "site" | "floor"
  label?: string
}
export interface JobEntry {
  slug: string
  validThrough: string | Date
  order?: number
  board?: string
  /** content/jobs/es has the job's Spanish page. */
  hasSpanish?: boolean
}
export type Row = Record<string, number>
export interface EmptyPageReference {
  /** Gzipped bytes of the empty Gatsby page's first-load JavaScript. */
  jsGzipBytes: number
  /** The versions it was measured with: gatsby, react, react-dom. */
  versions: Record<string, string>
}
export interface Budgets {
  defaults: Record<string, number | null | string>
  pageTypes: Record<string, Record<string, number | null | string>>
  emptyPage?: EmptyPageReference
}
export declare const PAGE_TYPES: PageType[]
export declare const FLOOR: Visit
export declare const METRICS: Record<string, { label: string; higherIsBetter?: boolean; under?: boolean; relative?: boolean; format(value: number): string }>
export declare function loadPages(): BenchPage[]
export declare function loadBudgets(): Budgets
export declare function budgetFor(type: string, budgets?: Budgets): Record<string, number | null>
export declare function median(values: number[]): number
export declare function medianRow(runs: Row[]): Row
export declare function hydrationRow(runs: Array<{ fcpMs: number; hydratedMs: number; deadMs: number }>, floor?: { fcpMs: number }): { fcpMs: number; hydratedMs: number; deadMs: number; fcpRatio?: number }
export declare function relativeToFloor(row: Row, floor: Row): Row
export declare function budgetMisses(row: Row, budget: Record<string, number | null>): { metric: string; value: number; budget: number; text: string }[]
export declare function roundOrder(round: number, pages: BenchPage[], floor?: Visit): Visit[]
export declare function isOpenJob(validThrough: string | Date, now: Date): boolean
export declare function firstOpenJob(jobs: JobEntry[], now: Date): string | null
export declare function resolvePages(pages: BenchPage[], context: { jobs: JobEntry[]; now: Date }): BenchPage[]
export declare function formatTable(rows: Array<{ path?: string | null; label?: string; [metric: string]: number | string | null | undefined }>): string
export declare function readJobs(root?: string): JobEntry[]
export declare function emptyPageReference(budgets?: Budgets): EmptyPageReference
export declare function installedVersions(root?: string): Record<string, string>
export declare const EMPTY_PAGE_PACKAGES: string[]
