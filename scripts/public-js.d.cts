export interface ScriptSize {
  url: string
  bytes: number
  gzip: number
}
export interface PageScripts {
  route: string
  scripts: ScriptSize[]
  gzip: number
  bytes: number
  inline: number
}
export declare function scriptsOf(html: string): string[]
export declare function measure(route: string, publicDir?: string): PageScripts
