/**
 * Stands in for lodash-es/toPath in the browser bundle (STAND_INS in plugins/webpack-stand-ins/stand-ins.ts):
 * Formik's getIn and setIn turn a field name ("services", "contacts[0].email") into its path with it.
 * The same parsing as lodash (its regular expression and escape rule, copied), without the memoizing
 * cache and the helpers around it that bring lodash's MapCache into the page.
 */

/** lodash's rePropName: names between dots, [0]-style indexes, ["quoted"] keys, and empty segments. */
const PROPERTY_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g
const ESCAPE = /\\(\\)?/g

/** lodash's toKey: strings and symbols as they are, anything else as a string, -0 as "-0". */
const toKey = (value: unknown): string | symbol =>
  typeof value === "string" || typeof value === "symbol" ? value : Object.is(value, -0) ? "-0" : `${value}`

export default function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return value.map(toKey)
  if (typeof value === "symbol") return [value]
  const text = value == null ? "" : toKey(value) as string
  const result: string[] = []
  if (text.charCodeAt(0) === 46 /* . */) result.push("")
  text.replace(PROPERTY_NAME, (match: string, number?: string, quote?: string, subString?: string) => {
    result.push(quote ? subString!.replace(ESCAPE, "$1") : number || match)
    return match
  })
  return result
}
