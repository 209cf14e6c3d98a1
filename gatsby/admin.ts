/**
 * The /admin editor (Decap CMS) as a page of its own, outside Gatsby's webpack build: an
 * index.html that loads React, Decap's prebuilt bundle and admin/cms.js, plus the config.yml
 * generated from the content schemas. Nothing here is imported by a public page, so the public
 * pages' JavaScript does not change. Written to public/admin/ after a build (on-post-build.ts)
 * and served from memory under `gatsby develop` (on-create-dev-server.ts).
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import yaml from "js-yaml"
import { buildCmsConfig, optionsFromEnv, type CmsOptions } from "./cms"
import { site } from "../src/config/site"

const ROOT = path.resolve(__dirname, "..")
const requireFromRoot = createRequire(path.join(ROOT, "package.json"))

export const ADMIN_PATH = "/admin"

export interface AdminFile {
  /** Path under /admin, e.g. "index.html". */
  name: string
  body: Buffer
  type: string
}

/** A file inside an installed package, found as Node finds the package (its "exports" do not list these files). */
function packageFile(name: string, file: string): string {
  for (const base of requireFromRoot.resolve.paths(name) ?? []) {
    const candidate = path.join(base, name, file)
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error(`Cannot find ${name}/${file}: run npm install`)
}

/** Scripts in the order the page loads them: Decap expects React and ReactDOM as globals. */
const SCRIPTS = [
  { id: "react", file: () => packageFile("react", "umd/react.production.min.js") },
  { id: "react-dom", file: () => packageFile("react-dom", "umd/react-dom.production.min.js") },
  { id: "js-yaml", file: () => packageFile("js-yaml", "dist/js-yaml.min.js") },
  { id: "decap-cms-app", file: () => packageFile("decap-cms-app", "dist/decap-cms-app.js") },
  { id: "rules", file: () => path.join(ROOT, "admin/rules.js") },
  { id: "cms", file: () => path.join(ROOT, "admin/cms.js") },
]

const hashOf = (body: Buffer) => crypto.createHash("sha256").update(body).digest("hex").slice(0, 12)

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The config.yml text for the given options. */
export function configYaml(options: CmsOptions): string {
  const header = [
    "# Generated from src/lib/content/schemas.ts and content-types.ts by gatsby/cms/ on every build: do not edit.",
    "# Backend: DECAP_BACKEND, DECAP_REPO, DECAP_BRANCH, DECAP_BASE_URL (see docs/editing.md).",
    "",
  ].join("\n")
  return header + yaml.dump(buildCmsConfig(options), { lineWidth: -1, noRefs: true })
}

function indexHtml(scripts: string[]): string {
  const title = `Content editor · ${site.companyName}`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="${ADMIN_PATH}/config.yml">
<style>img[alt="Logo"] { display: block; margin: 0 auto; }</style>
</head>
<body>
<noscript>The content editor needs JavaScript. The content files can also be edited directly: see docs/editing.md.</noscript>
${scripts.map((src) => `<script src="${src}"></script>`).join("\n")}
</body>
</html>
`
}

/** Every file of /admin: the page, its scripts (content-hashed names) and the config. */
export function adminFiles(options: CmsOptions): AdminFile[] {
  const scripts: AdminFile[] = SCRIPTS.map(({ id, file }) => {
    const body = fs.readFileSync(file())
    return { name: `${id}.${hashOf(body)}.js`, body, type: "application/javascript; charset=utf-8" }
  })
  const html = indexHtml(scripts.map((script) => `${ADMIN_PATH}/${script.name}`))
  return [
    { name: "index.html", body: Buffer.from(html), type: "text/html; charset=utf-8" },
    { name: "config.yml", body: Buffer.from(configYaml(options)), type: "text/yaml; charset=utf-8" },
    ...scripts,
  ]
}

/** Options for a production build or for `gatsby develop`, from the environment. */
export function adminOptions(develop: boolean): CmsOptions {
  return { ...optionsFromEnv(process.env, develop), siteUrl: site.siteUrl }
}

/** Writes /admin into the build (public/admin/), replacing what a previous build left there. */
export function writeAdmin(publicDir: string, options: CmsOptions = adminOptions(false)): AdminFile[] {
  const dir = path.join(publicDir, ADMIN_PATH)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const files = adminFiles(options)
  for (const file of files) fs.writeFileSync(path.join(dir, file.name), file.body)
  return files
}
