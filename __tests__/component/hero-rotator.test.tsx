import React from "react"
import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { HERO_INTERVAL_MS, HeroRotator } from "../../src/components/hero-rotator"
import { clearMatchMedia, imageData, mockReducedMotion } from "../fixtures/media"
import { renderLoaded } from "../fixtures/render-loaded"

const slides = ["skyline", "office", "crew"].map((name) => ({ image: imageData(name), alt: `Illustration of the ${name}` }))

/** The image wrappers in order; the visible one carries the "active" class. */
const activeIndex = () =>
  Array.from(screen.getByTestId("hero-media").querySelectorAll(".slide")).findIndex((el) => el.classList.contains("active"))

/** The slides rendered so far, by index (one not rendered is neither in the HTML nor fetched). */
const stagedIndexes = () => slides.flatMap((slide, index) => (screen.queryByAltText(slide.alt) ? [index] : []))

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms))

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  clearMatchMedia()
})

describe("home hero rotator", () => {
  it("shows the copy over the first image, and each image with its alt text once its turn approaches", async () => {
    await renderLoaded(<HeroRotator slides={slides}><h1>Commercial cleaning</h1></HeroRotator>)
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument()
    expect(screen.getByAltText(slides[0].alt)).toBeInTheDocument()
    wait(2 * HERO_INTERVAL_MS)
    for (const slide of slides) expect(screen.getByAltText(slide.alt)).toBeInTheDocument()
  })

  it("loads the first image eagerly at high priority and the others lazily", async () => {
    await renderLoaded(<HeroRotator slides={slides}><h1>Hero</h1></HeroRotator>)
    wait(2 * HERO_INTERVAL_MS)
    const [first, ...others] = slides.map((slide) => screen.getByAltText(slide.alt))
    expect(first).toHaveAttribute("loading", "eager")
    expect(first).toHaveAttribute("fetchpriority", "high")
    for (const image of others) {
      expect(image).toHaveAttribute("loading", "lazy")
      expect(image).not.toHaveAttribute("fetchpriority")
    }
  })

  it("renders (and so fetches) only the first image until halfway through its turn, then the next", async () => {
    await renderLoaded(<HeroRotator slides={slides}><h1>Hero</h1></HeroRotator>)
    expect(stagedIndexes()).toEqual([0])
    wait(HERO_INTERVAL_MS / 2 - 100)
    expect(stagedIndexes()).toEqual([0])
    wait(200)
    expect(stagedIndexes()).toEqual([0, 1])
    wait(HERO_INTERVAL_MS / 2 - 100) // the second image's turn begins
    expect(activeIndex()).toBe(1)
    expect(stagedIndexes()).toEqual([0, 1])
    wait(HERO_INTERVAL_MS / 2)
    expect(stagedIndexes()).toEqual([0, 1, 2])
  })

  it("woken half a turn in (the home page's island), stages the next image at once and turns half a turn later", async () => {
    await renderLoaded(<HeroRotator slides={slides} halfWay><h1>Hero</h1></HeroRotator>)
    await wait(0)
    expect(stagedIndexes()).toEqual([0, 1])
    expect(activeIndex()).toBe(0)
    wait(HERO_INTERVAL_MS / 2 - 100)
    expect(activeIndex()).toBe(0)
    wait(200)
    expect(activeIndex()).toBe(1)
    // From then on, the usual rhythm: the third image half a turn later, its turn a whole turn later.
    wait(HERO_INTERVAL_MS / 2)
    expect(stagedIndexes()).toEqual([0, 1, 2])
    wait(HERO_INTERVAL_MS / 2)
    expect(activeIndex()).toBe(2)
  })

  it("never renders the other images under prefers-reduced-motion", async () => {
    mockReducedMotion(true)
    await renderLoaded(<HeroRotator slides={slides}><h1>Hero</h1></HeroRotator>)
    wait(5 * HERO_INTERVAL_MS)
    expect(stagedIndexes()).toEqual([0])
  })

  it("cross-fades to the next image on each interval and loops back to the first", async () => {
    await renderLoaded(<HeroRotator slides={slides}><h1>Hero</h1></HeroRotator>)
    expect(activeIndex()).toBe(0)
    wait(HERO_INTERVAL_MS)
    expect(activeIndex()).toBe(1)
    wait(HERO_INTERVAL_MS)
    expect(activeIndex()).toBe(2)
    wait(HERO_INTERVAL_MS)
    expect(activeIndex()).toBe(0)
  })

  it("keeps the first image under prefers-reduced-motion and offers no pause button", async () => {
    mockReducedMotion(true)
    await renderLoaded(<HeroRotator slides={slides}><h1>Hero</h1></HeroRotator>)
    wait(5 * HERO_INTERVAL_MS)
    expect(activeIndex()).toBe(0)
    expect(screen.queryByRole("button")).toBeNull()
  })

  it("stops and restarts with the pause button", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await renderLoaded(<HeroRotator slides={slides}><h1>Hero</h1></HeroRotator>)
    await user.click(screen.getByRole("button", { name: "Pause background images" }))
    wait(3 * HERO_INTERVAL_MS)
    expect(activeIndex()).toBe(0)
    await user.click(screen.getByRole("button", { name: "Play background images" }))
    wait(HERO_INTERVAL_MS)
    expect(activeIndex()).toBe(1)
  })
})
