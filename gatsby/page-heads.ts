/**
 * Every page's head, computed once per build from the content (gatsby/lib/page-head-inputs.ts and the
 * pure builders in src/lib/structured-data) and handed to the page as `pageContext.head`: by createPages
 * for the templates' pages, by onCreatePage for src/pages (Gatsby creates those after createPages).
 */
import type { CreatePagesArgs } from "gatsby"
import { pageHeadData, type HeadData } from "../src/lib/structured-data/page-head"
import { notFoundHeadInput, pageHeadInputs, type PageHeadsData } from "./lib/page-head-inputs"

const ORIGINAL = "image { childImageSharp { original { src } } }"

export const PAGE_HEADS_QUERY = `
  query PageHeads {
    site { siteMetadata { now } }
    home: homePageYaml { metaTitle description }
    testimonials: allTestimonialsYaml { nodes { name text rating } }
    about: aboutPageYaml { metaTitle description hero { ${ORIGINAL} } }
    accessibility: accessibilityPageYaml { metaTitle description }
    blog: blogPageYaml { metaTitle description }
    careers: careersPageYaml(lang: { eq: "en" }) { metaTitle description }
    esCareers: careersPageYaml(lang: { eq: "es" }) { metaTitle description }
    contact: contactPageYaml { metaTitle description }
    faq: faqPageYaml { metaTitle description }
    faqs: allFaqYaml { nodes { q a } }
    jobsPage: jobsPageYaml(lang: { eq: "en" }) { metaTitle description }
    esJobsPage: jobsPageYaml(lang: { eq: "es" }) { metaTitle description }
    privacy: privacyPageYaml(lang: { eq: "en" }) { metaTitle description }
    esPrivacy: privacyPageYaml(lang: { eq: "es" }) { metaTitle description }
    quote: quotePageYaml { metaTitle description }
    serviceAreas: serviceAreasPageYaml { metaTitle description }
    cities: allLocation(filter: { navGroup: { ne: "none" } }, sort: [{ order: ASC }, { city: ASC }]) { nodes { slug city state geo { latitude longitude } serviceRadius } }
    services: allService { nodes { slug title metaTitle description ${ORIGINAL} } }
    locations: allLocation { nodes { slug city state metaTitle description geo { latitude longitude } serviceRadius } }
    clients: allClient { nodes { slug title metaTitle description } }
    posts: allPost(sort: [{ date: DESC }, { slug: ASC }]) {
      nodes { slug title metaTitle description isoDate: date(formatString: "YYYY-MM-DD") author category excerpt ${ORIGINAL} }
    }
    jobs: allJob {
      nodes { slug title type board description validThrough(formatString: "YYYY-MM-DD") location { city region } payRange { min max per } html
        schedule { days start end hoursPerWeek extras }
        requirements { liftPounds physical experienceYears driversLicense transportation backgroundCheck }
        es { title description html }
      }
    }
  }
`

/** The heads of this build's pages by path, kept for onCreatePage. */
const heads = new Map<string, HeadData>()

/** Queries the content and computes every page's head; false (after reporting) when the query fails. */
export async function computePageHeads({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<boolean> {
  const result = await graphql<PageHeadsData>(PAGE_HEADS_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load content for the pages' heads", result.errors)
    return false
  }
  heads.clear()
  for (const input of pageHeadInputs(result.data)) heads.set(input.path, pageHeadData(input))
  return true
}

const NOT_FOUND_PAGE = /[/\\]src[/\\]pages[/\\]404\.tsx$/

/** The head of the page at this path (of this component), once computePageHeads has run. */
export function pageHead(path: string, component: string): HeadData | undefined {
  if (NOT_FOUND_PAGE.test(component)) return pageHeadData(notFoundHeadInput(path))
  return heads.get(path)
}
