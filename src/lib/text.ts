/** Content copy may say "{count}" where a number computed at build time belongs ("{count} open roles"). */
export const fillCount = (text: string, count: number) => text.replace(/\{count\}/g, String(count))
