import type { GatsbyNode } from "gatsby"
import { contentIconData } from "./lib/content-icons"
import { serviceAreaMapOf } from "./lib/service-area/map-node"

/**
 * Query.serviceAreaMap: the service-areas map, drawn from the Location nodes at build time
 * (gatsby/lib/service-area/map.ts), as the page's data.
 * CopyItem.iconData: the drawing of the item's content-named icon, resolved at build time into the
 * page's data (gatsby/lib/content-icons.ts), for src/components/icon to render.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      serviceAreaMap: {
        type: "JSON!",
        resolve: (_source: unknown, _args: unknown, context: { nodeModel: Parameters<typeof serviceAreaMapOf>[0] }) => serviceAreaMapOf(context.nodeModel),
      },
    },
    CopyItem: {
      iconData: {
        type: "JSON",
        resolve: (source: { icon?: string | null }) => contentIconData(source.icon),
      },
    },
  })
}
