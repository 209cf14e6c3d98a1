import React from "react"
import { render } from "@testing-library/react"
import { Seo } from "../../src/components/seo"
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
