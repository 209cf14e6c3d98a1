import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"
import { STATIC_REGIONS_ENV, STATIC_REGIONS_KEEP } from "./src/lib/static-regions-switch"

// As plugins/static-regions defines it in the site's builds: regions keep their server HTML at hydration.
process.env[STATIC_REGIONS_ENV] = STATIC_REGIONS_KEEP

// jsdom lacks the Encoding API, which every browser has; the bot check's solver uses it (src/lib/bot-check).
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextDecoder, TextEncoder })
