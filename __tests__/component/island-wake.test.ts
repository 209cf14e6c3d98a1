/**
 * An asleep island (plugins/static-regions/browser/island-wake.ts, plugins/static-regions/browser/wake-when-near.ts): what wakes it, and that what the
 * visitor does before it is awake (a click on a button, a form submitted) is held and done again, once.
 */
import { fireEvent } from "@testing-library/react"
import { whileAsleep } from "../../plugins/static-regions/browser/island-wake"
import { wakeWhenNear } from "../../plugins/static-regions/browser/wake-when-near"

function island(html: string) {
  const element = document.createElement("div")
  element.innerHTML = html
  document.body.append(element)
  return element
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("an asleep island", () => {
  it.each([
    ["a pointer over it", (el: Element) => fireEvent.pointerOver(el)],
    ["a press", (el: Element) => fireEvent.pointerDown(el)],
    ["a touch", (el: Element) => fireEvent.touchStart(el)],
    ["focus", (el: Element) => fireEvent.focusIn(el)],
    ["a key", (el: Element) => fireEvent.keyDown(el, { key: "Tab" })],
  ])("wakes at %s inside it", (_sign, act) => {
    const element = island(`<button type="button">Next</button>`)
    const wake = jest.fn()
    whileAsleep(element, wake)
    act(element.querySelector("button")!)
    expect(wake).toHaveBeenCalled()
  })

  it("does not wake at what happens outside it", () => {
    const element = island(`<button type="button">Next</button>`)
    const outside = document.createElement("button")
    document.body.append(outside)
    const wake = jest.fn()
    whileAsleep(element, wake)
    fireEvent.pointerOver(outside)
    fireEvent.focusIn(outside)
    expect(wake).not.toHaveBeenCalled()
  })

  it("clicks again, once, the button clicked while it was asleep", () => {
    const element = island(`<button type="button">Previous</button><button type="button"><span>Next</span></button>`)
    const wake = jest.fn()
    const asleep = whileAsleep(element, wake)
    const clicks: string[] = []
    element.addEventListener("click", (event) => clicks.push((event.target as Element).closest("button")!.textContent!))
    fireEvent.click(element.querySelector("span")!)
    expect(wake).toHaveBeenCalled()
    asleep.replay()
    expect(clicks).toEqual(["Next", "Next"]) // the visitor's, then the replay
    asleep.replay()
    expect(clicks).toHaveLength(2)
  })

  it("holds a form's submission from going out, and submits it again with the same button once awake", () => {
    const element = island(`<form><input name="email" value="ana@example.com"><button type="submit" name="go">Subscribe</button></form>`)
    const wake = jest.fn()
    const asleep = whileAsleep(element, wake)
    const form = element.querySelector("form")!
    const button = element.querySelector("button")!
    const submits: { prevented: boolean; submitter: Element | null }[] = []
    // Read after the island's capture listener: whether the submission would still go out natively.
    form.addEventListener("submit", (event) => {
      submits.push({ prevented: event.defaultPrevented, submitter: (event as SubmitEvent).submitter })
      event.preventDefault() // jsdom cannot submit
    })
    form.requestSubmit(button)
    expect(wake).toHaveBeenCalled()
    expect(submits).toEqual([{ prevented: true, submitter: button }])

    asleep.replay()
    expect(submits).toEqual([
      { prevented: true, submitter: button },
      { prevented: false, submitter: button },
    ])
  })

  it("stops waking and holding once stopped", () => {
    const element = island(`<button type="button">Next</button>`)
    const wake = jest.fn()
    const asleep = whileAsleep(element, wake)
    asleep.stop()
    fireEvent.click(element.querySelector("button")!)
    fireEvent.focusIn(element.querySelector("button")!)
    expect(wake).not.toHaveBeenCalled()
  })
})

describe("waking as an island comes near the screen", () => {
  type Callback = (entries: Array<{ isIntersecting: boolean }>) => void
  let observers: { callback: Callback; observed: Element[]; margin?: string; disconnected: boolean }[]

  beforeEach(() => {
    observers = []
    ;(globalThis as any).IntersectionObserver = class {
      record: (typeof observers)[number]
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, observed: [], margin: options?.rootMargin, disconnected: false }
        observers.push(this.record)
      }
      observe(target: Element) {
        this.record.observed.push(target)
      }
      disconnect() {
        this.record.disconnected = true
      }
    }
  })
  afterEach(() => {
    delete (globalThis as any).IntersectionObserver
  })

  it("watches the boxes inside its box-less wrapper, and wakes once one is near", () => {
    const element = island(`<section>Industries</section>`)
    const wake = jest.fn()
    wakeWhenNear(element, wake)
    expect(observers[0].observed).toEqual([element.querySelector("section")])
    expect(observers[0].margin).toBe("50% 0px")
    observers[0].callback([{ isIntersecting: false }])
    expect(wake).not.toHaveBeenCalled()
    observers[0].callback([{ isIntersecting: true }])
    expect(wake).toHaveBeenCalledTimes(1)
    expect(observers[0].disconnected).toBe(true)
  })

  it("wakes at once where the browser cannot tell", () => {
    delete (globalThis as any).IntersectionObserver
    const wake = jest.fn()
    wakeWhenNear(island(`<section>Industries</section>`), wake)
    expect(wake).toHaveBeenCalledTimes(1)
  })
})
