/**
 * GraphQL types for the copy of the home and company pages (content/pages/<name>.yaml
 * becomes <Name>PageYaml). Each has a yup schema in src/lib/content/page-schemas.ts.
 * Services and cities are named by slug in the YAML and linked to their nodes here.
 */
export const pageTypeDefs = /* GraphQL */ `
  type PageLink { label: String! to: String! }

  type PageHeroCopy { eyebrow: String title: String! intro: String! image: File @fileByRelativePath imageAlt: String }

  type CopyBlock { heading: String! intro: String }

  type HeadingText { heading: String! text: String! }

  type CopyItem { title: String! text: String icon: String }

  type ItemsBlock { heading: String! intro: String items: [CopyItem!]! }

  type HomeHeroSlide { image: File! @fileByRelativePath alt: String! }

  type HomeHero { eyebrow: String title: String! intro: String! note: String slides: [HomeHeroSlide!]! }

  type HomeBanner { title: String! text: String! links: [PageLink!]! }

  type HomeServices { heading: String! intro: String services: [Service!]! @link(by: "slug") }

  type HomeCarouselSlide { service: Service! @link(by: "slug") points: [String!]! }

  type HomeCarousel { heading: String! intro: String label: String! slides: [HomeCarouselSlide!]! }

  type HomeServiceAreas { heading: String! intro: String cities: [Location!]! @link(by: "slug") }

  type HomePageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: HomeHero!
    banner: HomeBanner!
    trust: ItemsBlock!
    services: HomeServices!
    carousel: HomeCarousel!
    specialty: ItemsBlock!
    whyChooseUs: ItemsBlock!
    serviceAreas: HomeServiceAreas!
    testimonials: CopyBlock!
    cta: HeadingText!
  }

  type FaqPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    aside: HeadingText!
  }

  type AboutMission { heading: String! text: [String!]! }

  type AboutPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    mission: AboutMission!
    facts: ItemsBlock!
    values: ItemsBlock!
    cta: HeadingText!
  }

  type ContactPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    form: CopyBlock!
    aside: HeadingText!
  }

  type CareersRoles { heading: String! intro: String perks: String! }

  type CareersPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    roles: CareersRoles!
    benefits: ItemsBlock!
    more: HeadingText!
  }

  type JobsPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    roles: CopyBlock!
    general: HeadingText!
  }

  type ServiceAreasPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    cities: CopyBlock!
  }

  type BlogPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    quoteCard: HeadingText!
    newsletter: HeadingText!
  }

  type AccessibilityPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    sections: [ContentSection!]!
    report: HeadingText!
  }

  type PrivacyPageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    sections: [ContentSection!]!
    requests: HeadingText!
  }

  type QuotePageYaml implements Node @dontInfer {
    metaTitle: String!
    description: String!
    hero: PageHeroCopy!
    steps: ItemsBlock!
    form: CopyBlock!
    contact: HeadingText!
    response: HeadingText!
    whyChooseUs: ItemsBlock!
  }
`
