import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ADMIN_PATH, adminOptions, writeAdmin } from "./admin"

interface Response {
  setHeader(name: string, value: string): void
  send(body: Buffer): void
}

/**
 * `gatsby develop` (npm start) serves the files in public/ as they are, so /admin is written there
 * when the dev server starts, with `local_backend` on: an editor can try it against their own copy
 * of the files with `npx decap-server` (see docs/editing.md). A later `gatsby build` writes it afresh.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  const dir = path.resolve(__dirname, "../public", `.${ADMIN_PATH}`)
  const files = writeAdmin(path.dirname(dir), adminOptions(true))
  // The dev server's static files do not include a folder's index.html; /admin redirects to /admin/.
  app.get(`${ADMIN_PATH}/`, (_req: unknown, res: Response) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8")
    res.setHeader("Cache-Control", "no-store")
    res.send(fs.readFileSync(path.join(dir, "index.html")))
  })
  reporter.info(`/admin ready (${files.length} files, local_backend on: run \`npx decap-server\` to edit the files on this machine)`)
}
