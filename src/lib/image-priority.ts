/**
 * Props for the page's LCP image. React 18 passes the lowercase HTML attribute through
 * (its camelCase fetchPriority is only known to React 19), so it is spread as a plain attribute.
 */
export const LCP_IMAGE_PROPS = { loading: "eager", fetchpriority: "high" } as Record<string, string>
