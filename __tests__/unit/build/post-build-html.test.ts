import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { contentNamedFile, markBuildStart, pageFiles, removeUnnamedFiles, sitePath, startFromUntouchedHtml, transformPages, writeContentNamedCss } from "../../../plugins/post-build-html/pages"

/** A site folder with public/ and .cache/, as Gatsby leaves them after writing the pages. */
function site(pages: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-html-"))
  const publicDir = path.join(root, "public")
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), html)
  }
  fs.mkdirSync(path.join(root, ".cache"))
  return publicDir
}
const read = (publicDir: string, file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
/** Two steps, in order, as two plugins would run them. */
function build(publicDir: string) {
  startFromUntouchedHtml(publicDir)
  transformPages(publicDir, (html) => html.replace("<body>", "<body><i>one</i>"))
  transformPages(publicDir, (html, page) => html.replace("</body>", `<b>${page.path}</b></body>`))
}

describe("post-build steps run on Gatsby's untouched HTML", () => {
  const gatsbyHome = "<html><body>home</body></html>"
  const gatsbyAbout = "<html><body>about</body></html>"

  it("transform every page but /admin, in order, with the page's path", () => {
    const publicDir = site({ "index.html": gatsbyHome, "about/index.html": gatsbyAbout, "admin/index.html": "<html><body>admin</body></html>" })
    build(publicDir)
    expect(read(publicDir, "index.html")).toBe("<html><body><i>one</i>home<b>/</b></body></html>")
    expect(read(publicDir, "about/index.html")).toBe("<html><body><i>one</i>about<b>/about/</b></body></html>")
    expect(read(publicDir, "admin/index.html")).toBe("<html><body>admin</body></html>")
    expect(pageFiles(publicDir)).toEqual(["about/index.html", "index.html"])
  })

  it("give the same files when Gatsby did not write a page again (an incremental build), not a page transformed twice", () => {
    const publicDir = site({ "index.html": gatsbyHome, "about/index.html": gatsbyAbout })
    build(publicDir)
    const clean = read(publicDir, "index.html")
    build(publicDir)
    build(publicDir)
    expect(read(publicDir, "index.html")).toBe(clean)
  })

  it("start from the page Gatsby wrote again, and keep it for the next build", () => {
    const publicDir = site({ "index.html": gatsbyHome, "about/index.html": gatsbyAbout })
    build(publicDir)
    fs.writeFileSync(path.join(publicDir, "about/index.html"), "<html><body>about, edited</body></html>")
    build(publicDir)
    expect(read(publicDir, "about/index.html")).toBe("<html><body><i>one</i>about, edited<b>/about/</b></body></html>")
    build(publicDir)
    expect(read(publicDir, "about/index.html")).toBe("<html><body><i>one</i>about, edited<b>/about/</b></body></html>")
  })

  it("refuse pages this build did not write when there is no record of what the steps wrote, naming the fix", () => {
    const publicDir = site({ "index.html": gatsbyHome, "about/index.html": gatsbyAbout })
    markBuildStart(publicDir)
    const longAgo = new Date("2000-01-01T00:00:00Z")
    fs.utimesSync(path.join(publicDir, "about/index.html"), longAgo, longAgo)
    expect(() => startFromUntouchedHtml(publicDir)).toThrow(/gatsby clean/)
  })

  it("take every page as Gatsby's when this build wrote them all, record or not", () => {
    const publicDir = site({ "index.html": gatsbyHome })
    markBuildStart(publicDir)
    const longAgo = new Date("2000-01-01T00:00:00Z")
    fs.utimesSync(path.join(path.dirname(publicDir), ".cache/post-build-html/build-started"), longAgo, longAgo)
    expect(startFromUntouchedHtml(publicDir)).toEqual({ restored: 0, kept: 1 })
  })
})

describe("files a step writes", () => {
  it("are named after their content, and removed once no page names them (files Gatsby wrote stay)", () => {
    const publicDir = site({ "index.html": "<html><body></body></html>" })
    const href = writeContentNamedCss(publicDir, "page", "a{color:red}")
    expect(href).toBe(`/${contentNamedFile("page", "a{color:red}", "css")}`)
    expect(href).toMatch(/^\/page\.[0-9a-f]{20}\.css$/)
    fs.writeFileSync(path.join(publicDir, "index.html"), `<html><body><link href="${href}"></body></html>`)
    writeContentNamedCss(publicDir, "page", "a{color:blue}")
    fs.writeFileSync(path.join(publicDir, "page.0123456789abcdef0123.css"), "kept")
    removeUnnamedFiles(publicDir, /^page\.[0-9a-f]+\.css$/, new Set(["page.0123456789abcdef0123.css"]))
    expect(fs.readdirSync(publicDir).filter((name) => name.endsWith(".css")).sort()).toEqual([href.slice(1), "page.0123456789abcdef0123.css"].sort())
  })

  it("use the path a host serves the page at", () => {
    expect(sitePath("index.html")).toBe("/")
    expect(sitePath("services/office-cleaning/index.html")).toBe("/services/office-cleaning/")
    expect(sitePath("404.html")).toBe("/404.html")
  })
})
