import { coverageOf, type ServedCity } from "../../../src/lib/service-area/coverage"
import { EARTH_RADIUS_MILES, milesBetween } from "../../../src/lib/service-area/distance"

const TAMPA = { latitude: 27.9506, longitude: -82.4572 }
const ORLANDO = { latitude: 28.5383, longitude: -81.3792 }
/** One degree of a great circle, in miles. */
const DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180

describe("great-circle distance in miles", () => {
  it("is zero from a point to itself and the same both ways", () => {
    expect(milesBetween(TAMPA, TAMPA)).toBe(0)
    expect(milesBetween(TAMPA, ORLANDO)).toBeCloseTo(milesBetween(ORLANDO, TAMPA), 10)
  })

  it("measures a degree along the equator and along a meridian as one degree of the Earth's circle", () => {
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(DEGREE, 6)
    expect(milesBetween({ latitude: 27, longitude: -82 }, { latitude: 28, longitude: -82 })).toBeCloseTo(DEGREE, 6)
  })

  it("gives the straight-line miles between two cities (Tampa to Orlando, about 77)", () => {
    expect(milesBetween(TAMPA, ORLANDO)).toBeCloseTo(77.16, 1)
  })

  it("shrinks a degree of longitude with the cosine of the latitude", () => {
    expect(milesBetween({ latitude: 60, longitude: 10 }, { latitude: 60, longitude: 11 })).toBeCloseTo(DEGREE / 2, 1)
  })
})

describe("which city serves a point", () => {
  const city = (latitude: number, longitude: number, radius: number, listed = true): ServedCity => ({ latitude, longitude, radius, listed })
  /** A point this many miles due north of (27, -82). */
  const north = (miles: number) => ({ latitude: 27 + miles / DEGREE, longitude: -82 })

  it("serves a point exactly on the radius and not one just past it", () => {
    const cities = [city(27, -82, 30)]
    expect(coverageOf(north(30), cities)).toMatchObject({ city: 0, served: true })
    expect(coverageOf(north(29.999), cities)!.served).toBe(true)
    expect(coverageOf(north(30.001), cities)).toMatchObject({ city: 0, served: false })
    expect(coverageOf(north(30.001), cities)!.miles).toBeCloseTo(30.001, 3)
  })

  it("names the nearest city that covers the point, not merely the nearest city", () => {
    // 20 miles from a city with a 10-mile radius, 25 from one with a 30-mile radius.
    const cities = [city(27 + 40 / DEGREE, -82, 10), city(27, -82, 30)]
    expect(coverageOf(north(20), cities)).toMatchObject({ city: 1, served: true })
    expect(coverageOf(north(20), cities)!.miles).toBeCloseTo(20, 6)
    expect(coverageOf(north(25), [city(27, -82, 30), city(27 + 30 / DEGREE, -82, 30)])).toMatchObject({ city: 1, served: true })
  })

  it("prefers a city listed on /service-areas to a neighbouring-area page that is nearer", () => {
    const cities = [city(27 + 12 / DEGREE, -82, 10, false), city(27, -82, 30)]
    expect(coverageOf(north(10), cities)).toMatchObject({ city: 1, served: true })
    // Only the neighbouring area covers it: that one is named.
    expect(coverageOf(north(45), [city(27 + 40 / DEGREE, -82, 10, false), city(27, -82, 30)])).toMatchObject({ city: 0, served: true })
  })

  it("names the nearest city, unserved, when no radius reaches the point; none without cities", () => {
    const cities = [city(27, -82, 10), city(27 + 100 / DEGREE, -82, 10)]
    const far = coverageOf(north(40), cities)!
    expect(far).toMatchObject({ city: 0, served: false })
    expect(far.miles).toBeCloseTo(40, 6)
    expect(coverageOf(north(1), [])).toBeNull()
  })
})
