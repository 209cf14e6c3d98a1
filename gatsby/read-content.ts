/** Reads every content file (markdown frontmatter, YAML, JSON) for the build-time validator. */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import yaml from "js-yaml"
import type { ContentFile } from "./validate-content"

const PARSED = /\.(md|ya?ml|json)$/

/** Every file below a folder, as full paths. */
export function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}

function parse(file: string): unknown {
  const source = fs.readFileSync(file, "utf8")
  if (file.endsWith(".md")) return matter(source).data
  if (file.endsWith(".json")) return JSON.parse(source)
  return yaml.load(source)
}

export interface ReadResult {
  files: ContentFile[]
  problems: string[]
}

export function readContent(root: string): ReadResult {
  const files: ContentFile[] = []
  const problems: string[] = []
  for (const full of listFiles(root).filter((f) => PARSED.test(f)).sort()) {
    const relative = path.relative(root, full).split(path.sep).join("/")
    try {
      files.push({ path: relative, data: parse(full) })
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error)
      problems.push(`content/${relative}: (file): cannot be read: ${reason}`)
    }
  }
  return { files, problems }
}
