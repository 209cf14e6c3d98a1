import path from "node:path"
import yaml from "js-yaml"
import fs from "node:fs"
import { readContent } from "../../gatsby/read-content"
import { pageSchemas } from "../../src/lib/content/page-schemas"
import { pageCopyTypes } from "../../src/lib/content/content-types"
import { validateContent, type ContentFile } from "../../gatsby/validate-content"

const contentRoot = path.resolve(__dirname, "../../content")
const pagesDir = path.join(contentRoot, "pages")
const load = (name: string) => yaml.load(fs.readFileSync(path.join(pagesDir, `${name}.yaml`), "utf8")) as Record<string, any>
const file = (p: string, data: unknown): ContentFile => ({ path: p, data })

describe("page copy in content/pages", () => {
  it("has a schema for every page file and a file for every schema (and for every Spanish copy, <name>.es.yaml)", () => {
    const files = fs.readdirSync(pagesDir).map((name) => name.replace(/\.yaml$/, "")).sort()
    expect(files).toEqual(pageCopyTypes().map(({ name, lang }) => (lang === "en" ? name : `${name}.${lang}`)).sort())
    expect(new Set(pageCopyTypes().map((page) => page.name))).toEqual(new Set(Object.keys(pageSchemas)))
  })

  it("passes the build's content check", () => {
    const { files, problems } = readContent(contentRoot)
    expect(problems).toEqual([])
    expect(validateContent(files.filter((f) => f.path.startsWith("pages/")))).toEqual([])
  })

  it("names the file and field when a page loses a required heading", () => {
    const home = load("home")
    delete home.testimonials.heading
    expect(validateContent([file("pages/home.yaml", home)])).toEqual(["content/pages/home.yaml: testimonials.heading: is required"])
  })

  it("rejects a home hero without exactly three images and a trust list without six items", () => {
    const home = load("home")
    home.hero.slides = home.hero.slides.slice(0, 2)
    home.trust.items = home.trust.items.slice(0, 5)
    expect(validateContent([file("pages/home.yaml", home)])).toEqual(
      expect.arrayContaining([
        "content/pages/home.yaml: hero.slides: must have exactly 3 images",
        "content/pages/home.yaml: trust.items: must have at least 6 items",
      ]),
    )
  })

  it("rejects an icon name the site does not know", () => {
    const about = load("about")
    about.values.items[0].icon = "unicorn"
    const [problem] = validateContent([file("pages/about.yaml", about)])
    expect(problem).toMatch(/^content\/pages\/about\.yaml: values\.items\[0\]\.icon: must be one of award, /)
  })

  it("rejects a page title that another page already uses", () => {
    const faq = load("faq")
    const about = { ...load("about"), metaTitle: faq.metaTitle }
    expect(validateContent([file("pages/faq.yaml", faq), file("pages/about.yaml", about)])).toEqual([
      `content/pages/about.yaml: metaTitle: "${faq.metaTitle}" is already used by content/pages/faq.yaml`,
    ])
  })

  it("refuses a page file nobody declared", () => {
    expect(validateContent([file("pages/pricing.yaml", { metaTitle: "Pricing" })])).toEqual([
      "content/pages/pricing.yaml: (file): no content type is defined for this file",
    ])
  })
})
