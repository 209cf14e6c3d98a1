/**
 * The service-area file built as the site builds it: from the ZIP packages and the committed content. Rules
 * only (a city added in /admin keeps this green): every city's own ZIP codes are served, no ZIP code of
 * another state is, and a radius or position the data contradicts stops the build naming file and field.
 */
import path from "node:path"
import zlib from "node:zlib"
import { readContent } from "../../../gatsby/read-content"
import { areaLocations, buildServiceArea, serviceStatesOf } from "../../../gatsby/lib/service-area"
import { buildServiceAreaFile, OWN_ZIP_REACH, sameTown } from "../../../gatsby/lib/service-area/service-area-file"
import { readZipSources } from "../../../gatsby/lib/service-area/zip-records"
import { milesBetween } from "../../../src/lib/service-area/distance"
import { answerZip } from "../../../src/lib/service-area/zip-answer"
import { readServiceArea } from "../../../src/lib/service-area/zip-data"

const { files } = readContent(path.resolve(__dirname, "../../../content"))
const sources = readZipSources()
const locations = areaLocations(files)
const serviceStates = serviceStatesOf(files)
const built = buildServiceArea(files)
const area = readServiceArea(JSON.parse(JSON.stringify(built.file)))

describe("the service-area file built from the ZIP packages and the content", () => {
  it("passes its own checks on the committed content", () => {
    expect(built.problems).toEqual([])
  })

  it("holds every Census ZIP code area of the service states and no other", () => {
    const ours = sources.records.filter((record) => serviceStates.includes(record.state))
    expect(area.zips.size).toBe(ours.length)
    expect(area.zips.size).toBeGreaterThan(3000)
    const misplaced = sources.records.filter((record) => area.zips.has(record.zip) !== serviceStates.includes(record.state))
    expect(misplaced).toEqual([])
  })

  it("serves every city's own ZIP codes within reach, and the one nearest its map position, naming a city we have", () => {
    for (const location of locations) {
      const own = sources.records.filter((r) => r.state === location.state && sameTown(location.city, r.town) && milesBetween(r, location) <= OWN_ZIP_REACH)
      const nearest = sources.records.reduce((best, r) => (milesBetween(r, location) < milesBetween(best, location) ? r : best))
      for (const record of [...own, nearest]) {
        const answer = answerZip(record.zip, area)
        expect({ zip: record.zip, city: location.slug, kind: answer.kind }).toEqual({ zip: record.zip, city: location.slug, kind: "served" })
      }
    }
  })

  it("names a ZIP code after its own town when that is a listed city serving it (33647, New Tampa: Tampa area)", () => {
    for (const record of sources.records) {
      const own = locations.find((l) => l.listed && l.state === record.state && sameTown(l.city, record.town) && milesBetween(record, l) <= l.radius)
      if (own) expect({ zip: record.zip, named: area.zips.get(record.zip)?.city.slug }).toEqual({ zip: record.zip, named: own.slug })
    }
  })

  it("serves no ZIP code of another state, even within a city's radius (Pascagoula, Mississippi, with Mobile's radius stretched)", () => {
    const stretched = locations.map((l) => (l.slug === "mobile" ? { ...l, radius: 60 } : l))
    const wide = readServiceArea(buildServiceAreaFile(sources, stretched, serviceStates).file)
    expect(milesBetween(sources.records.find((r) => r.zip === "39567")!, stretched.find((l) => l.slug === "mobile")!)).toBeLessThan(60)
    expect(answerZip("39567", wide)).toMatchObject({ kind: "other-state", state: { code: "MS", name: "Mississippi" } })
    expect(answerZip("10001", area)).toMatchObject({ kind: "other-state", state: { name: "New York" } })
    expect(answerZip("37402", area)).toMatchObject({ kind: "other-state", state: { name: "Tennessee" } })
  })

  it("answers PO boxes and other ZIP codes without a Census area by their prefix", () => {
    // 33601 is Tampa's main post office boxes: USPS has it, the Census has no area for it.
    expect(sources.records.some((r) => r.zip === "33601")).toBe(false)
    expect(answerZip("33601", area)).toMatchObject({ kind: "likely", state: { code: "FL" } })
  })

  it("stops the build, naming the file and the field, when a radius leaves a city's own ZIP codes out or a position is far from them", () => {
    const broken = locations.map((l) => (l.slug === "jacksonville" ? { ...l, radius: 5 } : l.slug === "tampa" ? { ...l, latitude: 28.6, longitude: -82.0 } : l))
    const { problems } = buildServiceAreaFile(sources, broken, serviceStates)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/locations\/jacksonville\.md: serviceRadius: 5 miles leaves \d+ of Jacksonville's own ZIP codes unserved \(32\d{3}.*\); make it at least \d+$/),
        expect.stringMatching(/^content\/locations\/tampa\.md: geo: is \d+ miles from the nearest Tampa ZIP code; check the numbers/),
      ]),
    )
  })

  it("stays small: a few KB gzipped", () => {
    const json = JSON.stringify(built.file)
    expect(zlib.gzipSync(json).length).toBeLessThan(12 * 1024)
  })
})
