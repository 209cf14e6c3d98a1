/**
 * Short, stable CSS-module class names for the production builds: "_" + 3 characters naming the CSS
 * module file + 3 naming the class within it (e.g. "_Qx7k2P").
 *
 * Gatsby's default "[name]--[local]--[hash]" gives every class about 30 characters, repeated in the
 * CSS inlined in each page, on every element of the HTML and in the JavaScript class maps. The leading
 * "_" (which no global class name here uses) and the per-file prefix let the post-build step keep in a
 * page's inlined CSS only the CSS modules that page renders (gatsby/lib/critical-css.ts).
 */
import { createHash } from "node:crypto"
import path from "node:path"

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
const ALPHANUMERIC = `${LETTERS}0123456789`

function code(input: string, length: number, firstIsLetter: boolean): string {
  const digest = createHash("sha256").update(input).digest()
  let out = ""
  for (let i = 0; i < length; i++) {
    const alphabet = i === 0 && firstIsLetter ? LETTERS : ALPHANUMERIC
    out += alphabet[digest[i] % alphabet.length]
  }
  return out
}

/** The file part of a class name: the same for every class of one CSS module. */
export const moduleCode = (relativePath: string) => code(relativePath.split(path.sep).join("/"), 3, true)

/** Matches a class name this scheme produced; group 1 is the CSS module's code. */
export const MODULE_CLASS = /^_([A-Za-z][A-Za-z0-9]{2})[A-Za-z0-9]{3}$/

const seen = new Map<string, string>()

/** css-loader's modules.getLocalIdent. Throws if two different classes would get the same name. */
export function localIdent(root: string, resourcePath: string, localName: string): string {
  const relative = path.relative(root, resourcePath).split(path.sep).join("/")
  const ident = `_${moduleCode(relative)}${code(`${relative}\0${localName}`, 3, false)}`
  const owner = `${relative} .${localName}`
  const previous = seen.get(ident)
  if (previous && previous !== owner) {
    throw new Error(`CSS module class name collision: ${previous} and ${owner} both map to ${ident}; rename one class.`)
  }
  seen.set(ident, owner)
  return ident
}
