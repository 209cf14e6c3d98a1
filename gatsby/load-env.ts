import fs from "node:fs"
import path from "node:path"
import { parseEnv } from "node:util"

/**
 * Gatsby reads .env.development and .env.production only into the browser bundle (GATSBY_ variables).
 * Loading the same file for the Node side makes the build agree with the bundle: the CSP's connect-src
 * allows the Supabase origin the quote form talks to, and SITE_URL reaches the canonical links. Variables
 * already set in the environment win, as they do for Gatsby (Node's own .env parser, no library).
 */
export function loadEnvFile(root: string, nodeEnv = process.env.NODE_ENV || "development"): void {
  const file = path.join(root, `.env.${nodeEnv}`)
  if (!fs.existsSync(file)) return
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, "utf8")))) {
    if (process.env[name] === undefined) process.env[name] = value
  }
}

loadEnvFile(path.resolve(__dirname, ".."))
