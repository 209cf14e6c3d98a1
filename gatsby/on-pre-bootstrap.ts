import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { validateContent } from "../src/lib/content/validate"
import { readContent } from "./read-content"

/** Stops the build before anything is sourced when a content file breaks the contract. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { files, problems } = readContent(path.resolve(__dirname, "../content"))
  const all = [...problems, ...validateContent(files)]
  if (all.length > 0) {
    reporter.panic(`Content check failed (${all.length} problem${all.length > 1 ? "s" : ""}):\n${all.join("\n")}`)
  }
}
