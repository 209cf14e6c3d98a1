import { absoluteUrl } from "../src/config/site"

/** robots.txt: crawl everything but the editor, and find the sitemap here. */
export const robotsTxt = () => ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${absoluteUrl("/sitemap-index.xml")}`, ""].join("\n")
