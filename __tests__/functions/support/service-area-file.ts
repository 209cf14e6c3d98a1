import { int, int2, SERVICE_AREA_VERSION, type ServiceAreaFile } from "../../../src/lib/service-area/zip-data.ts"

/** A small file as the build writes it: Tampa and Orlando; 33602 and 33647 served by Tampa, 32789 outside. */
export const FILE: ServiceAreaFile = {
  version: SERVICE_AREA_VERSION,
  source: "test",
  cities: [["tampa", "Tampa", "FL", 30, 1], ["orlando", "Orlando", "FL", 20, 1]],
  states: [["FL", "Florida"], ["NY", "New York"]],
  serviceStates: ["FL", "GA", "AL", "SC", "NC"],
  prefixes: Array.from({ length: 1000 }, (_, n) => (n >= 320 && n <= 349 ? "0" : n === 100 ? "1" : ".")).join(""),
  towns: "Tampa|Winter Park",
  zips: {
    first: 32789,
    gaps: int(0) + int(33602 - 32789) + int(33647 - 33602),
    served: "011",
    cities: int(1) + int(0) + int(0),
    miles: int(3) + int(0) + int(16),
    towns: int2(0) + int2(0),
  },
}
