/**
 * The rule for a static region's component (src/components/static-region, plugins/static-regions): markup from its props only,
 * no state, no effects, no handlers. On the page a visitor lands on, the server's HTML of a region is kept
 * and its code never runs, so a button with a handler or state there would do nothing (and work only after
 * a client-side navigation). This renders every built page (its component, its data and its layout, as
 * Gatsby's page-data says) as after a client-side navigation, under a probe that records which component
 * calls which hook and which elements get handlers, and fails naming the region and the component.
 * Islands (plugins/static-regions/browser/island.tsx) have a rule of their own, checked by the same probe:
 * hydrated by a React root of their own, their components read no React context provided outside the island
 * (the island's root has none of the page's providers), run no static query (Gatsby's provider is not above
 * them there) and take no id from useId (whose values depend on the tree around).
 * Every region and island the site declares must be drawn on some built page (__tests__/fixtures/region-calls.ts).
 * Reads the build's public/page-data (scripts/test-all.sh builds first). Every template is also drawn from fixture
 * content (__tests__/fixtures/template-pages.ts): a build after every job has closed has no job page (and a site
 * may have no posts or no clients), and its regions must still be drawn and checked, on any date.
 */
import fs from "node:fs"
import path from "node:path"
import React from "react"
import { cleanup } from "@testing-library/react"
import { graphql, Link, useStaticQuery } from "gatsby"
import { wrapPage } from "../../src/components/layout/wrap-page"
// As the site's build resolves it with plugins/static-regions (jest.setup.ts).
import { island, staticRegion } from "../../src/components/static-region"
import { DrawnPart } from "../../src/components/static-region/part"
import { regionCalls } from "../fixtures/region-calls"
import { renderLoaded } from "../fixtures/render-loaded"
import { siteLinksData } from "../fixtures/site-links"
import { TEMPLATE_PAGES } from "../fixtures/template-pages"

// The first page a worker renders also compiles every page module it requires: over 5 s on a busy machine.
jest.setTimeout(60_000)

const ROOT = path.resolve(__dirname, "../..")
/** How a region shows in React's tree: `StaticRegion(name)`. */
const REGION_DISPLAY_NAME = staticRegion("x", () => Promise.resolve(() => null)).displayName!.replace(/\(x\)$/, "")
const PAGE_DATA = path.join(ROOT, "public/page-data")

/** How an island shows in React's tree: `Island(name)`. */
const ISLAND_DISPLAY_NAME = island("x", () => Promise.resolve(() => null)).displayName!.replace(/\(x\)$/, "")

/** Hooks an island's components must not call: the island's own root gives other ids. */
const ISLAND_FORBIDDEN_HOOKS = ["useId"]

/** Hooks that hold state, run effects or subscribe: what a kept region would never run. */
const STATEFUL_HOOKS = ["useState", "useReducer", "useEffect", "useLayoutEffect", "useInsertionEffect", "useSyncExternalStore", "useTransition", "useDeferredValue", "useImperativeHandle"]

/**
 * Components a region may render although they use hooks or handlers, because the kept HTML does what
 * they do: Gatsby's Link (the region routes and prefetches its links, see static-region.tsx) and
 * gatsby-plugin-image's components (their inline script loads the image in kept HTML).
 */
const ALLOWED = new Set(["Link", "GatsbyImage", "GatsbyImageHydrator", "MainImage", "Placeholder", "LayoutWrapper", "Sizer"])

type Fiber = {
  type: unknown
  return: Fiber | null
  child: Fiber | null
  sibling: Fiber | null
  _debugOwner?: Fiber | null
  dependencies?: { firstContext: ContextDependency | null } | null
}
type ContextDependency = { context: React.Context<unknown>; next: ContextDependency | null }
const nameOf = (type: unknown): string =>
  type === Link ? "Link" : (typeof type === "function" ? ((type as { displayName?: string; name: string }).displayName ?? (type as { name: string }).name) : typeof type === "object" && type ? nameOf((type as { type?: unknown; render?: unknown }).type ?? (type as { render?: unknown }).render) : String(type))

/** The region's own machinery between its wrapper and its component: not the component's code. */
const MACHINERY = new Set([nameOf(DrawnPart)])

/** React's own wrappers (Suspense, lazy) have no name worth printing. */
const known = (name: string) => !["null", "undefined"].includes(name) && !name.startsWith("Symbol(")

