import path from "node:path"
import dotenv from "dotenv"

/**
 * Gatsby reads .env.development and .env.production only into the browser bundle (GATSBY_ variables).
 * Loading the same file for the Node side makes the build agree with the bundle: the CSP's connect-src
 * allows the Supabase origin the quote form talks to, and SITE_URL reaches the canonical links. Variables
 * already set in the environment win, as they do for Gatsby.
 */
export function loadEnvFile(root: string, nodeEnv = process.env.NODE_ENV || "development"): void {
  dotenv.config({ path: path.join(root, `.env.${nodeEnv}`) })
}

loadEnvFile(path.resolve(__dirname, ".."))
