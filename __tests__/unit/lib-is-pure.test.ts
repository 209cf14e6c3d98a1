/**
 * src/lib is pure logic shared by the build and the browser: it imports neither React (nor a React
 * component library) nor Gatsby at run time, nor Node's own modules. React code lives in
 * src/components/ and src/hooks/, build-only code in gatsby/.
 */
import fs from "node:fs"
import { builtinModules } from "node:module"
import path from "node:path"
import { listFiles } from "../../gatsby/read-content"

const LIB = path.resolve(__dirname, "../../src/lib")

const REACT = /^(react|react-dom|lucide-react)(\/|$)/
const GATSBY = /^gatsby(-[\w-]+)?(\/|$)/
const nodeModule = (name: string) => name.startsWith("node:") || builtinModules.includes(name.split("/")[0])

/** Run-time module names a source file loads (type-only imports are erased, so they do not count). */
function runtimeImports(source: string): string[] {
  const names: string[] = []
  const statements = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^"'`;]*?\sfrom\s+)?["']([^"']+)["']/g
  for (const [, , typeOnly, name] of source.matchAll(statements)) if (!typeOnly) names.push(name)
  for (const [, name] of source.matchAll(/\b(?:require|import)\(\s*["']([^"']+)["']\s*\)/g)) names.push(name)
  return names
}

const forbidden = (name: string) => REACT.test(name) || GATSBY.test(name) || nodeModule(name)

describe("src/lib is pure", () => {
  it("no file under src/lib loads React, Gatsby or a Node module", () => {
    const files = listFiles(LIB).filter((file) => /\.(tsx?|m?js)$/.test(file))
    expect(files.length).toBeGreaterThan(20)
    const offenders = files.flatMap((file) =>
      runtimeImports(fs.readFileSync(file, "utf8"))
        .filter(forbidden)
        .map((name) => `${path.relative(LIB, file)} imports ${name}`),
    )
    expect(offenders).toEqual([])
  })

  it("the check sees every way of loading a module, and lets type-only imports pass", () => {
    const source = [
      'import React from "react"',
      'import { createRoot } from "react-dom/client"',
      'import { Link, graphql } from "gatsby"',
      'import type { PageProps } from "gatsby"',
      'import fs from "node:fs"',
      "import path from 'path'",
      'export { readFileSync } from "fs"',
      'const os = require("os")',
      'const lazy = () => import("gatsby-plugin-image")',
      'import { Leaf } from "lucide-react"',
      'import "./side-effect"',
      'import * as yup from "yup"',
    ].join("\n")
    expect(runtimeImports(source).filter(forbidden)).toEqual([
      "react",
      "react-dom/client",
      "gatsby",
      "node:fs",
      "path",
      "fs",
      "lucide-react",
      "os",
      "gatsby-plugin-image",
    ])
  })
})