/** The region a fiber renders inside, and the components between (nearest first). */
function regionOf(fiber: Fiber | null | undefined): { region: string; path: string[] } | undefined {
  const components: string[] = []
  for (let at = fiber; at; at = at.return) {
    const name = nameOf(at.type)
    if (name.startsWith(`${REGION_DISPLAY_NAME}(`)) return { region: name, path: components }
    if (typeof at.type !== "string" && !MACHINERY.has(name)) components.push(name)
  }
  return undefined
}

/** The island a hook's caller renders inside (the island's own component aside), and the components between. */
function islandOf(fiber: Fiber | null | undefined): { island: string; path: string[] } | undefined {
  if (!fiber || nameOf(fiber.type).startsWith(`${ISLAND_DISPLAY_NAME}(`)) return undefined
  const components = [nameOf(fiber.type)]
  for (let at = fiber.return; at; at = at.return) {
    const name = nameOf(at.type)
    if (name.startsWith(`${ISLAND_DISPLAY_NAME}(`)) return { island: name, path: components }
    if (typeof at.type !== "string" && !MACHINERY.has(name)) components.push(name)
  }
  return undefined
}

const internals = (React as unknown as { __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { ReactCurrentDispatcher: { current: unknown }; ReactCurrentOwner: { current: Fiber | null } } }).__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED
const broken = new Set<string>()

/** React's dispatcher seen through a proxy: a stateful hook called inside a region is recorded. */
beforeAll(() => {
  const holder = internals.ReactCurrentDispatcher
  let real = holder.current
  const proxies = new WeakMap<object, unknown>()
  Object.defineProperty(holder, "current", {
    configurable: true,
    set: (dispatcher) => void (real = dispatcher),
    get: () => {
      if (!real || typeof real !== "object") return real
      if (!proxies.has(real)) {
        proxies.set(
          real,
          new Proxy(real, {
            get(target, key, receiver) {
              const hook = Reflect.get(target, key, receiver)
              if (typeof key === "string" && ISLAND_FORBIDDEN_HOOKS.includes(key)) {
                return (...args: unknown[]) => {
                  const owner = internals.ReactCurrentOwner.current
                  const inside = islandOf(owner)
                  if (inside && !inside.path.some((name) => ALLOWED.has(name))) {
                    broken.add(`${inside.island}: ${inside.path[0]} calls ${key} (${inside.path.filter(known).join(" < ")})`)
                  }
                  return (hook as (...a: unknown[]) => unknown)(...args)
                }
              }
              if (typeof key !== "string" || !STATEFUL_HOOKS.includes(key)) return hook
              return (...args: unknown[]) => {
                const owner = internals.ReactCurrentOwner.current
                const inside = regionOf(owner)
                const component = owner && nameOf(owner.type)
                if (inside && component && !inside.path.some((name) => ALLOWED.has(name)) && !component.startsWith(REGION_DISPLAY_NAME) && !MACHINERY.has(component)) {
                  broken.add(`${inside.region}: ${component} calls ${key} (${inside.path.filter(known).join(" < ")})`)
                }
                return (hook as (...a: unknown[]) => unknown)(...args)
              }
            },
          }),
        )
      }
      return proxies.get(real)
    },
  })
  ;(useStaticQuery as jest.Mock).mockImplementation(() => {
    const inside = islandOf(internals.ReactCurrentOwner.current)
    if (inside) broken.add(`${inside.island}: ${inside.path[0]} runs a static query (${inside.path.filter(known).join(" < ")})`)
    return siteLinksData
  })
})

/** Elements inside a region given an event handler by a component that is not allowed to. */
function handlersInRegions(container: HTMLElement): string[] {
  const found: string[] = []
  for (const element of container.querySelectorAll("[data-static] *")) {
    const propsKey = Object.keys(element).find((key) => key.startsWith("__reactProps$"))
    const fiberKey = Object.keys(element).find((key) => key.startsWith("__reactFiber$"))
    if (!propsKey || !fiberKey) continue
    const handlers = Object.entries((element as unknown as Record<string, Record<string, unknown>>)[propsKey]).filter(([key, value]) => /^on[A-Z]/.test(key) && typeof value === "function")
    if (handlers.length === 0) continue
    const fiber = (element as unknown as Record<string, Fiber>)[fiberKey]
    const inside = regionOf(fiber)
    if (!inside || inside.path.some((name) => ALLOWED.has(name))) continue
    found.push(`${inside.region}: <${element.tagName.toLowerCase()}> gets ${handlers.map(([key]) => key).join(", ")} from ${inside.path[0]} (${inside.path.filter(known).join(" < ")})`)
  }
  return found
}

