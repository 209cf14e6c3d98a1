/**
 * /admin in the production build: Decap's shell (with no network, its login screen) renders with
 * no console error and no request off the site; the public pages load none of it.
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import yaml from "js-yaml"
import type { Browser, Page } from "playwright-core"
import { validateContent } from "../../gatsby/validate-content"
import { BASE_URL, gotoHydrated, launchBrowser, openPage } from "./support/browser"

const ROOT = path.resolve(__dirname, "../..")
const PUBLIC = path.join(ROOT, "public")
const CONTENT = path.join(ROOT, "content")

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe("/admin", () => {
  it.each([1280, 390])("shows the editor's login screen with no console error (%i px)", async (width) => {
    const { page, errors } = await openPage(browser, width)
    const offSite: string[] = []
    const failed: string[] = []
    page.on("request", (request) => {
      if (!request.url().startsWith(BASE_URL()) && !request.url().startsWith("data:")) offSite.push(request.url())
    })
    page.on("requestfailed", (request) => failed.push(request.url()))
    const response = await page.goto(`${BASE_URL()}/admin`)
    expect(response?.status()).toBe(200)
    // Decap's root element, and the GitHub backend's login button once the config has loaded and passed Decap's checks.
    await page.locator("#nc-root").waitFor({ state: "attached" })
    const login = page.getByRole("button", { name: "Login with GitHub" })
    await login.waitFor({ state: "visible", timeout: 30_000 })
    expect(await login.isEnabled()).toBe(true)
    await page.waitForLoadState("networkidle")
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow")
    expect(await page.title()).toMatch(/^Content editor/)
    expect(offSite).toEqual([])
    expect(failed).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("serves the generated config and is left out of the sitemap", async () => {
    const response = await fetch(`${BASE_URL()}/admin/config.yml`)
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/^# Generated from src\/lib\/content\/schemas\.ts/)
    const sitemaps = fs.readdirSync(PUBLIC).filter((name) => /^sitemap.*\.xml$/.test(name))
    expect(sitemaps.length).toBeGreaterThan(0)
    for (const name of sitemaps) expect(fs.readFileSync(path.join(PUBLIC, name), "utf8")).not.toMatch(/\/admin/)
  })
})

describe("public pages carry none of the editor", () => {
  it.each(["/", "/services/office-cleaning"])("%s requests nothing under /admin, and no script it runs holds Decap", async (route) => {
    const { page, errors } = await openPage(browser, 1280)
    const requested: string[] = []
    const scripts: Array<Promise<string>> = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text())
    })
    await gotoHydrated(page, `${BASE_URL()}${route}`, { waitUntil: "networkidle" })
    expect(requested.filter((p) => p.startsWith("/admin"))).toEqual([])
    const bodies = await Promise.all(scripts)
    expect(bodies.length).toBeGreaterThan(0)
    expect(bodies.filter((body) => /decap-cms|DecapCmsApp|netlify-cms/i.test(body))).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("no built JavaScript outside /admin contains Decap", () => {
    const js = fs.readdirSync(PUBLIC).filter((name) => name.endsWith(".js"))
    expect(js.length).toBeGreaterThan(3)
    expect(js.filter((name) => /decap-cms|DecapCmsApp/.test(fs.readFileSync(path.join(PUBLIC, name), "utf8")))).toEqual([])
  })
})

// ------------------------------------------------------------------------------------------------
// Decap's own in-memory backend ("test-repo") holds the site's real content files, so the editor can
// be used end to end here, with no git host and no network: the config is the built one with only
// the backend swapped.

type Tree = Record<string, any>

/** window.repoFiles for the test backend: files nested by path, and each folder collection's folder as a key of its own. */
function repoFiles(): Tree {
  const tree: Tree = {}
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(md|ya?ml|json)$/.test(entry.name)) {
        const rel = path.relative(ROOT, full).split(path.sep).join("/")
        const parts = rel.split("/")
        let node = tree
        while (parts.length > 1) node = node[parts[0]] ??= {} as Tree, parts.shift()
        node[parts[0]] = { content: fs.readFileSync(full, "utf8"), path: rel }
      }
    }
  }
  walk(CONTENT)
  for (const [name, files] of Object.entries(tree.content as Tree)) tree[`content/${name}`] = files
  return tree
}

async function openEditor(width = 1280) {
  const watched = await openPage(browser, width)
  const { page } = watched
  await page.addInitScript((files) => Object.assign(window, { repoFiles: files }), repoFiles())
  await page.route("**/admin/config.yml", async (route) => {
    const config = yaml.load(fs.readFileSync(path.join(PUBLIC, "admin/config.yml"), "utf8")) as Record<string, unknown>
    await route.fulfill({ contentType: "text/yaml", body: yaml.dump({ ...config, backend: { name: "test-repo" } }) })
  })
  // Image previews: with GitHub, Decap loads an image from the repository; the test backend holds
  // no binary files, so the preview's ../images/<name> is answered from content/images.
  await page.route("**/images/*", (route) =>
    route.fulfill({ path: path.join(CONTENT, "images", path.basename(new URL(route.request().url()).pathname)) }),
  )
  await page.goto(`${BASE_URL()}/admin`)
  await page.getByRole("button", { name: "Login", exact: true }).click()
  await page.getByRole("heading", { name: "Collections" }).waitFor()
  return watched
}

