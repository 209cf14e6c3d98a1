import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"
import { TextDecoder, TextEncoder } from "node:util"

// findBy and waitFor wait for a state, up to this ceiling: Testing Library's default second is too short for a
// lazy part's first import (Babel transforms it then) beside a build in CI. No test waits for it to run out.
configure({ asyncUtilTimeout: 10_000 })

// As plugins/static-regions resolves it in the site's builds: the site's region module is the plugin's, whose
// regions keep their server HTML at hydration (a test of the plain module asks for it with jest.requireActual).
jest.mock("./src/components/static-region", () => jest.requireActual("./plugins/static-regions/browser/regions"))
jest.mock("./src/components/static-region/hydrate", () => jest.requireActual("./plugins/static-regions/browser/hydrate"))

// jsdom lacks the Encoding API, which every browser has; the bot check's solver uses it (src/lib/bot-check).
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextDecoder, TextEncoder })

// Component tests start without a Supabase backend, whatever the shell exports (scripts/test-all.sh sets the
// build's test-only values): a test that wants one sets these itself, as the bot check's tests do.
delete process.env.GATSBY_SUPABASE_URL
delete process.env.GATSBY_SUPABASE_ANON_KEY
