/** Every site path is built here, so links, page creation and tests agree. */
export const routes = {
  home: "/",
  quote: "/quote",
  blog: "/blog",
  faq: "/faq",
  about: "/about",
  contact: "/contact",
  careers: "/careers",
  jobs: "/jobs",
  serviceAreas: "/service-areas",
  accessibility: "/accessibility",
  privacy: "/privacy",
  service: (slug: string) => `/services/${slug}`,
  location: (slug: string) => `/locations/${slug}`,
  client: (slug: string) => `/clients/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
  job: (slug: string) => `/jobs/${slug}`,
} as const
