import fs from "node:fs"
import path from "node:path"
import type { GatsbySSR } from "gatsby"
import { deferBootScripts, PAINT_AFTER_PARSE, SCRIPTS_SLICE_FILE } from "./boot-after-paint"

/** No paint before the page is parsed: the browser waits for the boot loader, the last element of <body>. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([PAINT_AFTER_PARSE])
}

const readScriptsSlice = () => fs.readFileSync(path.join(process.cwd(), ...SCRIPTS_SLICE_FILE), "utf8")

/** Gatsby's boot scripts requested after the first paint (boot-after-paint.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(deferBootScripts(getPostBodyComponents(), readScriptsSlice))
}
