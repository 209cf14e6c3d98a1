/**
 * Each page's head input (title, description, path, image, JSON-LD nodes) from the content the build
 * queried (PAGE_HEADS_QUERY in gatsby/page-heads.ts). These were the pages' `Head` functions; they run
 * here, at build time, so the JSON-LD builders stay out of the browser (the page's Head only renders the
 * result it finds in its page context).
 */
import type { StateCode } from "../../src/config/site"
import { NO_OPEN_ROLES_DESCRIPTION, isOpen } from "../../src/lib/jobs"
import { CONFIRM_PAGE } from "../../src/lib/newsletter-text"
import { ASSESSMENT_PAGE } from "../../src/lib/booking/panel-text"
import { alternatesOf, hiringPair } from "../../src/lib/i18n/hiring-paths"
import { uiText } from "../../src/lib/i18n/ui-text"
import { routes } from "../../src/lib/routes"
import { jobPostingHtml } from "../../src/lib/job-facts/job-html"
import type { JobRequirements } from "../../src/lib/job-facts/requirements"
import type { JobSchedule } from "../../src/lib/job-facts/schedule"
import { jobPostingNode } from "../../src/lib/structured-data/job-posting"
import type { PageHeadInput } from "../../src/lib/structured-data/page-head"
import { blogNode, blogPostingNode, cityServiceNode, faqPageNode, serviceAreasNode, serviceNode, type ServedCityInfo } from "../../src/lib/structured-data/pages"
import { productNode } from "../../src/lib/structured-data/product"
import { fillCount } from "../../src/lib/text"
import type { PayRange } from "../../src/lib/pay"
import { hiringText } from "../../src/lib/i18n/hiring-text"

interface Meta { metaTitle: string; description: string }
interface Original { childImageSharp?: { original?: { src?: string | null } | null } | null }
const originalSrc = (image?: Original | null) => image?.childImageSharp?.original?.src ?? undefined

export interface PageHeadsData {
  site: { siteMetadata: { now: string } }
  home: Meta
  testimonials: { nodes: { name: string; text: string; rating: number }[] }
  about: Meta & { hero: { image?: Original | null } }
  accessibility: Meta
  blog: Meta
  careers: Meta
  esCareers: Meta
  contact: Meta
  faq: Meta
  faqs: { nodes: { q: string; a: string }[] }
  jobsPage: Meta
  esJobsPage: Meta
  privacy: Meta
  esPrivacy: Meta
  quote: Meta
  serviceAreas: Meta
  /** The cities the service-areas page lists, in its order. */
  cities: { nodes: (ServedCityInfo & { slug: string })[] }
  services: { nodes: (Meta & { slug: string; title: string; image?: Original | null })[] }
  locations: { nodes: (Meta & { slug: string } & ServedCityInfo)[] }
  clients: { nodes: (Meta & { slug: string; title: string })[] }
  /** Newest first, as /blog lists them. */
  posts: { nodes: { slug: string; title: string; metaTitle?: string | null; description: string; isoDate: string; author: string; category: string; excerpt: string; image?: Original | null }[] }
  jobs: {
    nodes: {
      slug: string
      title: string
      type: string
      board: string
      description: string
      validThrough: string
      location: { city: string; region: string }
      payRange?: PayRange | null
      html: string
      schedule: JobSchedule
      requirements: JobRequirements
      /** The job's Spanish (content/jobs/es/<slug>.md), if written. */
      es?: { title: string; description: string; html: string } | null
    }[]
  }
}

/** One page of a section: its WebPage node and breadcrumb. */
const simple = (page: Meta, path: string, name: string, webPage: PageHeadInput["webPage"] = "WebPage"): PageHeadInput => ({
  title: page.metaTitle,
  description: page.description,
  path,
  webPage,
  breadcrumbs: [{ name, path }],
})

