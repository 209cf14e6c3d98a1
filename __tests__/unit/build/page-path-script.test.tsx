import React from "react"
import { PAGE_PATH_SCRIPT, pageIndependentScript } from "../../../plugins/security-headers/page-path-script"

/** Gatsby's own element, as .cache/static-entry.js builds it. */
const gatsbyScript = (pagePath: string, rest = "") => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};${rest}/*]]>*/` }}
  />
)

const props = (element: React.ReactNode) => (element as React.ReactElement<Record<string, any>>).props

describe("Gatsby's page-path script, made page-independent", () => {
  it("moves the path to data-page-path and runs the same script on every page", () => {
    const a = props(pageIndependentScript(gatsbyScript("/services/office-cleaning")))
    const b = props(pageIndependentScript(gatsbyScript("/404.html")))
    expect(a["data-page-path"]).toBe("/services/office-cleaning")
    expect(b["data-page-path"]).toBe("/404.html")
    expect(a.dangerouslySetInnerHTML.__html).toBe(b.dangerouslySetInnerHTML.__html)
    expect(a.dangerouslySetInnerHTML.__html).toContain(PAGE_PATH_SCRIPT)
  })

  it("still gives Gatsby's runtime the page's path", () => {
    const element = props(pageIndependentScript(gatsbyScript('/a "quoted" path', 'window.___webpackCompilationHash="abc";')))
    const fakeWindow: Record<string, unknown> = {}
    const fakeDocument = {
      getElementById: (id: string) => ({
        getAttribute: (name: string) => (id === "gatsby-script-loader" && name === "data-page-path" ? element["data-page-path"] : null),
      }),
    }
    new Function("window", "document", element.dangerouslySetInnerHTML.__html)(fakeWindow, fakeDocument)
    expect(fakeWindow).toEqual({ pagePath: '/a "quoted" path', ___webpackCompilationHash: "abc" })
  })

  it("leaves every other element, and an unexpected format, as it is", () => {
    const other = <script id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: "window.___chunkMapping={}" }} />
    expect(pageIndependentScript(other)).toBe(other)
    const inlined = gatsbyScript("/x", "window.pageData={};")
    expect(pageIndependentScript(inlined)).toBe(inlined)
    expect(pageIndependentScript("text")).toBe("text")
  })
})
