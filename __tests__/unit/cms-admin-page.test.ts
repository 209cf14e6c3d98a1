/** The /admin page the build writes: noindex, its scripts in order, and the generated config. */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import yaml from "js-yaml"
import { adminFiles, writeAdmin } from "../../gatsby/admin"
import { buildCmsConfig } from "../../gatsby/cms"

const files = adminFiles({})
const html = files.find((file) => file.name === "index.html")!.body.toString()

describe("/admin", () => {
  it("is marked noindex and loads the config from /admin/config.yml", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain('<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">')
  })

  it("loads React, ReactDOM, js-yaml, Decap, the save rules and the start script, in that order, from /admin only", () => {
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1])
    expect(scripts.map((src) => src.replace(/\.[0-9a-f]{12}\.js$/, ""))).toEqual(
      ["react", "react-dom", "js-yaml", "decap-cms-app", "rules", "cms"].map((id) => `/admin/${id}`),
    )
    for (const src of scripts) expect(files.some((file) => `/admin/${file.name}` === src)).toBe(true)
  })

  it("ships React 18's production build, the one decap-cms-app 3.6 is built for", () => {
    const react = files.find((file) => file.name.startsWith("react."))!.body.toString()
    expect(react).toContain("react.production.min.js")
    expect(react).toMatch(/"18\.3\.\d+"/)
    const decap = files.find((file) => file.name.startsWith("decap-cms-app."))!.body.toString()
    expect(decap).toContain('console.log("decap-cms-app 3.6.4")')
  })

  it("writes the config generated from the schemas", () => {
    const text = files.find((file) => file.name === "config.yml")!.body.toString()
    expect(text).toMatch(/^# Generated from src\/lib\/content\/schemas\.ts/)
    expect(yaml.load(text)).toEqual(JSON.parse(JSON.stringify(buildCmsConfig({}))))
  })

  it("replaces what an earlier build left in public/admin", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"))
    fs.mkdirSync(path.join(dir, "admin"))
    fs.writeFileSync(path.join(dir, "admin", "decap-cms-app.000000000000.js"), "old")
    writeAdmin(dir, {})
    expect(fs.readdirSync(path.join(dir, "admin")).sort()).toEqual(files.map((file) => file.name).sort())
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