/** The context a provider fiber provides (React 18: its type is the context's Provider, `{ _context }`). */
const providedBy = (fiber: Fiber) => (typeof fiber.type === "object" && fiber.type ? (fiber.type as { _context?: React.Context<unknown> })._context : undefined)

const contextName = (context: React.Context<unknown>) => context.displayName ?? "an unnamed context"

/**
 * Components inside an island that read a context whose nearest provider is outside the island: the island's
 * own root, which hydrates it when it wakes, has none of the page's providers. React records each context a
 * component reads (useContext, a Consumer) in its fiber's dependencies; the tree is walked from React's root.
 */
function contextsCrossingIslands(container: HTMLElement): string[] {
  const found: string[] = []
  const element = container.firstElementChild
  const fiberKey = element && Object.keys(element).find((key) => key.startsWith("__reactFiber$"))
  if (!element || !fiberKey) return found
  let root = (element as unknown as Record<string, Fiber>)[fiberKey]
  while (root.return) root = root.return
  // The tree on screen (a fiber may be its alternate, from an earlier render).
  root = (root as unknown as { stateNode: { current: Fiber } }).stateNode.current
  const visit = (fiber: Fiber | null, providers: Array<{ context: React.Context<unknown>; owner: string; outside: boolean }>, island: string | null) => {
    for (let at = fiber; at; at = at.sibling) {
      const name = nameOf(at.type)
      const enters = typeof at.type !== "string" && name.startsWith(`${ISLAND_DISPLAY_NAME}(`)
      const here = enters ? name : island
      for (let dependency = at.dependencies?.firstContext; dependency && here; dependency = dependency.next) {
        const provider = [...providers].reverse().find((p) => p.context === dependency!.context)
        if (provider?.outside) found.push(`${here}: ${name} reads ${contextName(dependency.context)}, provided outside the island (by ${provider.owner})`)
      }
      const context = providedBy(at)
      const inner = enters ? providers.map((p) => ({ ...p, outside: true })) : providers
      visit(at.child, context ? [...inner, { context, owner: nameOf(at._debugOwner?.type), outside: false }] : inner, here)
    }
  }
  visit(root.child, [], null)
  return found
}

/** "component---src-templates-service-tsx" -> the module Gatsby built it from. */
function pageModules(): Map<string, string> {
  const modules = new Map<string, string>()
  for (const folder of ["src/pages", "src/templates"]) {
    for (const file of fs.readdirSync(path.join(ROOT, folder))) modules.set(`component---${folder}/${file}`.replace(/[/.]/g, "-"), path.join(ROOT, folder, file))
  }
  return modules
}

function builtPages(): Array<{ path: string; file: string }> {
  if (!fs.existsSync(PAGE_DATA)) throw new Error("No public/page-data: build the site first (npx gatsby build)")
  const pages: Array<{ path: string; file: string }> = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "sq") walk(path.join(dir, entry.name))
      else if (entry.name === "page-data.json") pages.push({ path: "/" + path.relative(PAGE_DATA, dir), file: path.join(dir, entry.name) })
    }
  }
  walk(PAGE_DATA)
  return pages.filter((page) => !/^\/(dev-404-page|404\.html)/.test(page.path))
}

const modules = pageModules()
const pages = builtPages()
const seen = new Set<string>()

const TEMPLATES = path.join(ROOT, "src/templates")
/**
 * A fixture page of every template, drawn beside the built pages: when no built page uses a template (every job
 * closed, no posts, no clients), its regions are still drawn and checked; on other days it checks them twice.
 */
const fixturePages = fs.readdirSync(TEMPLATES).flatMap((file) => {
  const name = file.replace(/\.tsx$/, "")
  const chunk = `component---src/templates/${file}`.replace(/[/.]/g, "-")
  return (TEMPLATE_PAGES[name] ?? []).map((page) => ({ ...page, name, chunk }))
})

