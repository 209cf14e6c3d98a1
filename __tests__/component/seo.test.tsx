import React from "react"
import { render } from "@testing-library/react"
import { PageHead, Seo } from "../../src/components/seo"
import { site } from "../../src/config/site"

const head = (props: Partial<React.ComponentProps<typeof Seo>> = {}) => {
  const { container } = render(<Seo title="Office Cleaning" description="Desc" pathname="/services/office-cleaning" {...props} />)
  const meta = (attr: string, name: string) => container.querySelector(`meta[${attr}="${name}"]`)?.getAttribute("content")
  return { container, meta }
}

describe("Seo", () => {
  it("sets title with the company name, description and an absolute canonical URL", () => {
    const { container, meta } = head()
    expect(container.querySelector("title")?.textContent).toBe(`Office Cleaning | ${site.companyName}`)
    expect(meta("name", "description")).toBe("Desc")
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.siteUrl}/services/office-cleaning`)
  })

  it("sets Open Graph and Twitter tags from title, description, canonical URL and image", () => {
    const { meta } = head({ image: "/static/office.jpg" })
    expect(meta("property", "og:url")).toBe(`${site.siteUrl}/services/office-cleaning`)
    expect(meta("property", "og:title")).toBe(`Office Cleaning | ${site.companyName}`)
    expect(meta("property", "og:description")).toBe("Desc")
    expect(meta("property", "og:image")).toBe(`${site.siteUrl}/static/office.jpg`)
    expect(meta("name", "twitter:card")).toBe("summary_large_image")
    expect(meta("name", "twitter:image")).toBe(`${site.siteUrl}/static/office.jpg`)
  })

  it("falls back to the default social image and can mark a page noindex", () => {
    const { meta } = head({ noIndex: true })
    expect(meta("property", "og:image")).toBe(`${site.siteUrl}${site.socialImage}`)
    expect(meta("name", "robots")).toBe("noindex, nofollow")
  })

  it("emits one JSON-LD @graph that cannot be closed early by content", () => {
    const { container } = head({ jsonLd: [{ "@type": "Thing", name: "</script><b>" } as any] })
    const scripts = container.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts).toHaveLength(1)
    expect(scripts[0].innerHTML).not.toContain("</script>")
    const graph = JSON.parse(scripts[0].innerHTML)["@graph"]
    expect(graph.map((n: { "@type": string }) => n["@type"])).toEqual(["Organization", "LocalBusiness", "WebSite", "Thing"])
    expect(graph[3].name).toBe("</script><b>")
  })
})

describe("PageHead", () => {
  const graphOf = (element: React.ReactElement) => {
    const { container } = render(element)
    return JSON.parse(container.querySelector('script[type="application/ld+json"]')!.innerHTML)["@graph"] as Array<Record<string, any>>
  }

  it("renders one Seo whose graph holds the WebPage node, the page's own nodes, then its breadcrumbs", () => {
    const graph = graphOf(
      <PageHead
        title="FAQ"
        description="Answers"
        path="/faq/"
        webPage="CollectionPage"
        breadcrumbs={[{ name: "FAQ", path: "/faq/" }]}
        jsonLd={[{ "@type": "Thing", name: "own" } as any]}
      />,
    )
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "LocalBusiness", "WebSite", "CollectionPage", "Thing", "BreadcrumbList"])
    expect(graph[3]).toMatchObject({ url: `${site.siteUrl}/faq/`, name: "FAQ", description: "Answers" })
    expect(graph[5].itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "FAQ"])
  })

  it("leaves out the WebPage node and breadcrumbs a page does not ask for", () => {
    const graph = graphOf(<PageHead title="Office" description="Desc" path="/services/office-cleaning/" />)
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "LocalBusiness", "WebSite"])
  })

  it("passes title, canonical path, image and noindex through to Seo", () => {
    const { container } = render(<PageHead title="Gone" description="Desc" path="/404.html" image="/static/x.jpg" noIndex />)
    expect(container.querySelector("title")?.textContent).toBe(`Gone | ${site.companyName}`)
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${site.siteUrl}/404.html`)
    expect(container.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(`${site.siteUrl}/static/x.jpg`)
    expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
  })
})
