import fs from "node:fs"
import path from "node:path"
import type { GatsbySSR } from "gatsby"
import { deferBootScripts, PAINT_AFTER_PARSE, SCRIPTS_SLICE_FILE } from "./boot-after-paint"

/** No paint before the page is parsed: the browser waits for the boot loader, the last element of <body>. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([PAINT_AFTER_PARSE])
}

const readScriptsSlice = () => fs.readFileSync(path.join(process.cwd(), ...SCRIPTS_SLICE_FILE), "utf8")

/** The loader's text, compiled by gatsby-node and defined in this renderer (BOOT_LOADER_DEFINE). */
const readLoader = () => {
  const loader = process.env.BOOT_LOADER_SCRIPT
  if (!loader) throw new Error("plugins/boot-after-paint: the HTML renderer has no boot loader (its gatsby-node defines BOOT_LOADER_SCRIPT)")
  return loader
}

/** Gatsby's boot scripts requested after the first paint (boot-after-paint.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(deferBootScripts(getPostBodyComponents(), readScriptsSlice, readLoader))
}
