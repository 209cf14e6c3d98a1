import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { AUTO_ADVANCE_MS, ServicesCarousel, type CarouselSlide } from "../../src/components/services-carousel"
import { clearMatchMedia, mockReducedMotion } from "../fixtures/media"
import { renderLoaded } from "../fixtures/render-loaded"

const slides: CarouselSlide[] = ["Office Cleaning", "Restaurant Cleaning", "Retail Cleaning"].map((title) => ({
  id: title,
  title,
  text: `${title} summary`,
  points: ["One point"],
  to: `/services/${title.toLowerCase().replace(" ", "-")}`,
  imageAlt: "",
}))

const WIDTH = 600

/** jsdom has no layout: give the track a width and make scrollBy/scrollTo move it and fire scroll events. */
function layOut(track: HTMLElement) {
  let left = 0
  const max = WIDTH * (slides.length - 1)
  const moveTo = (to: number) => {
    left = Math.max(0, Math.min(max, to))
    act(() => {
      track.dispatchEvent(new Event("scroll"))
    })
  }
  Object.defineProperty(track, "clientWidth", { configurable: true, value: WIDTH })
  Object.defineProperty(track, "scrollWidth", { configurable: true, value: WIDTH * slides.length })
  Object.defineProperty(track, "scrollLeft", { configurable: true, get: () => left })
  const scrollBy = jest.fn((options: ScrollToOptions) => moveTo(left + (options.left ?? 0)))
  const scrollTo = jest.fn((options: ScrollToOptions) => moveTo(options.left ?? 0))
  Object.assign(track, { scrollBy, scrollTo })
  moveTo(0)
  return { scrollBy, scrollTo, position: () => left }
}

async function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  await renderLoaded(<ServicesCarousel label="Featured cleaning programs" slides={slides} />)
  const region = screen.getByRole("region", { name: "Featured cleaning programs" })
  const track = region.querySelector<HTMLElement>("[aria-live]")!
  const controls = layOut(track)
  return {
    user,
    region,
    ...controls,
    previous: screen.getByRole("button", { name: "Previous slide" }),
    next: screen.getByRole("button", { name: "Next slide" }),
  }
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms))

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  clearMatchMedia()
})

describe("services carousel", () => {
  it("is a labelled carousel whose slides are groups announced as '1 of 3'", async () => {
    const { region } = await setup()
    expect(region).toHaveAttribute("aria-roledescription", "carousel")
    const groups = within(region).getAllByRole("group")
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"])
    expect(groups[0]).toHaveAttribute("aria-roledescription", "slide")
  })

  it("disables Previous at the first slide and Next at the last", async () => {
    const { user, previous, next, position } = await setup()
    expect(previous).toBeDisabled()
    expect(next).toBeEnabled()
    await user.click(next)
    expect(position()).toBe(WIDTH)
    expect(previous).toBeEnabled()
    await user.click(next)
    expect(position()).toBe(2 * WIDTH)
    expect(next).toBeDisabled()
    await user.click(previous)
    expect(next).toBeEnabled()
  })

  it("advances one slide after 5000 ms, and not before", async () => {
    const { scrollBy, position } = await setup()
    wait(AUTO_ADVANCE_MS - 1)
    expect(scrollBy).not.toHaveBeenCalled()
    wait(1)
    expect(scrollBy).toHaveBeenCalledWith({ left: WIDTH, behavior: "smooth" })
    expect(position()).toBe(WIDTH)
    wait(AUTO_ADVANCE_MS)
    expect(position()).toBe(2 * WIDTH)
  })

  it("goes back to the first slide after the last", async () => {
    const { scrollTo, position } = await setup()
    wait(AUTO_ADVANCE_MS)
    wait(AUTO_ADVANCE_MS)
    expect(position()).toBe(2 * WIDTH)
    wait(AUTO_ADVANCE_MS)
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: "smooth" })
    expect(position()).toBe(0)
  })

  it("scrolls with the right and left arrow keys", async () => {
    const { region, position } = await setup()
    fireEvent.keyDown(region, { key: "ArrowRight" })
    expect(position()).toBe(WIDTH)
    fireEvent.keyDown(region, { key: "ArrowRight" })
    fireEvent.keyDown(region, { key: "ArrowRight" })
    expect(position()).toBe(2 * WIDTH)
    fireEvent.keyDown(region, { key: "ArrowLeft" })
    expect(position()).toBe(WIDTH)
  })

  it("pauses while hovered and resumes when the pointer leaves", async () => {
    const { user, region, scrollBy } = await setup()
    await user.hover(region)
    wait(3 * AUTO_ADVANCE_MS)
    expect(scrollBy).not.toHaveBeenCalled()
    await user.unhover(region)
    wait(AUTO_ADVANCE_MS)
    expect(scrollBy).toHaveBeenCalledTimes(1)
  })

  it("pauses while focus is inside it and resumes when focus leaves", async () => {
    const { user, scrollBy } = await setup()
    await user.tab()
    expect(document.activeElement?.closest("section")).not.toBeNull()
    wait(3 * AUTO_ADVANCE_MS)
    expect(scrollBy).not.toHaveBeenCalled()
    act(() => (document.activeElement as HTMLElement).blur())
    wait(AUTO_ADVANCE_MS)
    expect(scrollBy).toHaveBeenCalledTimes(1)
  })

  it("announces slide changes politely only while it is not moving by itself", async () => {
    const { user, region } = await setup()
    const track = region.querySelector("[aria-live]")!
    expect(track).toHaveAttribute("aria-live", "off")
    await user.hover(region)
    expect(track).toHaveAttribute("aria-live", "polite")
  })

  it("stays still under prefers-reduced-motion, and scrolls without smooth motion", async () => {
    mockReducedMotion(true)
    const { region, scrollBy } = await setup()
    wait(5 * AUTO_ADVANCE_MS)
    expect(scrollBy).not.toHaveBeenCalled()
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull()
    fireEvent.keyDown(region, { key: "ArrowRight" })
    expect(scrollBy).toHaveBeenCalledWith({ left: WIDTH, behavior: "auto" })
  })

  it("stops for good with the stop button", async () => {
    const { user, scrollBy } = await setup()
    await user.click(screen.getByRole("button", { name: "Stop automatic slide show" }))
    act(() => (document.activeElement as HTMLElement).blur())
    wait(3 * AUTO_ADVANCE_MS)
    expect(scrollBy).not.toHaveBeenCalled()
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument()
  })
})
