import React from "react"
import { render } from "@testing-library/react"
import { HeadTags, SITE_WIDE_HEAD } from "../../src/components/seo"
import { site } from "../../src/config/site"
import { pageHeadData, type PageHeadInput } from "../../src/lib/structured-data/page-head"

/** The head a page gets: computed by the pure builder (at build time), rendered by HeadTags. */
const head = (props: Partial<PageHeadInput> = {}, url?: string) => {
  const data = pageHeadData({ title: "Office Cleaning", description: "Desc", path: "/services/office-cleaning", ...props })
  const { container } = render(<HeadTags head={data} url={url} />)
  const meta = (attr: string, name: string) => container.querySelector(`meta[${attr}="${name}"]`)?.getAttribute("content")
  const graph = () => JSON.parse(container.querySelector('script[type="application/ld+json"]')!.innerHTML)["@graph"] as Array<Record<string, any>>
  return { container, meta, graph }
}

describe("a page's head", () => {
  it("gives a hiring page in two languages its language and its hreflang links; an English-only page none", () => {
    const alternates = [
      { hreflang: "en-US", path: "/jobs/porter/" },
      { hreflang: "es-US", path: "/es/empleos/porter/" },
      { hreflang: "x-default", path: "/jobs/porter/" },
    ]
    const { container, meta } = head({ path: "/es/empleos/porter/", lang: "es", alternates })
    expect(container.querySelector("html")?.getAttribute("lang")).toBe("es-US")
    expect(meta("property", "og:locale")).toBe("es_US")
    expect([...container.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])).toEqual([
      ["en-US", `${site.siteUrl}/jobs/porter/`],
      ["es-US", `${site.siteUrl}/es/empleos/porter/`],
      ["x-default", `${site.siteUrl}/jobs/porter/`],
    ])
    const english = head()
    expect(english.container.querySelector("html")?.getAttribute("lang")).toBe("en-US")
    expect(english.meta("property", "og:locale")).toBe("en_US")
    expect(english.container.querySelectorAll('link[rel="alternate"]')).toHaveLength(0)
  })

  it("sets title with the company name, description and an absolute canonical URL", () => {
    const { container, meta } = head()
    expect(container.querySelector("title")?.textContent).toBe(`Office Cleaning | ${site.companyName}`)
    expect(meta("name", "description")).toBe("Desc")
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.siteUrl}/services/office-cleaning`)
  })

  it("does not repeat the company name when the title already has it", () => {
    const { container } = head({ title: `About ${site.companyName}` })
    expect(container.querySelector("title")?.textContent).toBe(`About ${site.companyName}`)
  })

  it("sets Open Graph and Twitter tags from title, description, canonical URL and image", () => {
    const { meta } = head({ image: "/static/office.jpg" })
    expect(meta("property", "og:url")).toBe(`${site.siteUrl}/services/office-cleaning`)
    expect(meta("property", "og:title")).toBe(`Office Cleaning | ${site.companyName}`)
    expect(meta("property", "og:description")).toBe("Desc")
    expect(meta("property", "og:image")).toBe(`${site.siteUrl}/static/office.jpg`)
    expect(meta("name", "twitter:image")).toBe(`${site.siteUrl}/static/office.jpg`)
  })

  it("leaves the tags every page has alike to the server render, which writes them once per page", () => {
    const { container } = head()
    expect(container.querySelector('meta[name="twitter:card"], meta[name="theme-color"], link[rel="icon"]')).toBeNull()
    const { container: siteWide } = render(<>{SITE_WIDE_HEAD}</>)
    const meta = (attr: string, name: string) => siteWide.querySelector(`meta[${attr}="${name}"]`)?.getAttribute("content")
    expect(meta("name", "twitter:card")).toBe("summary_large_image")
    expect(meta("property", "og:type")).toBe("website")
    expect(siteWide.querySelectorAll('link[rel="icon"]')).toHaveLength(2)
  })

  it("falls back to the default social image and can mark a page noindex", () => {
    const { meta } = head({ noIndex: true })
    expect(meta("property", "og:image")).toBe(`${site.siteUrl}${site.socialImage}`)
    expect(meta("name", "robots")).toBe("noindex, nofollow")
  })

  it("names the URL asked for as canonical when given one (the 404 page)", () => {
    const { container, meta } = head({ noIndex: true }, `${site.siteUrl}/no-such-page/`)
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.siteUrl}/no-such-page/`)
    expect(meta("property", "og:url")).toBe(`${site.siteUrl}/no-such-page/`)
  })

  it("emits one JSON-LD @graph that cannot be closed early by content", () => {
    const { container, graph } = head({ jsonLd: [{ "@type": "Thing", name: "</script><b>" } as any] })
    const scripts = container.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts).toHaveLength(1)
    expect(scripts[0].innerHTML).not.toContain("</script>")
    expect(graph().map((n) => n["@type"])).toEqual(["Organization", "LocalBusiness", "WebSite", "Thing"])
    expect(graph()[3].name).toBe("</script><b>")
  })

  it("puts the WebPage node, the page's own nodes, then its breadcrumbs in the graph", () => {
    const { graph } = head({
      title: "FAQ",
      description: "Answers",
      path: "/faq/",
      webPage: "CollectionPage",
      breadcrumbs: [{ name: "FAQ", path: "/faq/" }],
      jsonLd: [{ "@type": "Thing", name: "own" } as any],
    })
    expect(graph().map((node) => node["@type"])).toEqual(["Organization", "LocalBusiness", "WebSite", "CollectionPage", "Thing", "BreadcrumbList"])
    expect(graph()[3]).toMatchObject({ url: `${site.siteUrl}/faq/`, name: "FAQ", description: "Answers" })
    expect(graph()[5].itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "FAQ"])
  })

  it("leaves out the WebPage node and breadcrumbs a page does not ask for", () => {
    const { graph } = head()
    expect(graph().map((node) => node["@type"])).toEqual(["Organization", "LocalBusiness", "WebSite"])
  })
})
