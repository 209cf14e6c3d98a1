// The smoke set (smoke-set.ts) in WebKit (WebKitGTK MiniBrowser, over classic WebDriver).
import { smokeSet } from "./smoke-set"

smokeSet("webkit")
