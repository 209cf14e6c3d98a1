import fs from "node:fs"
import path from "node:path"
import { SPEED_PLUGINS, SPEED_PLUGIN_NEEDS, speedPlugins, speedPluginsOrNone } from "../../../gatsby/lib/speed-plugins"
import { onPreInit } from "../../../gatsby/on-pre-init"

const ROOT = path.resolve(__dirname, "../../..")

describe("which speed plugins a build uses", () => {
  it("uses every speed plugin, in order, when nothing is switched off", () => {
    expect(speedPlugins({})).toEqual([...SPEED_PLUGINS])
    expect(speedPlugins({ SITE_SPEED_SKIP: "" })).toEqual([...SPEED_PLUGINS])
  })

  it("uses none with SITE_SPEED=off (plain Gatsby)", () => {
    expect(speedPlugins({ SITE_SPEED: "off" })).toEqual([])
  })

  it("leaves out the plugins SITE_SPEED_SKIP names and keeps the others in order", () => {
    expect(speedPlugins({ SITE_SPEED_SKIP: "critical-css" })).toEqual(["webpack-stand-ins", "static-regions", "boot-after-paint", "lean-images", "web-font"])
    expect(speedPlugins({ SITE_SPEED_SKIP: " static-regions , lean-images," })).toEqual(["webpack-stand-ins", "boot-after-paint", "critical-css", "web-font"])
  })

  it("stops on a name that is not a speed plugin, naming it and the valid names", () => {
    expect(() => speedPlugins({ SITE_SPEED_SKIP: "critical-css,webfont" })).toThrow(
      'SITE_SPEED_SKIP: "webfont" is not a speed plugin; the speed plugins are webpack-stand-ins, static-regions, boot-after-paint, lean-images, critical-css, web-font',
    )
  })

  it("refuses to leave out an always-on plugin, which is not a speed plugin", () => {
    expect(() => speedPlugins({ SITE_SPEED_SKIP: "security-headers" })).toThrow('"security-headers" is not a speed plugin')
    expect(() => speedPlugins({ SITE_SPEED_SKIP: "post-build-html" })).toThrow('"post-build-html" is not a speed plugin')
  })

  it("refuses to leave out a plugin another kept one needs, and says what to skip instead", () => {
    expect(() => speedPlugins({ SITE_SPEED_SKIP: "boot-after-paint" })).toThrow(
      "SITE_SPEED_SKIP: web-font needs boot-after-paint; skip web-font too (SITE_SPEED_SKIP=boot-after-paint,web-font)",
    )
    expect(speedPlugins({ SITE_SPEED_SKIP: "boot-after-paint,web-font" })).toEqual(["webpack-stand-ins", "static-regions", "lean-images", "critical-css"])
  })

  it("refuses SITE_SPEED=off together with SITE_SPEED_SKIP rather than guess which was meant", () => {
    expect(() => speedPlugins({ SITE_SPEED: "off", SITE_SPEED_SKIP: "web-font" })).toThrow("SITE_SPEED=off already builds without every speed plugin")
  })

  it("still checks the names with SITE_SPEED=off", () => {
    expect(() => speedPlugins({ SITE_SPEED: "off", SITE_SPEED_SKIP: "fast" })).toThrow('"fast" is not a speed plugin')
  })

  it("names only plugins that exist under plugins/, and needs only earlier ones", () => {
    for (const name of SPEED_PLUGINS) {
      expect(fs.existsSync(path.join(ROOT, "plugins", name, "package.json"))).toBe(true)
      for (const needed of SPEED_PLUGIN_NEEDS[name]) expect(SPEED_PLUGINS.indexOf(needed)).toBeLessThan(SPEED_PLUGINS.indexOf(name))
    }
  })
})

describe("a wrong switch at build time", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })
  const reporter = () => ({ panic: jest.fn(), warn: jest.fn(), info: jest.fn() })
  const runOnPreInit = (r: ReturnType<typeof reporter>) => (onPreInit as (args: unknown) => void)({ reporter: r })

  it("gives gatsby-config no speed plugin, and stops the build in its first hook with the message", () => {
    expect(speedPluginsOrNone({ SITE_SPEED_SKIP: "webfont" })).toEqual([])
    process.env.SITE_SPEED_SKIP = "webfont"
    const r = reporter()
    runOnPreInit(r)
    expect(r.panic).toHaveBeenCalledWith(expect.stringContaining('"webfont" is not a speed plugin'))
  })

  it("lets a good switch through and says which plugins the build leaves out", () => {
    process.env.SITE_SPEED_SKIP = "lean-images"
    delete process.env.SITE_SPEED
    const r = reporter()
    runOnPreInit(r)
    expect(r.panic).not.toHaveBeenCalled()
    expect(r.warn).toHaveBeenCalledWith("SITE_SPEED_SKIP: building without lean-images")
  })
})
