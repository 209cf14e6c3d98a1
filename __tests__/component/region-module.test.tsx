/**
 * The site's region module (src/components/static-region) has one API with and without plugins/static-regions:
 * the plugin's module (plugins/static-regions/browser/regions.ts) exports the same names, and without the plugin
 * a region is an ordinary component that hydrates the server's HTML once its code has loaded.
 */
import React, { Suspense } from "react"
import { act, fireEvent } from "@testing-library/react"
import type { HydrationHook, RegionApi } from "../../src/components/static-region/part"
import { serverHtml } from "../fixtures/server-html"

const plain = jest.requireActual<typeof import("../../src/components/static-region")>("../../src/components/static-region")
const plainHydration = jest.requireActual<typeof import("../../src/components/static-region/hydrate")>("../../src/components/static-region/hydrate")
const plugin = jest.requireActual<typeof import("../../plugins/static-regions/browser/regions")>("../../plugins/static-regions/browser/regions")
const pluginHydration = jest.requireActual<typeof import("../../plugins/static-regions/browser/hydrate")>("../../plugins/static-regions/browser/hydrate")

it("exports the same API from the site's modules and the plugin's", () => {
  const api = (module: RegionApi | HydrationHook) => Object.keys(module).sort()
  expect(api(plugin)).toEqual(api(plain))
  expect(api(pluginHydration)).toEqual(api(plainHydration))
  // With the plugin, Gatsby hydrates as usual.
  expect(pluginHydration.replaceHydrateFunction).toBeUndefined()
})

function Card({ title }: { title: string }) {
  const [count, setCount] = React.useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {title} {count}
    </button>
  )
}

describe("without plugins/static-regions", () => {
  it("a region is an ordinary component: React hydrates the server's HTML once the region's code has loaded, and its handlers work", async () => {
    let arrive = (_: typeof Card) => undefined as void
    const Region = plain.staticRegion("plain-card", () => new Promise<typeof Card>((resolve) => (arrive = resolve)))
    const container = serverHtml(<main><div data-static="plain-card"><Suspense fallback={null}><Card title="Offices" /></Suspense></div></main>)
    const button = container.querySelector("button")
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const render = plainHydration.replaceHydrateFunction!({} as never, {} as never) as unknown as (element: React.ReactElement, root: Element) => void
    await act(async () => render(<main><Region title="Offices" /></main>, container))
    // Not hydrated before the code is in: a click does nothing yet.
    fireEvent.click(button!)
    expect(button!.textContent).toBe("Offices 0")
    await act(async () => arrive(Card))
    fireEvent.click(button!)
    expect(container.querySelector("button")).toBe(button)
    expect(button!.textContent).toBe("Offices 1")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
