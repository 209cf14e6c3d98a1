export interface StaticServer {
  url: string
  close(): Promise<void>
}
export declare function startStaticServer(options?: {
  root?: string
  port?: number
  headers?: boolean
  /** More files by URL path, for test harnesses. */
  extraFiles?: Record<string, { type: string; body: string }>
  /** Written right after every HTML page's `<head>`. */
  headStart?: string
  /** The answer waits for the promise it returns. */
  beforeAnswer?: (urlPath: string) => Promise<void> | undefined
}): Promise<StaticServer>
export declare function parseHeaders(file: string): { pattern: string; headers: [string, string][] }[]
export declare function matches(pattern: string, urlPath: string): boolean
export type Resolution = { status: 200 | 404; file: string } | { status: 301; location: string }
export declare function resolveRequest(root: string, urlPath: string): Resolution
export declare function headersFor(rules: { pattern: string; headers: [string, string][] }[], urlPath: string, status: number): [string, string][]
