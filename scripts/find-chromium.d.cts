export declare function findChromium(): string
export declare const CHROMIUM_ARGS: string[]
