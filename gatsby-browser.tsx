import "./src/styles/fonts.css"
import "./src/styles/tokens.css"
import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import { wrapPage } from "./src/components/layout/wrap-page"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage
