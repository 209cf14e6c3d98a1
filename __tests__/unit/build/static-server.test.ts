/**
 * scripts/static-server.cjs serves the build to the browser tests and the benchmark the way the hosts in
 * the README serve public/: a page at its trailing-slash URL, a 301 to it without the slash, 404.html with
 * status 404 (and the site's headers) for anything else.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { contentSecurityPolicy, headerRules, headersFileText } from "../../../plugins/security-headers/security-headers"
import { resolveRequest, startStaticServer, type StaticServer } from "../../../scripts/static-server.cjs"

const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"))
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
write("index.html", "home")
write("about/index.html", "about")
write("services/office-cleaning/index.html", "office")
write("404.html", "not found")
write("404/index.html", "not found page")
write("app-1a2b3c.js", "js")
const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-a'"] })
write("_headers", headersFileText(headerRules({ sitePolicy: csp, htmlPaths: ["/", "/about/", "/services/office-cleaning/", "/404/"] })))

let server: StaticServer
beforeAll(async () => {
  server = await startStaticServer({ root })
})
afterAll(() => server.close())

const get = (urlPath: string) => fetch(server.url + urlPath, { redirect: "manual" })

describe("the static server answers as the documented hosts do", () => {
  it.each([
    ["/", "home"],
    ["/about/", "about"],
    ["/services/office-cleaning/", "office"],
    ["/app-1a2b3c.js", "js"],
    ["/404.html", "not found"],
  ])("serves %s with 200 from its file", async (urlPath, body) => {
    const response = await get(urlPath)
    expect([response.status, await response.text()]).toEqual([200, body])
  })

  it.each([
    ["/about", "/about/"],
    ["/services/office-cleaning", "/services/office-cleaning/"],
    ["/about?utm_source=x", "/about/?utm_source=x"],
  ])("redirects %s permanently to %s", async (urlPath, location) => {
    const response = await get(urlPath)
    expect([response.status, response.headers.get("location")]).toEqual([301, location])
  })

  it.each(["/no-such-page", "/no-such-page/", "/services/no-such-service/", "/about/extra/", "/../etc/passwd", "/%E0%A4%A"])(
    "answers %s with 404.html, status 404 and the site's security headers and CSP",
    async (urlPath) => {
      const response = await get(urlPath)
      expect([response.status, await response.text()]).toEqual([404, "not found"])
      expect(response.headers.get("content-security-policy")).toBe(csp)
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
    },
  )

  it("resolves without a server too (what the built-site link test uses)", () => {
    expect(resolveRequest(root, "/about/")).toEqual({ status: 200, file: path.join(root, "about/index.html") })
    expect(resolveRequest(root, "/about")).toEqual({ status: 301, location: "/about/" })
    expect(resolveRequest(root, "/nope")).toEqual({ status: 404, file: path.join(root, "404.html") })
  })
})
