import fs from "node:fs"
import path from "node:path"
import { createElement, type ComponentType } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as lucide from "lucide-react"
import { listFiles } from "../../gatsby/read-content"
import * as siteIcons from "../../src/components/icon/lucide-icons"

const ROOT = path.resolve(__dirname, "../..")

/** Every value imported by name from "lucide-react" anywhere in src/ (type-only imports left out). */
function importedIcons(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of listFiles(path.join(ROOT, "src")).filter((f) => /\.tsx?$/.test(f))) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"lucide-react"/g)) {
      if (match[1]) continue
      for (const spec of match[2].split(",").map((s) => s.trim()).filter((s) => s && !s.startsWith("type "))) {
        found.set(spec.split(/\s+as\s+/)[0], path.relative(ROOT, file))
      }
    }
  }
  return found
}

describe("the site's lucide icon list (what the build resolves lucide-react to)", () => {
  it("exports every icon the source imports from lucide-react", () => {
    const missing = [...importedIcons()].filter(([name]) => !(name in siteIcons)).map(([name, file]) => `${name} (${file})`)
    expect(missing).toEqual([])
  })

  it("draws under each name the same icon the package exports under it", () => {
    const svg = (icon: unknown) => renderToStaticMarkup(createElement(icon as ComponentType<{ size: number }>, { size: 24 }))
    for (const [name, icon] of Object.entries(siteIcons).filter(([key]) => key !== "__esModule")) {
      expect([name, svg(icon)]).toEqual([name, svg((lucide as Record<string, unknown>)[name])])
    }
  })
})