/** The head input of every page but the 404 page (notFoundHeadInput), by the page's path. */
export function pageHeadInputs(data: PageHeadsData): PageHeadInput[] {
  // The build's "now" (gatsby/site-now.ts): which roles are open, and JobPosting's datePosted.
  const now = new Date(data.site.siteMetadata.now)
  const openJobs = data.jobs.nodes.filter((job) => job.board === "jobs" && isOpen(job.validThrough, now)).length
  const posts = data.posts.nodes.map((post) => ({ ...post, path: routes.post(post.slug), date: post.isoDate }))

  const inputs: PageHeadInput[] = [
    {
      title: data.home.metaTitle,
      description: data.home.description,
      path: routes.home,
      webPage: "WebPage",
      jsonLd: [productNode(data.testimonials.nodes)],
    },
    { ...simple(data.about, routes.about, "About", "AboutPage"), image: originalSrc(data.about.hero.image) },
    simple(data.accessibility, routes.accessibility, "Accessibility"),
    {
      ...simple(data.blog, routes.blog, "Blog", "CollectionPage"),
      jsonLd: [blogNode(routes.blog, data.blog.description, posts.map((post) => ({ ...post, description: post.excerpt, image: null })))],
    },
    simple(data.careers, routes.careers, "Careers"),
    simple(data.contact, routes.contact, "Contact", "ContactPage"),
    { ...simple(data.faq, routes.faq, "FAQ"), jsonLd: [faqPageNode(routes.faq, data.faqs.nodes)] },
    {
      ...simple(data.jobsPage, routes.jobs, "Jobs", "CollectionPage"),
      description: openJobs > 0 ? fillCount(data.jobsPage.description, openJobs) : NO_OPEN_ROLES_DESCRIPTION,
    },
    // Reached only from the link in a confirmation mail: kept out of search results and the sitemap.
    { ...simple({ metaTitle: CONFIRM_PAGE.title, description: CONFIRM_PAGE.description }, routes.newsletterConfirm, "Newsletter"), noIndex: true },
    // Reached only from the links in our booking e-mails: one quote's booking, kept out of search results and the sitemap.
    { ...simple({ metaTitle: ASSESSMENT_PAGE.title, description: ASSESSMENT_PAGE.description }, routes.assessment, "Assessment"), noIndex: true },
    simple(data.privacy, routes.privacy, "Privacy"),
    simple(data.quote, routes.quote, "Request a Quote", "ContactPage"),
    {
      ...simple(data.serviceAreas, routes.serviceAreas, "Service Areas", "CollectionPage"),
      description: fillCount(data.serviceAreas.description, data.cities.nodes.length),
      jsonLd: [serviceAreasNode(routes.serviceAreas, data.cities.nodes)],
    },
    ...data.services.nodes.map((service) => {
      const path = routes.service(service.slug)
      return {
        title: service.metaTitle,
        description: service.description,
        path,
        image: originalSrc(service.image),
        breadcrumbs: [{ name: service.title, path }],
        jsonLd: [serviceNode({ path, title: service.title, description: service.description })],
      }
    }),
    ...data.locations.nodes.map((location) => {
      const path = routes.location(location.slug)
      const title = `Commercial Cleaning in ${location.city}, ${location.state}`
      return {
        title: location.metaTitle,
        description: location.description,
        path,
        breadcrumbs: [{ name: "Service Areas", path: routes.serviceAreas }, { name: location.city, path }],
        jsonLd: [cityServiceNode({ path, title, description: location.description, city: location.city, state: location.state, geo: location.geo, serviceRadius: location.serviceRadius })],
      }
    }),
    ...data.clients.nodes.map((client) => {
      const path = routes.client(client.slug)
      return {
        title: client.metaTitle,
        description: client.description,
        path,
        breadcrumbs: [{ name: client.title, path }],
        jsonLd: [serviceNode({ path, title: client.title, description: client.description })],
      }
    }),
    ...posts.map((post) => {
      const image = originalSrc(post.image)
      return {
        title: post.metaTitle ?? post.title,
        description: post.description,
        path: post.path,
        image,
        breadcrumbs: [{ name: "Blog", path: routes.blog }, { name: post.title, path: post.path }],
        jsonLd: [blogPostingNode({ ...post, image })],
      }
    }),
    ...data.jobs.nodes.map((job) => {
      const path = routes.job(job.slug)
      const board = job.board === "careers" ? { name: "Careers", path: routes.careers } : { name: "Jobs", path: routes.jobs }
      return {
        title: `${job.title} Job in ${job.location.city}, ${job.location.region}`,
        description: job.description,
        path,
        breadcrumbs: [board, { name: job.title, path }],
        jsonLd: [jobPostingNode({ ...job, path, descriptionHtml: jobPostingHtml(job.html, job, "en") }, now)],
        alternates: job.es ? alternatesOf(hiringPair(path)!) : undefined,
      }
    }),
    ...spanishHeadInputs(data, now),
  ]
  return inputs.map((input) => (input.alternates || !hasSpanish(input.path) ? input : { ...input, alternates: alternatesOf(hiringPair(input.path)!) }))
}

/** The English pages that always have a Spanish page (the careers page and the jobs list); jobs say so themselves. */
const hasSpanish = (path: string) => path === routes.careers || path === routes.jobs

/**
 * The Spanish hiring pages: the careers page, the jobs list and each open job with its Spanish written
 * (content/jobs/es/); each with its hreflang pair. Which jobs are open and how many are counted as in English.
 */
function spanishHeadInputs(data: PageHeadsData, now: Date): PageHeadInput[] {
  const text = hiringText("es")
  const spanishJobs = data.jobs.nodes.filter((job) => job.es && isOpen(job.validThrough, now))
  const listed = spanishJobs.filter((job) => job.board === "jobs").length
  const page = (meta: Meta, path: string, name: string, webPage: PageHeadInput["webPage"]): PageHeadInput => ({
    ...simple(meta, path, name, webPage),
    lang: "es",
    alternates: alternatesOf(hiringPair(path)!),
  })
  return [
    // What the privacy page says about applications, in Spanish: not the same page as /privacy/, so no hreflang pair.
    { ...simple(data.esPrivacy, routes.esPrivacy, uiText("es").footer.privacy), lang: "es" },
    page(data.esCareers, routes.esCareers, text.breadcrumbCareers, "WebPage"),
    {
      ...page(data.esJobsPage, routes.esJobs, text.breadcrumbJobs, "CollectionPage"),
      description: listed > 0 ? fillCount(data.esJobsPage.description, listed) : text.noOpenRolesDescription,
    },
    ...spanishJobs.map((job) => {
      const es = job.es!
      const path = routes.esJob(job.slug)
      const board = job.board === "careers" ? { name: text.breadcrumbCareers, path: routes.esCareers } : { name: text.breadcrumbJobs, path: routes.esJobs }
      return {
        title: text.jobTitle(es.title, job.location.city, job.location.region),
        description: es.description,
        path,
        lang: "es" as const,
        breadcrumbs: [board, { name: es.title, path }],
        jsonLd: [jobPostingNode({ ...job, title: es.title, path, descriptionHtml: jobPostingHtml(es.html, job, "es") }, now)],
        alternates: alternatesOf(hiringPair(path)!),
      }
    }),
  ]
}

/** The 404 page's head: no JSON-LD of its own, kept out of search results. */
export const notFoundHeadInput = (path: string): PageHeadInput => ({
  title: "Page not found",
  description: "The page you are looking for could not be found. Return to the home page of our commercial cleaning company.",
  path,
  noIndex: true,
})
