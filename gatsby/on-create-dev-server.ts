import type { GatsbyNode } from "gatsby"
import { ADMIN_PATH, adminFiles, adminOptions } from "./admin"

interface Request {
  params: { name?: string }
}
interface Response {
  setHeader(name: string, value: string): void
  send(body: Buffer): void
}

/**
 * `gatsby develop` (npm start) serves /admin from memory, with `local_backend` on so an editor can
 * try it against their own copy of the files with `npx decap-server` (see docs/editing.md).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get([ADMIN_PATH, `${ADMIN_PATH}/`, `${ADMIN_PATH}/:name`], (req: Request, res: Response, next: () => void) => {
    // Read on each request, so a changed schema shows after a reload.
    const name = req.params.name ?? "index.html"
    const file = adminFiles(adminOptions(true)).find((candidate) => candidate.name === name)
    if (!file) return next()
    res.setHeader("Content-Type", file.type)
    res.setHeader("Cache-Control", "no-store")
    res.send(file.body)
  })
}
