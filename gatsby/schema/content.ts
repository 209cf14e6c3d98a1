/**
 * GraphQL types for the markdown collections. Required fields carry "!", so a
 * query can rely on them and typegen emits non-null types; the same fields are
 * checked with clear messages by src/lib/content/schemas.ts before sourcing.
 */
export const contentTypeDefs = /* GraphQL */ `
  enum SectionKind { checklist cards steps badges faq links text }

  type SectionItem { title: String! text: String link: String }

  type ContentSection {
    id: String!
    kind: SectionKind!
    heading: String!
    intro: String
    items: [SectionItem!]!
  }

  type Service implements Node @dontInfer {
    slug: String!
    title: String!
    order: Int!
    inNav: Boolean!
    emergency: Boolean
    metaTitle: String!
    description: String!
    summary: String!
    intro: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    sections: [ContentSection!]!
    html: String! @markdownHtml
  }

  type Location implements Node @dontInfer {
    slug: String!
    city: String!
    state: String!
    navGroup: String!
    order: Int!
    layout: String!
    metaTitle: String!
    description: String!
    intro: String!
    nearbyAreas: [String!]!
    industries: [String!]!
    image: File @fileByRelativePath
    imageAlt: String
    sections: [ContentSection!]!
    html: String! @markdownHtml
  }

  type Client implements Node @dontInfer {
    slug: String!
    title: String!
    clientType: String!
    metaTitle: String!
    description: String!
    summary: String!
    intro: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    sections: [ContentSection!]!
    html: String! @markdownHtml
  }

  type Post implements Node @dontInfer {
    slug: String!
    title: String!
    metaTitle: String
    description: String!
    date: Date! @dateformat
    author: String!
    category: String!
    excerpt: String!
    image: File @fileByRelativePath
    imageAlt: String
    html: String! @markdownHtml
  }

  type JobLocation { city: String! region: String! }

  type Job implements Node @dontInfer {
    slug: String!
    title: String!
    type: String!
    board: String!
    order: Int!
    summary: String!
    description: String!
    validThrough: Date! @dateformat
    location: JobLocation!
    schedule: String!
    pay: String!
    html: String! @markdownHtml
  }

  type FaqYaml implements Node @dontInfer { q: String! a: String! }

  type TestimonialsYaml implements Node @dontInfer { name: String! text: String! rating: Int! }
`

/** Folder in content/ -> node type created from its markdown files. */
export const MARKDOWN_COLLECTIONS: Record<string, string> = {
  services: "Service",
  locations: "Location",
  clients: "Client",
  posts: "Post",
  jobs: "Job",
}
