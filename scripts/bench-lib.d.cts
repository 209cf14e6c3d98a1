export type PageType = "home" | "quote" | "service" | "location" | "client" | "blog" | "post" | "jobs" | "job"
export interface BenchPage {
  type: PageType
  path: string
}
export type Row = Record<string, number>
export interface Budgets {
  defaults: Record<string, number | null>
  pageTypes: Record<string, Record<string, number | null | string>>
  build: { coldSeconds: number; warmSeconds: number }
}
export declare const PAGE_TYPES: PageType[]
export declare const METRICS: Record<string, { label: string; higherIsBetter?: boolean; format(value: number): string }>
export declare function loadPages(): BenchPage[]
export declare function loadBudgets(): Budgets
export declare function budgetFor(type: string, budgets?: Budgets): Record<string, number | null>
export declare function median(values: number[]): number
export declare function medianRow(runs: Row[]): Row
export declare function budgetMisses(row: Row, budget: Record<string, number | null>): { metric: string; value: number; budget: number; text: string }[]
export declare function formatTable(rows: Array<{ path: string; [metric: string]: number | string }>): string
