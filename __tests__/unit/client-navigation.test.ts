import { clientNavigationTarget, sitePagePath, type ClickFacts } from "../../src/lib/client-navigation"

const here = { href: "https://www.example.com/services/office-cleaning/?ref=x" }
const anchor = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({ href, target: "", hasDownload: false, ...extra })
const click = (extra: Partial<ClickFacts> = {}): ClickFacts => ({
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
})

describe("which links are this site's pages, for a client-side navigation", () => {
  it("keeps the path, query and fragment of a page of this site, relative or absolute", () => {
    expect(sitePagePath("/quote/", here)).toBe("/quote/")
    expect(sitePagePath("https://www.example.com/blog/?category=green#posts", here)).toBe("/blog/?category=green#posts")
    expect(sitePagePath("../../locations/tampa/", here)).toBe("/locations/tampa/")
  })

  it("leaves other sites, other schemes, files and the editor to the browser", () => {
    for (const href of [
      "https://elsewhere.example/quote/",
      "tel:+18135550142",
      "mailto:quotes@example.com",
      "sms:+18135550142",
      "/sitemap-index.xml",
      "/static/brochure.pdf",
      "/admin/",
      "/admin",
    ]) {
      expect([href, sitePagePath(href, here)]).toEqual([href, null])
    }
  })

  it("leaves a fragment of the page on screen to the browser's own scrolling", () => {
    expect(sitePagePath("#faq", here)).toBeNull()
    expect(sitePagePath("/services/office-cleaning/?ref=x#faq", here)).toBeNull()
    // Another query is another page view.
    expect(sitePagePath("/services/office-cleaning/#faq", here)).toBe("/services/office-cleaning/#faq")
  })
})

describe("which clicks are routed in the page, as Gatsby's Link routes them", () => {
  it("routes a plain main-button click on a site link", () => {
    expect(clientNavigationTarget(anchor("/quote/"), click(), here)).toBe("/quote/")
  })

  it("leaves to the browser a click with a modifier key (new tab, new window, download), another button, or already handled", () => {
    const clicks: Partial<ClickFacts>[] = [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]
    for (const extra of clicks) {
      expect([extra, clientNavigationTarget(anchor("/quote/"), click(extra), here)]).toEqual([extra, null])
    }
  })

  it("leaves to the browser links that open elsewhere or download", () => {
    expect(clientNavigationTarget(anchor("/quote/", { target: "_blank" }), click(), here)).toBeNull()
    expect(clientNavigationTarget(anchor("/quote/", { hasDownload: true }), click(), here)).toBeNull()
    expect(clientNavigationTarget(anchor("/quote/", { target: "_self" }), click(), here)).toBe("/quote/")
  })
})
