// The benchmark's floor (scripts/bench.mjs): Gatsby 5 and React 18 with no plugin and one page, built
// with the project's own installed gatsby (node_modules resolution walks up to the repository's).
module.exports = {
  siteMetadata: { title: "Empty Gatsby page", siteUrl: "http://127.0.0.1" },
  trailingSlash: "never",
  plugins: [],
}
