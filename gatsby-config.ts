import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.companyName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // Generated query types (src/gatsby-types.d.ts) are written on build too, so CI's tsc sees them.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: `${__dirname}/content` } },
    "gatsby-transformer-remark",
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "avif", "webp"], quality: 70, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404.html", "/dev-404-page", "/admin", "/admin/**"] },
    },
  ],
}

/** content/data/faq.yaml -> FaqYaml, content/pages/home.yaml -> HomePageYaml: one type per file, declared in gatsby/schema. */
function yamlTypeName({ node }: { node: { relativeDirectory?: string; name: string } }): string {
  const pascal = node.name.replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase())
  return node.relativeDirectory === "pages" ? `${pascal}PageYaml` : `${pascal}Yaml`
}

export default config
