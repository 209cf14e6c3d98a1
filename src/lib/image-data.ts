import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * A file's image data as gatsby-plugin-image's getImage would return it, without loading the plugin into the
 * page's first JavaScript (only static regions draw images): null where the file has no processed image.
 */
export const imageDataOf = (file: { readonly childImageSharp?: { readonly gatsbyImageData: unknown } | null } | null | undefined) =>
  (file?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null
