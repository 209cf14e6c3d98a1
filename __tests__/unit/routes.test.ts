import { TRAILING_SLASH, pagePath, routes, withPagePaths } from "../../src/lib/routes"
import gatsbyConfig from "../../gatsby-config"

describe("the trailing-slash policy", () => {
  it("is the one gatsby-config gives Gatsby (Link, createPage and the sitemap follow it)", () => {
    expect(TRAILING_SLASH).toBe("always")
    expect(gatsbyConfig.trailingSlash).toBe(TRAILING_SLASH)
  })

  it("ends every route with a slash", () => {
    const paths = Object.values(routes).map((route) => (typeof route === "function" ? route("a-slug") : route))
    expect(paths.filter((route) => !route.endsWith("/"))).toEqual([])
  })

  it.each([
    ["/quote", "/quote/"],
    ["/quote/", "/quote/"],
    ["/locations/tampa", "/locations/tampa/"],
    ["/quote?service=office#form", "/quote/?service=office#form"],
    ["/", "/"],
    ["/404.html", "/404.html"],
    ["/sitemap-index.xml", "/sitemap-index.xml"],
    ["#main", "#main"],
    ["tel:+18135550142", "tel:+18135550142"],
    ["https://example.com/x", "https://example.com/x"],
    ["//cdn.example.com/x", "//cdn.example.com/x"],
  ])("writes the link %s as %s", (href, expected) => {
    expect(pagePath(href)).toBe(expected)
  })

  it("rewrites the site links in rendered markdown and leaves other attributes and links alone", () => {
    const html = `<p>See <a href="/services/janitorial">janitorial</a>, <a title="x" href="/quote#form">a quote</a>, <a href="https://example.com/y">y</a> and <img src="/static/a.png"></p>`
    expect(withPagePaths(html)).toBe(
      `<p>See <a href="/services/janitorial/">janitorial</a>, <a title="x" href="/quote/#form">a quote</a>, <a href="https://example.com/y">y</a> and <img src="/static/a.png"></p>`,
    )
  })
})
