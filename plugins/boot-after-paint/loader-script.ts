/**
 * The boot loader's inline script, made at build time from its TypeScript source (./browser/boot-loader.ts):
 * Babel strips the types and compiles it for the browsers Gatsby compiles the site for (GATSBY_BROWSERS), the
 * markers it imports are written in as their values, and terser minifies it.
 * The result is the same for every page of a build; security-headers hashes it, as every inline script, from
 * the built pages. gatsby-node.ts gives it to the HTML renderer as BOOT_LOADER_DEFINE, so a change to the
 * loader changes the renderer and Gatsby renders every page again.
 */
import fs from "node:fs"
import path from "node:path"
import { transformSync, types as t, type PluginObj } from "@babel/core"
import { minify_sync } from "terser"
import * as criticalCssMarkers from "../critical-css/markers"
import * as markers from "./markers"

/** The loader's source, in the site (Gatsby and the tests run from the site's folder). */
export const BOOT_LOADER_SOURCE = path.join("plugins", "boot-after-paint", "browser", "boot-loader.ts")

/** The modules whose constants the loader may import, by the path it imports them with. */
const CONSTANTS: Record<string, Record<string, unknown>> = { "../markers": markers, "../../critical-css/markers": criticalCssMarkers }

/**
 * A Babel plugin: each constant the loader imports is written in where it is used, and the import goes; the
 * loader's exports become plain declarations (a script has no module). Anything else imported is an error: the
 * script runs before any module system.
 */
function inlineConstants(): PluginObj {
  return {
    name: "inline-boot-loader-constants",
    visitor: {
      ImportDeclaration(declaration) {
        const source = declaration.node.source.value
        const values = CONSTANTS[source]
        if (!values) throw declaration.buildCodeFrameError(`the boot loader may import constants only (from ${Object.keys(CONSTANTS).join(", ")}), not ${source}`)
        for (const specifier of declaration.node.specifiers) {
          if (!t.isImportSpecifier(specifier) || !t.isIdentifier(specifier.imported)) throw declaration.buildCodeFrameError("import each constant by name")
          const value = values[specifier.imported.name]
          if (typeof value !== "string" && typeof value !== "number") throw declaration.buildCodeFrameError(`${source} exports no string or number ${specifier.imported.name}`)
          for (const reference of declaration.scope.getBinding(specifier.local.name)?.referencePaths ?? []) reference.replaceWith(t.valueToNode(value))
        }
        declaration.remove()
      },
      ExportNamedDeclaration(declaration) {
        const inner = declaration.node.declaration
        if (!inner) throw declaration.buildCodeFrameError("the boot loader exports declarations only")
        declaration.replaceWith(inner)
      },
    },
  }
}

/**
 * The browsers Gatsby 5 compiles the site for when the site names none (gatsby/dist/utils/browserslist.js,
 * `getBrowsersList`; the unit test checks it is still what Gatsby uses for this site).
 */
export const GATSBY_BROWSERS = [">0.25% and supports es6-module", "not dead and supports es6-module"]

/** The loader's script text: its source compiled, run once where it stands (`document.currentScript`), minified. */
export function compileBootLoader(root = process.cwd()): string {
  const file = path.join(root, BOOT_LOADER_SOURCE)
  const compiled = transformSync(fs.readFileSync(file, "utf8"), {
    filename: file,
    babelrc: false,
    configFile: false,
    browserslistConfigFile: false,
    presets: ["@babel/preset-typescript", ["@babel/preset-env", { targets: GATSBY_BROWSERS, modules: false, bugfixes: true }]],
    plugins: [inlineConstants],
  })
  if (!compiled?.code) throw new Error(`${BOOT_LOADER_SOURCE}: Babel gave no code`)
  const minified = minify_sync(`(function(){${compiled.code}\nbootLoader()})()`, {
    // Every browser the site supports runs ES modules, so ES2015: terser may write arrows.
    ecma: 2015,
    compress: { passes: 2 },
    mangle: true,
  })
  if (!minified.code) throw new Error(`${BOOT_LOADER_SOURCE}: terser gave no code`)
  return minified.code
}