/** The text of a file as the test backend holds it after a save. */
const savedFile = (page: Page, file: string) =>
  page.evaluate((parts) => parts.reduce((node: any, part) => node?.[part], (window as any).repoFiles)?.content as string | undefined, file.split("/"))

function parse(file: string, text: string): unknown {
  if (file.endsWith(".md")) return matter(text).data
  if (file.endsWith(".json")) return JSON.parse(text)
  return yaml.load(text)
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now").click()
}

/** Sets a text field (the first with that label: list entries below may share it). */
async function setField(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).first().fill(value)
}

/** Adds an entry to a top-level list and fills its fields. */
async function addToList(page: Page, singular: string, values: Record<string, string>) {
  await page.getByRole("button", { name: `Add ${singular}` }).click()
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).last().fill(value)
}

describe("the editor, with the site's content in Decap's in-memory backend", () => {
  type Edit = [collection: string, slug: string, file: string, edit: (page: Page) => Promise<void>, check: (data: any) => void]
  const entries: Edit[] = [
    ["services", "office-cleaning", "content/services/office-cleaning.md", (p) => setField(p, "Title", "Office Cleaning Services"), (d) => expect(d.title).toBe("Office Cleaning Services")],
    ["locations", "st-petersburg", "content/locations/st-petersburg.md", (p) => setField(p, "Intro", "A new local introduction for St. Petersburg."), (d) => expect(d.intro).toMatch(/^A new local/)],
    ["clients", "ripa", "content/clients/ripa.md", (p) => setField(p, "Client type", "General contractors"), (d) => expect(d.clientType).toBe("General contractors")],
    ["posts", "green-cleaning-commercial-spaces", "content/posts/green-cleaning-commercial-spaces.md", (p) => setField(p, "Author", "Office team"), (d) => expect(d.author).toBe("Office team")],
    ["jobs", "day-porter-retail-medical", "content/jobs/day-porter-retail-medical.md", (p) => setField(p, "Starts at", "7:30 am"), (d) => expect(d.schedule.start).toBe("7:30 am")],
    ["faq", "faq", "content/data/faq.yaml", (p) => addToList(p, "question", { Question: "Do you clean on holidays?", Answer: "Yes, by arrangement." }), (d) => expect(d.at(-1)).toEqual({ q: "Do you clean on holidays?", a: "Yes, by arrangement." })],
    ["testimonials", "testimonials", "content/data/testimonials.yaml", (p) => addToList(p, "testimonial", { Name: "Facility Manager, Clearwater", Text: "Reliable every night.", Rating: "5" }), (d) => expect(d.at(-1)).toEqual({ name: "Facility Manager, Clearwater", text: "Reliable every night.", rating: 5 })],
    ["settings", "site", "content/settings/site.json", (p) => setField(p, "Phone (as shown)", "(813) 555-0199"), (d) => expect(d.phoneDisplay).toBe("(813) 555-0199")],
  ]

  it("lists the entries of every collection", async () => {
    const { page, errors } = await openEditor()
    for (const [collection, , file] of entries) {
      await page.getByTestId(collection).click()
      const folder = path.posix.dirname(file)
      // Files collections have one entry each; the test backend loads a folder 10 entries at a time (more on scrolling).
      const expected = collection === "settings" || collection === "faq" || collection === "testimonials" ? 1 : Math.min(10, fs.readdirSync(path.join(ROOT, folder)).length)
      await page.waitForFunction(
        ([c, n]) => document.querySelectorAll(`a[href^="#/collections/${c}/entries/"]`).length >= n,
        [collection, expected] as const,
      )
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each(entries)("%s: edits %s and saves a file the build accepts", async (collection, slug, file, edit, check) => {
    const { page, errors } = await openEditor()
    await page.goto(`${BASE_URL()}/admin#/collections/${collection}/entries/${slug}`)
    await page.getByText(/Writing in .* collection/).waitFor()
    await edit(page)
    await publish(page)
    await page.getByText("Entry saved").waitFor()
    const text = await savedFile(page, file)
    const original = fs.readFileSync(path.join(ROOT, file), "utf8")
    expect(text).not.toBe(original)
    const data = parse(file, text!) as Record<string, unknown>
    check(data)
    // Nothing lost, nothing the build rejects, the markdown body kept.
    if (!Array.isArray(data)) expect(Object.keys(data).sort()).toEqual(Object.keys(parse(file, original) as object).sort())
    expect(validateContent([{ path: file.replace(/^content\//, ""), data }])).toEqual([])
    if (file.endsWith(".md")) expect(matter(text!).content.trim()).toBe(matter(original).content.trim())
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("refuses to save a post whose image has no description, saying what the build would say", async () => {
    const { page, errors } = await openEditor()
    await page.goto(`${BASE_URL()}/admin#/collections/posts/entries/green-cleaning-commercial-spaces`)
    const alt = page.getByLabel("Image description (alt text)")
    await alt.fill("")
    await publish(page)
    await page.getByText("imageAlt: is required when image is set").waitFor()
    expect(await savedFile(page, "content/posts/green-cleaning-commercial-spaces.md")).toBe(
      fs.readFileSync(path.join(CONTENT, "posts/green-cleaning-commercial-spaces.md"), "utf8"),
    )
    // Decap reports a refused save by logging the error and rejecting its save promise; those two
    // entries are the refusal itself. Anything else is a failure.
    expect(errors.filter((e) => !/imageAlt: is required when image is set|^pageerror: Object$/.test(e))).toEqual([])
    await page.context().close()
  })
})
