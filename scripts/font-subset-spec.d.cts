export declare const LATIN_CHARACTERS: string
export declare const LATIN_UNICODE_RANGE: string
export declare const WEIGHT_RANGE: { min: number; max: number }
export declare const LAYOUT_FEATURES: string[]
