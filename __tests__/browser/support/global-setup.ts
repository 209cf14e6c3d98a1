import fs from "node:fs"
import path from "node:path"
import { findChromium } from "../../../scripts/find-chromium.cjs"
import { startStaticServer } from "../../../scripts/static-server.cjs"

/** Serves the production build once for all browser suites and finds the browser. */
export default async function globalSetup() {
  const publicDir = path.resolve(__dirname, "../../../public")
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("No production build in public/: run `npm run build` before the browser tests.")
  }
  const server = await startStaticServer({ root: publicDir })
  process.env.BASE_URL = server.url
  process.env.CHROME_PATH = findChromium()
  ;(globalThis as any).__STATIC_SERVER__ = server
}
