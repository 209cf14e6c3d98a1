/**
 * Static regions (plugins/static-regions/browser/static-region.tsx): on hydration a region keeps the server's HTML and loads
 * no code; rendered by React on its own (a client-side navigation) it renders its component, loaded on
 * demand. Links in kept HTML behave like Gatsby's Link.
 */
import React, { useState } from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { navigate, prefetchPathname } from "gatsby"
import { ErrorBoundary } from "../../src/components/error-boundary"
import { staticRegion } from "../../plugins/static-regions/browser/regions"
import { renderLoaded } from "../fixtures/render-loaded"
import { hydrate, serverHtml } from "../fixtures/server-html"

function Card({ title, to }: { title: string; to: string }) {
  return (
    <article>
      <h2>{title}</h2>
      <a href={to}>Read {title}</a> <a href="tel:+18135550142">Call</a>
    </article>
  )
}

/** A region whose code "loads" when asked, counting the loads. */
function cardRegion(options?: Parameters<typeof staticRegion>[2]) {
  const load = jest.fn(() => Promise.resolve(Card))
  return { Region: staticRegion("card", load, options), load }
}


const loader = { hovering: jest.fn() }

beforeEach(() => {
  jest.mocked(navigate).mockClear()
  jest.mocked(prefetchPathname).mockClear()
  loader.hovering.mockClear()
  window.___loader = loader
})
afterEach(() => {
  document.body.innerHTML = ""
  delete window.___loader
})

