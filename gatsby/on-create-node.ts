import type { GatsbyNode } from "gatsby"
import { markdownNodeTypeOf } from "../src/lib/content/content-types"

/**
 * Each markdown file becomes a node of its collection's own type (Service, Location, ..., JobEs for
 * content/jobs/es/) with the frontmatter as fields, so every type has its own strict schema.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as { relativeDirectory?: string; sourceInstanceName?: string } | undefined
  const type = file?.sourceInstanceName === "content" ? markdownNodeTypeOf(file.relativeDirectory ?? "") : undefined
  if (!type) return
  const frontmatter = node.frontmatter as Record<string, unknown>
  const child = {
    ...frontmatter,
    id: createNodeId(`${node.id} >>> ${type}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(frontmatter) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as any })
}
