// The smoke set (smoke-set.ts) in Firefox (firefox-esr, over WebDriver BiDi).
import { smokeSet } from "./smoke-set"

smokeSet("firefox")
