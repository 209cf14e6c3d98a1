import { site, STATE_NAMES } from "../../../src/config/site"
import type { ServiceAreaMapData } from "../../../src/lib/service-area/map-data"
import { serviceAreaMap } from "./map"
import { areaLocationOf, type LocationFields } from "./service-area-file"

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
}

/** The map from the Location nodes, as Query.serviceAreaMap resolves it (gatsby/create-resolvers.ts); its inset is around the company's base (site.json's geo). */
export async function serviceAreaMapOf(nodeModel: NodeModel): Promise<ServiceAreaMapData> {
  const { entries } = await nodeModel.findAll({ type: "Location" })
  return serviceAreaMap([...(entries as Iterable<LocationFields>)].map((node) => areaLocationOf(node)), site.serviceStates, STATE_NAMES, site.geo)
}
