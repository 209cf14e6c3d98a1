/**
 * Islands (plugins/static-regions/browser/island.tsx): on the page the server rendered, an island keeps its
 * server HTML and loads none of its code until it is about to be used or its own trigger fires; then React
 * hydrates that same HTML in place (no element drawn again), and what the visitor did meanwhile is done
 * again once. Rendered by React on its own (a client-side navigation), it is an ordinary component.
 */
import React, { Suspense, useEffect, useState } from "react"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { island, type WakeWhen } from "../../plugins/static-regions/browser/regions"
import { hydrate } from "../fixtures/server-html"
// The Node build: jsdom has no TextEncoder for the browser one.
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server")

interface CounterProps {
  label: string
  step?: number
}

/** Called when a Counter unmounts (its effects cleaned up). */
const unmounted = jest.fn()

/** An interactive part: state and a handler, which only a hydrated island has. */
function Counter({ label, step = 1 }: CounterProps) {
  const [count, setCount] = useState(0)
  useEffect(() => unmounted, [])
  return (
    <section aria-label={label}>
      <p>Count: {count}</p>
      <button type="button" onClick={() => setCount((n) => n + step)}>
        Add
      </button>
      <a href="/quote/">Get a quote</a>
    </section>
  )
}

function counterIsland(wakeWhen?: WakeWhen<CounterProps>) {
  const load = jest.fn(() => Promise.resolve(Counter))
  return { Island: island("counter", load, wakeWhen), load }
}

/** The page as the HTML build writes it: the island's wrapper around the Suspense boundary its root hydrates. */
function serverPage(props: CounterProps) {
  const container = document.createElement("div")
  container.innerHTML = renderToString(
    <main>
      <h1>Home</h1>
      <div data-island="counter">
        <Suspense fallback={null}>
          <Counter {...props} />
        </Suspense>
      </div>
    </main>,
  )
  document.body.append(container)
  return container
}

/** Resolves once the island has hydrated and done what it held (it is then marked data-awake). */
const awake = () => waitFor(() => expect(document.querySelector("[data-island][data-awake]")).not.toBeNull())

const errors: unknown[] = []
beforeEach(() => {
  errors.length = 0
  jest.spyOn(console, "error").mockImplementation((...args) => void errors.push(args))
})
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ""
})

describe("an island on the page the server rendered", () => {
  it("keeps the server's HTML and loads none of its code until it is about to be used", async () => {
    const { Island, load } = counterIsland()
    const container = serverPage({ label: "Counter" })
    const before = container.innerHTML
    const recovered = await hydrate(container, <main><h1>Home</h1><Island label="Counter" /></main>)
    expect(recovered).toEqual([])
    expect(container.innerHTML).toBe(before)
    expect(load).not.toHaveBeenCalled()
    // Asleep, a click does nothing yet (React has not hydrated the button).
    expect(screen.getByText("Count: 0")).toBeInTheDocument()
  })

  it("wakes at focus: its code loads and React hydrates the same elements, which then work", async () => {
    const { Island, load } = counterIsland()
    const container = serverPage({ label: "Counter" })
    await hydrate(container, <main><h1>Home</h1><Island label="Counter" /></main>)
    const button = screen.getByRole("button", { name: "Add" })
    await act(async () => {
      fireEvent.focusIn(button)
    })
    await awake()
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("button", { name: "Add" })).toBe(button) // hydrated in place, not drawn again
    fireEvent.click(button)
    expect(screen.getByText("Count: 1")).toBeInTheDocument()
    expect(errors).toEqual([])
  })

  it("does once, when awake, the click made while its code was loading", async () => {
    const { Island } = counterIsland()
    const container = serverPage({ label: "Counter" })
    await hydrate(container, <main><h1>Home</h1><Island label="Counter" /></main>)
    // A tap: the press wakes it, and the click comes before the code is there.
    const button = screen.getByRole("button", { name: "Add" })
    fireEvent.pointerDown(button)
    fireEvent.click(button)
    expect(screen.getByText("Count: 0")).toBeInTheDocument()
    await awake()
    expect(screen.getByText("Count: 1")).toBeInTheDocument()
  })

  it("wakes at its own trigger, with the props the trigger adds", async () => {
    let wakeNow: (props?: Partial<CounterProps>) => void = () => undefined
    const stop = jest.fn()
    const { Island, load } = counterIsland((_element, wake) => {
      wakeNow = wake
      return stop
    })
    const container = serverPage({ label: "Counter" })
    await hydrate(container, <main><h1>Home</h1><Island label="Counter" /></main>)
    expect(load).not.toHaveBeenCalled()
    await act(async () => wakeNow({ step: 5 }))
    await awake()
    expect(stop).toHaveBeenCalled()
    fireEvent.click(screen.getByRole("button", { name: "Add" }))
    expect(screen.getByText("Count: 5")).toBeInTheDocument()
  })

  it("unmounts its own root when the page around it goes", async () => {
    const { Island } = counterIsland()
    const container = serverPage({ label: "Counter" })
    let leave = () => undefined as void
    function Page() {
      const [here, setHere] = useState(true)
      leave = () => setHere(false)
      return <main><h1>Home</h1>{here && <Island label="Counter" />}</main>
    }
    await hydrate(container, <Page />)
    await act(async () => {
      fireEvent.focusIn(screen.getByRole("button", { name: "Add" }))
    })
    await awake()
    unmounted.mockClear()
    act(() => leave())
    expect(screen.queryByRole("region", { name: "Counter" })).toBeNull()
    // Its timers and listeners go with it (the island's root is unmounted in a task of its own).
    await waitFor(() => expect(unmounted).toHaveBeenCalledTimes(1))
    expect(errors).toEqual([])
  })
})

describe("an island React renders by itself (a client-side navigation)", () => {
  it("is an ordinary component, its code loaded on demand", async () => {
    const { Island, load } = counterIsland()
    render(<Island label="Counter" />)
    await screen.findByRole("region", { name: "Counter" })
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button", { name: "Add" }))
    expect(screen.getByText("Count: 1")).toBeInTheDocument()
  })
})
