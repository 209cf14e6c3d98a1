import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom lacks the Encoding API, which every browser has; the bot check's solver uses it (src/lib/bot-check).
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder })
