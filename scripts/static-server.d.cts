export interface StaticServer {
  url: string
  close(): Promise<void>
}
export declare function startStaticServer(options?: { root?: string; port?: number; headers?: boolean }): Promise<StaticServer>
export declare function parseHeaders(file: string): { pattern: string; headers: [string, string][] }[]
export declare function matches(pattern: string, urlPath: string): boolean
