/**
 * The site's regions and islands as declared (__tests__/fixtures/region-calls.ts): each has a name of its own,
 * since its wrapper is marked by name and the tests that check every one is drawn match by name.
 */
import { regionCalls } from "../fixtures/region-calls"

const calls = regionCalls()

it("finds the site's regions and islands by their calls", () => {
  expect(calls.filter((call) => call.kind === "region").length).toBeGreaterThan(0)
  expect(calls.filter((call) => call.kind === "island").length).toBeGreaterThan(0)
})

it("gives every region and island a name no other one has", () => {
  const byName = new Map<string, string[]>()
  for (const call of calls) byName.set(call.name, [...(byName.get(call.name) ?? []), `${call.kind} in ${call.file}`])
  const repeated = [...byName].filter(([, where]) => where.length > 1).map(([name, where]) => `"${name}": ${where.join(", ")}`)
  expect(repeated).toEqual([])
})
