/**
 * When static regions' code loads (plugins/static-regions/browser/region-loading.ts): the landing page's regions wait for a sign
 * of navigation; a template evaluated after boot (loaded for a navigation) loads its regions at once.
 * Module state: each test loads a fresh copy.
 */
type RegionLoading = typeof import("../../plugins/static-regions/browser/region-loading")

const fresh = (): RegionLoading => {
  let loaded!: RegionLoading
  jest.isolateModules(() => {
    loaded = require("../../plugins/static-regions/browser/region-loading")
  })
  return loaded
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("loading the code of static regions", () => {
  it("keeps the landing page's regions waiting, then loads each once when asked", () => {
    const loading = fresh()
    const load = jest.fn()
    loading.registerRegionLoader(load)
    expect(load).not.toHaveBeenCalled()
    loading.loadLandingRegions()
    loading.loadLandingRegions()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("loads at once the regions of a template evaluated after boot (one Gatsby loads for a navigation)", () => {
    const loading = fresh()
    loading.finishBoot()
    const load = jest.fn()
    loading.registerRegionLoader(load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it.each([
    ["a pointer over a link", () => document.querySelector("a")!.dispatchEvent(new Event("pointerover", { bubbles: true }))],
    ["a pointer over a button", () => document.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }))],
    ["focus moving into the page", () => document.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))],
    ["a touch", () => document.body.dispatchEvent(new Event("touchstart", { bubbles: true }))],
    ["a key press", () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }))],
  ])("loads the landing page's regions at %s, and only once", (_sign, act) => {
    document.body.innerHTML = `<a href="/quote/">Quote</a><button>Menu</button><p>Text</p>`
    const loading = fresh()
    const load = jest.fn()
    loading.registerRegionLoader(load)
    loading.armLandingRegions()
    act()
    act()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("does not load them for a pointer passing over text", () => {
    document.body.innerHTML = `<p>Text</p>`
    const loading = fresh()
    const load = jest.fn()
    loading.registerRegionLoader(load)
    loading.armLandingRegions()
    document.querySelector("p")!.dispatchEvent(new Event("pointerover", { bubbles: true }))
    expect(load).not.toHaveBeenCalled()
  })
})
