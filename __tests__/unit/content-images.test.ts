/** Pictures that fit: each service page and each client page has a hero picture of its own, and every picture content names exists. */
import fs from "node:fs"
import path from "node:path"
import { collection } from "../fixtures/content"

interface Illustrated {
  slug: string
  image?: string
  imageAlt?: string
}

const CONTENT = path.resolve(__dirname, "../../content")

describe("content pictures", () => {
  it.each([
    ["service", "services"],
    ["client", "clients"],
  ])("no two %s pages share a hero picture", (_kind, dir) => {
    const byImage = new Map<string, string[]>()
    for (const entry of collection<Illustrated>(dir)) {
      if (!entry.image) continue
      byImage.set(entry.image, [...(byImage.get(entry.image) ?? []), entry.slug])
    }
    const shared = [...byImage.entries()].filter(([, slugs]) => slugs.length > 1).map(([image, slugs]) => `${image}: ${slugs.join(", ")}`)
    expect(shared).toEqual([])
  })

  it.each(["services", "clients", "posts"])("every %s picture exists and has its own alt text", (dir) => {
    const problems: string[] = []
    for (const entry of collection<Illustrated>(dir)) {
      if (!entry.image) continue
      if (!fs.existsSync(path.join(CONTENT, dir, entry.image))) problems.push(`${entry.slug}: ${entry.image} is missing`)
      if (!entry.imageAlt || entry.imageAlt.split(" ").length < 6) problems.push(`${entry.slug}: alt text does not say what the picture shows`)
    }
    expect(problems).toEqual([])
  })
})