describe("a static region on the page the server rendered", () => {
  it("keeps the server's HTML as it is and loads none of its code", async () => {
    const { Region, load } = cardRegion()
    const container = serverHtml(<main><div data-static="card"><Card title="Offices" to="/services/office-cleaning/" /></div></main>)
    const before = container.innerHTML
    const errors = await hydrate(container, <main><Region title="Offices" to="/services/office-cleaning/" /></main>)
    expect(errors).toEqual([])
    expect(container.innerHTML).toBe(before)
    expect(screen.getByRole("heading", { name: "Offices" })).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
  })

  it("keeps its HTML when the page around it re-renders", async () => {
    const { Region } = cardRegion()
    let bump = () => undefined as void
    function Page() {
      const [count, setCount] = useState(0)
      bump = () => setCount((n) => n + 1)
      return (
        <main>
          <p>Renders: {count}</p>
          <Region title="Offices" to="/quote/" />
        </main>
      )
    }
    const container = serverHtml(<main><p>Renders: {0}</p><div data-static="card"><Card title="Offices" to="/quote/" /></div></main>)
    await hydrate(container, <Page />)
    act(() => bump())
    expect(screen.getByText("Renders: 1")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Read Offices" })).toBeInTheDocument()
  })

  it("routes a click on a site link in the page, as Gatsby's Link does, and leaves other links to the browser", async () => {
    const { Region } = cardRegion()
    const container = serverHtml(<div data-static="card"><Card title="Offices" to="/services/office-cleaning/" /></div>)
    await hydrate(container, <Region title="Offices" to="/services/office-cleaning/" />)

    // Whether the browser would have followed each click, read last (a listener on the document, after
    // React's on the root), then stopped there: jsdom cannot load another document.
    const followed: boolean[] = []
    const browserFollows = (event: Event) => {
      followed.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener("click", browserFollows)
    try {
      const site = screen.getByRole("link", { name: "Read Offices" })
      fireEvent.click(site)
      expect(followed).toEqual([false]) // default prevented: no document load
      expect(navigate).toHaveBeenCalledWith("/services/office-cleaning/", { replace: false })

      jest.mocked(navigate).mockClear()
      fireEvent.click(site, { ctrlKey: true })
      fireEvent.click(screen.getByRole("link", { name: "Call" }))
      expect(followed).toEqual([false, true, true])
      expect(navigate).not.toHaveBeenCalled()
    } finally {
      document.removeEventListener("click", browserFollows)
    }
  })

  it("loads a site link's page when the pointer is over it, as Gatsby's Link does", async () => {
    const { Region } = cardRegion()
    const container = serverHtml(<div data-static="card"><Card title="Offices" to="/services/office-cleaning/#faq" /></div>)
    await hydrate(container, <Region title="Offices" to="/services/office-cleaning/#faq" />)
    fireEvent.mouseOver(screen.getByRole("link", { name: "Read Offices" }))
    expect(loader.hovering).toHaveBeenCalledWith("/services/office-cleaning/")
    fireEvent.mouseOver(screen.getByRole("link", { name: "Call" }))
    expect(loader.hovering).toHaveBeenCalledTimes(1)
  })

  it("keeps its links' aria-current on the current page, for a region the layout keeps across pages", async () => {
    const { Region } = cardRegion({ layout: true })
    const container = serverHtml(<div data-static="card"><Card title="Quote" to="/quote/" /></div>)
    let setPath = (_: string) => undefined as void
    function Layout() {
      const [path, set] = useState("/")
      setPath = set
      return <Region title="Quote" to="/quote/" currentPath={path} />
    }
    await hydrate(container, <Layout />)
    const link = screen.getByRole("link", { name: "Read Quote" })
    expect(link).not.toHaveAttribute("aria-current")
    act(() => setPath("/quote/"))
    expect(link).toHaveAttribute("aria-current", "page")
    act(() => setPath("/faq/"))
    expect(link).not.toHaveAttribute("aria-current")
  })

  it("keeps its wrapper's class up to date when the wrapper is a box of the layout", async () => {
    const { Region } = cardRegion({ as: "li" })
    const container = serverHtml(<ul><li data-static="card" className="slide"><Card title="Offices" to="/quote/" /></li></ul>)
    let setActive = (_: boolean) => undefined as void
    function List() {
      const [active, set] = useState(false)
      setActive = set
      return <ul><Region title="Offices" to="/quote/" className={active ? "slide active" : "slide"} /></ul>
    }
    await hydrate(container, <List />)
    act(() => setActive(true))
    expect(container.querySelector("li")).toHaveClass("slide", "active")
    expect(screen.getByRole("heading", { name: "Offices" })).toBeInTheDocument()
  })
})

describe("a static region React renders on its own (a page reached by client-side navigation)", () => {
  it("loads its component and renders it in its wrapper", async () => {
    const { Region, load } = cardRegion()
    await renderLoaded(<main><Region title="Warehouses" to="/services/warehouse-cleaning/" /></main>)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("heading", { name: "Warehouses" })).toBeInTheDocument()
    expect(document.querySelector('[data-static="card"]')).toContainElement(screen.getByRole("heading", { name: "Warehouses" }))
  })

  it("renders at once, without waiting, once its code is loaded", async () => {
    const { Region, load } = cardRegion()
    await renderLoaded(<Region title="One" to="/a/" />)
    const { container } = render(<Region title="Two" to="/b/" />)
    expect(container).toHaveTextContent("Two")
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe("a static region whose code cannot be fetched", () => {
  it("offline, lets the page's error boundary say so instead of showing an empty page", async () => {
    const onLine = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const Region = staticRegion<{ title: string }>("card", () => Promise.reject(new Error("Loading chunk 123 failed")))
    await renderLoaded(
      <ErrorBoundary>
        <Region title="Offices" />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong while showing this page")
    onLine.mockRestore()
    error.mockRestore()
  })
})

describe(`with React's production build (what visitors run)`, () => {
  it("hydration keeps a region's server HTML, and an update elsewhere leaves it in place", () => {
    // A fresh module registry with NODE_ENV=production: react and react-dom pick their production files.
    const env = process.env.NODE_ENV
    process.env.NODE_ENV = "production"
    try {
      jest.isolateModules(() => {
        const React = require("react") as typeof import("react")
        const { flushSync } = require("react-dom") as typeof import("react-dom")
        const { hydrateRoot } = require("react-dom/client") as typeof import("react-dom/client")
        const { staticRegion: productionRegion } = require("../../plugins/static-regions/browser/regions") as typeof import("../../plugins/static-regions/browser/regions")
        const h = React.createElement
        const Region = productionRegion<{ title: string }>("card", () => Promise.reject(new Error("no code may load while hydrating")))
        let setCount = (_: number) => undefined as void
        function Page() {
          const [count, set] = React.useState(0)
          setCount = set
          return h("main", null, h("p", null, `Renders: ${count}`), h(Region, { title: "Offices" }))
        }
        const container = document.createElement("div")
        container.innerHTML = `<main><p>Renders: 0</p><div data-static="card"><article><h2>Offices</h2><a href="/quote/">Quote</a></article></div></main>`
        document.body.append(container)
        const kept = container.querySelector("article")
        flushSync(() => {
          hydrateRoot(container, h(Page))
        })
        flushSync(() => setCount(1))
        expect(container.querySelector("p")!.textContent).toBe("Renders: 1")
        expect(container.querySelector("article")).toBe(kept)
        expect(container.querySelector("h2")!.textContent).toBe("Offices")
      })
    } finally {
      process.env.NODE_ENV = env
    }
  })
})
