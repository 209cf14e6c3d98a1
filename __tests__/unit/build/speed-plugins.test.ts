import fs from "node:fs"
import path from "node:path"
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { SPEED_PLUGINS, speedSwitch } from "../../../gatsby/lib/speed-plugins"
import { pluginOptionsSchema } from "../../../plugins/post-build-html/gatsby-node"
import { declarationOf, localPlugins, pipelineProblems, speedPluginNames } from "../../../plugins/post-build-html/pipeline"
import config from "../../../gatsby-config"

const ROOT = path.resolve(__dirname, "../../..")
const pipeline = (plugins: readonly string[]) => ["post-build-html", ...plugins, "security-headers"]

describe("which speed plugins a build uses (the switch: SITE_SPEED, SITE_SPEED_SKIP)", () => {
  it("uses every speed plugin, in order, when nothing is switched off", () => {
    expect(speedSwitch({}).plugins).toEqual([...SPEED_PLUGINS])
    expect(speedSwitch({ SITE_SPEED_SKIP: "" }).plugins).toEqual([...SPEED_PLUGINS])
  })

  it("uses none with SITE_SPEED=off (plain Gatsby)", () => {
    expect(speedSwitch({ SITE_SPEED: "off" }).plugins).toEqual([])
  })

  it("leaves out the plugins SITE_SPEED_SKIP names and keeps the others in order", () => {
    expect(speedSwitch({ SITE_SPEED_SKIP: "critical-css" }).plugins).toEqual(["webpack-stand-ins", "static-regions", "boot-after-paint", "lean-images", "web-font"])
    expect(speedSwitch({ SITE_SPEED_SKIP: " static-regions , lean-images," })).toMatchObject({ skipped: ["static-regions", "lean-images"], plugins: ["webpack-stand-ins", "boot-after-paint", "critical-css", "web-font"] })
  })

  it("lists every speed plugin under plugins/ (each local plugin not declared always on), and only those", () => {
    expect([...SPEED_PLUGINS].sort()).toEqual(speedPluginNames(ROOT))
  })
})

describe("the plugins' contracts (each package.json's pipeline), checked by post-build-html's options schema", () => {
  const validate = (options: Record<string, unknown>) => testPluginOptionsSchema(pluginOptionsSchema!, options)

  it("accepts the site's own plugin list, and every leave-one-out the bench measures", async () => {
    expect(await validate({ pipeline: pipeline(SPEED_PLUGINS) })).toMatchObject({ isValid: true, errors: [] })
    for (const left of SPEED_PLUGINS.filter((name) => name !== "boot-after-paint")) {
      const { plugins, skipped } = speedSwitch({ SITE_SPEED_SKIP: left })
      expect([left, await validate({ pipeline: pipeline(plugins), skipped })]).toMatchObject([left, { isValid: true }])
    }
    expect(await validate({ pipeline: pipeline([]), speed: "off" })).toMatchObject({ isValid: true })
  })

  it("stops on a name SITE_SPEED_SKIP gives that is not a speed plugin, naming it and the speed plugins", async () => {
    const { plugins, skipped } = speedSwitch({ SITE_SPEED_SKIP: "critical-css,webfont" })
    const { isValid, errors } = await validate({ pipeline: pipeline(plugins), skipped })
    expect(isValid).toBe(false)
    expect(errors.join("\n")).toContain(`SITE_SPEED_SKIP names "webfont", which is not a speed plugin; the speed plugins are ${speedPluginNames(ROOT).join(", ")}`)
    expect((await validate({ pipeline: pipeline(SPEED_PLUGINS), skipped: ["security-headers"] })).errors.join("\n")).toContain('"security-headers", which is not a speed plugin')
  })

  it("stops when a kept plugin needs one left out, and says what to skip instead", async () => {
    const { plugins, skipped } = speedSwitch({ SITE_SPEED_SKIP: "boot-after-paint" })
    const { errors } = await validate({ pipeline: pipeline(plugins), skipped })
    expect(errors.join("\n")).toContain("web-font needs boot-after-paint, which this build does not have (SITE_SPEED_SKIP leaves it out: skip web-font too, SITE_SPEED_SKIP=boot-after-paint,web-font)")
  })

  it("stops when the order breaks a plugin's declared need, naming both", () => {
    const swapped = ["webpack-stand-ins", "static-regions", "boot-after-paint", "lean-images", "web-font", "critical-css"]
    expect(pipelineProblems(pipeline(swapped), [], ROOT)).toEqual([expect.stringMatching(/^web-font must come after critical-css in gatsby-config\.ts's plugins, but critical-css comes after it: /)])
    const fontFirst = ["web-font", "boot-after-paint"]
    expect(pipelineProblems(pipeline(fontFirst), [], ROOT)).toEqual([expect.stringMatching(/^web-font needs boot-after-paint before it in gatsby-config\.ts's plugins, but boot-after-paint comes after it: /)])
  })

  it("stops on SITE_SPEED=off with SITE_SPEED_SKIP, and on a SITE_SPEED that is neither on nor off", async () => {
    expect((await validate({ pipeline: pipeline([]), speed: "off", skipped: ["web-font"] })).errors.join("\n")).toContain("SITE_SPEED=off already builds without every speed plugin")
    expect((await validate({ pipeline: pipeline(SPEED_PLUGINS), speed: "of" })).errors.join("\n")).toContain("SITE_SPEED is of: it is off or unset")
  })

  it("declares each need with its reason, on plugins that exist", () => {
    for (const name of localPlugins(ROOT)) {
      const { needs = {}, after = {} } = declarationOf(name, ROOT)
      for (const [other, why] of Object.entries({ ...needs, ...after })) {
        expect([name, other, localPlugins(ROOT).includes(other), why.length > 20]).toEqual([name, other, true, true])
      }
    }
  })
})

describe("gatsby-config.ts", () => {
  it("lists its local plugins in the order it tells post-build-html, which comes first", () => {
    const entries = config.plugins!.map((entry) => (typeof entry === "string" ? { resolve: entry, options: {} } : (entry as { resolve: string; options?: Record<string, unknown> })))
    const local = entries.filter((entry) => fs.existsSync(path.join(ROOT, "plugins", entry.resolve, "package.json")))
    expect(local.map((entry) => entry.resolve)).toEqual(local[0].options?.pipeline)
    expect(local[0].resolve).toBe("post-build-html")
  })
})
