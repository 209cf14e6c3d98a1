// The smoke set (smoke-set.ts) in Chromium.
import { smokeSet } from "./smoke-set"

smokeSet("chromium")
