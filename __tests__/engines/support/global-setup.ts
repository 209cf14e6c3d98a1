/**
 * The Supabase stand-in at the URL the build was made with (GATSBY_SUPABASE_URL, read back from the build's
 * CSP, whose connect-src names it): scripts/test-all.sh picks a free port for it before the build; run alone
 * against an existing build, the smoke set starts it on the port that build names.
 */
import fs from "node:fs"
import path from "node:path"
import { startStandIn, type StandIn } from "../../fixtures/supabase-stand-in"
import { standInAnswers } from "../../fixtures/supabase-stand-in/controls"

const HEADERS = path.resolve(__dirname, "../../../public/_headers")

/** The Supabase URL the build's pages connect to. */
export function builtSupabaseUrl(): URL {
  if (!fs.existsSync(HEADERS)) throw new Error("No production build in public/: run `npm run build` before the engines' smoke set.")
  const connect = /connect-src ([^;\n]+)/.exec(fs.readFileSync(HEADERS, "utf8"))?.[1].split(/\s+/).find((source) => /^https?:\/\//.test(source))
  if (!connect) throw new Error("The build has no Supabase URL (GATSBY_SUPABASE_URL was unset): the smoke set needs the stand-in's, as scripts/test-all.sh builds")
  const url = new URL(connect)
  if (url.hostname !== "127.0.0.1") throw new Error(`The build talks to ${url.origin}, not a local stand-in: build with GATSBY_SUPABASE_URL=http://127.0.0.1:<free port> (scripts/test-all.sh does)`)
  return url
}

export default async function globalSetup() {
  const url = builtSupabaseUrl()
  // Another run of the set on this build (one engine at a time, side by side) started it: share it (each
  // engine's pages are visitors of their own there).
  if (await standInAnswers(url.origin)) {
    process.env.SUPABASE_STAND_IN_URL = url.origin
    return
  }
  let standIn: StandIn
  try {
    standIn = await startStandIn({ port: Number(url.port), anonKey: process.env.GATSBY_SUPABASE_ANON_KEY ?? "test-only-anon-key" })
  } catch (error) {
    throw new Error(`The Supabase stand-in could not listen on ${url.origin}, the URL built into the site (${String(error)}): rebuild with a free port (scripts/test-all.sh picks one)`)
  }
  process.env.SUPABASE_STAND_IN_URL = standIn.url
  ;(globalThis as { __SUPABASE_STAND_IN__?: StandIn }).__SUPABASE_STAND_IN__ = standIn
}
