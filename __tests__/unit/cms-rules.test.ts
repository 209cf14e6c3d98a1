/**
 * admin/rules.js, the save check for rules that tie two fields together, says what the build says:
 * it passes every content file as it is, and flags each broken file the build flags.
 */
import path from "node:path"
import { readContent } from "../../gatsby/read-content"
import { slugify } from "../../src/lib/slug"
import { validateContent, type ContentFile } from "../../gatsby/validate-content"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const rules: { problems: (collection: string, data: unknown, fileSlug?: string) => string[]; slugify: (name: string) => string } = require("../../admin/rules.js")

const { files } = readContent(path.resolve(__dirname, "../../content"))
const collectionOf = (file: ContentFile) => file.path.split("/")[0]
const slugOf = (file: ContentFile) => path.posix.basename(file.path).replace(/\.\w+$/, "")
const find = (p: string) => files.find((file) => file.path === p)!

describe("admin/rules.js", () => {
  it("passes every content file as it is", () => {
    const problems = files.flatMap((file) => rules.problems(collectionOf(file), file.data, slugOf(file)).map((line) => `${file.path}: ${line}`))
    expect(problems).toEqual([])
  })

  it("turns a city into a slug exactly as the build does", () => {
    for (const name of ["St. Petersburg", "Winston-Salem", "Port St. Lucie", "Coeur d'Alène", "  Plant  City "]) {
      expect(rules.slugify(name)).toBe(slugify(name))
    }
  })

  const cases: Array<[string, string, (data: any) => void, string]> = [
    ["locations/tampa.md", "image without alt text", (d) => ((d.image = "../images/skyline.jpg"), delete d.imageAlt), "imageAlt"],
    ["posts/green-cleaning-commercial-spaces.md", "image without alt text", (d) => (d.imageAlt = ""), "imageAlt"],
    ["services/office-cleaning.md", "two sections with one id", (d) => (d.sections[1].id = d.sections[0].id), "sections"],
    ["services/office-cleaning.md", "a checklist with no items", (d) => (d.sections[0].items = []), "sections[0].items"],
    ["services/office-cleaning.md", "slug changed on an existing page", (d) => (d.slug = "office-cleaning-tampa"), "slug"],
    ["locations/st-petersburg.md", "slug that is not the city's", (d) => (d.city = "Saint Petersburg"), "slug"],
    ["settings/hiring.json", "E-Verify on without its Spanish Right to Work notice", (d) => ((d.eVerify = true), (d.eVerifyPosterEnglish = d.eVerifyPosterSpanish = d.rightToWorkPosterEnglish = "/notices/x.pdf")), "rightToWorkPosterSpanish"],
  ]

  it.each(cases)("%s: %s is flagged by both", (filePath, _what, mutate, field) => {
    const file = find(filePath)
    const data = structuredClone(file.data) as Record<string, unknown>
    mutate(data)
    const build = validateContent([{ path: file.path, data }]).filter((line) => line.startsWith(`content/${file.path}: ${field}`))
    const editor = rules.problems(collectionOf(file), data, slugOf(file)).filter((line) => line.startsWith(`${field}:`) || line.startsWith(`${field}`))
    expect(build).not.toEqual([])
    expect(editor).not.toEqual([])
    // Same wording after the field name.
    expect(build.map((line) => line.split(": ").slice(2).join(": "))).toEqual(expect.arrayContaining([editor[0].split(": ").slice(1).join(": ").replace(/ \(".*" is used twice\)$/, "")]))
  })

  it("lets a text section have no items", () => {
    expect(rules.problems("services", { sections: [{ id: "intro", kind: "text", heading: "About", items: [] }] })).toEqual([])
  })
})