/** Renders a page component with its page data and layout, as after a client-side navigation, and returns what the probe saw. */
async function probePage(componentChunkName: string, result: { data: unknown; pageContext: unknown }, pagePath: string) {
  const Page = require(modules.get(componentChunkName)!).default as React.ComponentType<Record<string, unknown>>
  const props = { data: result.data, pageContext: result.pageContext, location: { pathname: pagePath }, path: pagePath }
  broken.clear()
  const { container } = await renderLoaded(wrapPage({ element: <Page {...props} />, props: props as never }))
  for (const region of container.querySelectorAll("[data-static]")) if (region.childElementCount > 0) seen.add(`region ${region.getAttribute("data-static")}`)
  for (const part of container.querySelectorAll("[data-island]")) if (part.childElementCount > 0) seen.add(`island ${part.getAttribute("data-island")}`)
  return [...broken, ...handlersInRegions(container), ...contextsCrossingIslands(container)]
}

afterEach(cleanup)

function Liked() {
  const [count, setCount] = React.useState(0)
  return <button type="button" onClick={() => setCount(count + 1)}>Liked {count}</button>
}
const LikedRegion = staticRegion("probe-check", () => Promise.resolve(Liked))

// The probe leans on React 18's development build (the owner fiber of a hook call, props on elements):
// if an upgrade takes either away, this fails instead of every page passing unseen.
it(`the probe names a region's component that calls useState and sets a handler (react ${React.version})`, async () => {
  broken.clear()
  const { container } = await renderLoaded(<LikedRegion />)
  expect([...broken, ...handlersInRegions(container)]).toEqual([
    "StaticRegion(probe-check): Liked calls useState (Liked)",
    "StaticRegion(probe-check): <button> gets onClick from Liked (Liked)",
  ])
})

function Named() {
  const id = React.useId()
  return <p id={id}>Named</p>
}
const NamedIsland = island("probe-check", () => Promise.resolve(Named))

function Queried() {
  useStaticQuery(graphql`query ProbeCheck { site { id } }`)
  return <p>Queried</p>
}
const QueriedIsland = island("probe-check-query", () => Promise.resolve(Queried))

const Theme = React.createContext("light")
Theme.displayName = "ThemeContext"
function Themed() {
  const [open] = React.useState(false)
  return (
    <Theme.Provider value="dark">
      <p>{React.useContext(Theme)} {String(open)}</p>
      <ThemedText />
    </Theme.Provider>
  )
}
function ThemedText() {
  return <span>{React.useContext(Theme)}</span>
}
function Unthemed() {
  return <p>{React.useContext(Theme)}</p>
}
const ThemedIsland = island("probe-check-context", () => Promise.resolve(Themed))
function PageWithTheme() {
  return (
    <Theme.Provider value="page">
      <ThemedIsland />
    </Theme.Provider>
  )
}

it("the probe names an island's component that takes an id from useId or runs a static query", async () => {
  broken.clear()
  await renderLoaded(<><NamedIsland /><QueriedIsland /></>)
  expect([...broken].sort()).toEqual(["Island(probe-check): Named calls useId (Named)", "Island(probe-check-query): Queried runs a static query (Queried)"])
})

it("the probe names an island's component that reads a context provided outside it, and not one provided inside", async () => {
  const { container } = await renderLoaded(<PageWithTheme />)
  // Themed reads the page's ThemeContext; ThemedText reads the one Themed provides, inside the island.
  expect(contextsCrossingIslands(container)).toEqual(["Island(probe-check-context): Themed reads ThemeContext, provided outside the island (by PageWithTheme)"])
  cleanup()
  const outside = await renderLoaded(<Theme.Provider value="page"><Unthemed /></Theme.Provider>)
  expect(contextsCrossingIslands(outside.container)).toEqual([])
})

describe("every static region's component renders markup only (no state, effects or handlers), and no island reads a context from outside", () => {
  it.each(pages.map((page) => [page.path, page.file]))("%s", async (pagePath, file) => {
    const { componentChunkName, result } = JSON.parse(fs.readFileSync(file, "utf8"))
    expect(await probePage(componentChunkName, result, pagePath)).toEqual([])
  })

  it("has a fixture page of every template", () => {
    expect(fs.readdirSync(TEMPLATES).map((file) => file.replace(/\.tsx$/, "")).filter((name) => !TEMPLATE_PAGES[name])).toEqual([])
  })

  it.each(fixturePages.map((page) => [page.path, page] as const))("fixture %s (for a build with no such page)", async (pagePath, page) => {
    expect(await probePage(page.chunk, page, pagePath)).toEqual([])
  })

  it("covers every region and island the site declares (each drawn on some built page)", () => {
    const calls = regionCalls()
    expect(calls.filter((call) => !seen.has(`${call.kind} ${call.name}`)).map((call) => `${call.kind} ${call.name} (${call.file})`)).toEqual([])
  })
})
