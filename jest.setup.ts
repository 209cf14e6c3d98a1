import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"
import { STATIC_REGIONS_ENV, STATIC_REGIONS_KEEP } from "./src/lib/static-regions-switch"

// As plugins/static-regions defines it in the site's builds: regions keep their server HTML at hydration.
process.env[STATIC_REGIONS_ENV] = STATIC_REGIONS_KEEP

// jsdom lacks the Encoding API, which every browser has; the bot check's solver uses it (src/lib/bot-check).
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextDecoder, TextEncoder })

// Component tests start without a Supabase backend, whatever the shell exports (scripts/test-all.sh sets the
// build's test-only values): a test that wants one sets these itself, as the bot check's tests do.
delete process.env.GATSBY_SUPABASE_URL
delete process.env.GATSBY_SUPABASE_ANON_KEY
