import type { GatsbyNode } from "gatsby"
import { contentTypeDefs } from "./schema/content"
import { siteTypeDefs } from "./schema/site"

/**
 * @markdownHtml: the rendered body of the markdown file a node was made from,
 * delegated to gatsby-transformer-remark's own html resolver on the parent.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "markdownHtml",
    extend() {
      return {
        async resolve(source: { parent: string }, args: unknown, context: any, info: any) {
          const remark = context.nodeModel.getNodeById({ id: source.parent, type: "MarkdownRemark" })
          const html = info.schema.getType("MarkdownRemark").getFields().html
          return html.resolve(remark, args, context, { ...info, fieldName: "html" })
        },
      }
    },
  })
  actions.createTypes([contentTypeDefs(), siteTypeDefs])
}
