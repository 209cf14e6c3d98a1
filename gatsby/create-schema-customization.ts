import type { GatsbyNode } from "gatsby"
import { contentTypeDefs } from "./schema/content"
import { siteTypeDefs } from "./schema/site"
import { langOfContentFile } from "../src/lib/i18n/language"

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
  // @languageOfFile: "es" for a Spanish content file (pages/<name>.es.yaml), else "en"; a resolver, so queries can filter on it.
  actions.createFieldExtension({
    name: "languageOfFile",
    extend() {
      return {
        resolve(source: { parent: string }, _args: unknown, context: any) {
          const file = context.nodeModel.getNodeById({ id: source.parent, type: "File" }) as { relativePath?: string } | null
          return langOfContentFile(file?.relativePath ?? "")
        },
      }
    },
  })
  actions.createTypes([contentTypeDefs(), siteTypeDefs])
}
