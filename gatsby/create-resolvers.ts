import type { GatsbyNode } from "gatsby"
import { contentIconData } from "./lib/content-icons"

/**
 * CopyItem.iconData: the drawing of the item's content-named icon, resolved at build time into the
 * page's data (gatsby/lib/content-icons.ts), for src/components/icon to render.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    CopyItem: {
      iconData: {
        type: "JSON",
        resolve: (source: { icon?: string | null }) => contentIconData(source.icon),
      },
    },
  })
}
