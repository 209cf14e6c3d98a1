/**
 * site.siteMetadata.now: the build's "now" (gatsby/site-now.ts, set in gatsby-config). Declared so it
 * is non-null and a date; the other siteMetadata fields stay inferred.
 */
export const siteTypeDefs = /* GraphQL */ `
  type SiteSiteMetadata { now: Date! @dateformat }
`
