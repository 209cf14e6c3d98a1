import React from "react"
import type { HeadFC } from "gatsby"
import { Seo } from "../components/seo"
import { site } from "../config/site"

export default function HomePage() {
  return (
    <section style={{ padding: "4rem 1.5rem", maxWidth: "72rem", margin: "0 auto" }}>
      <h1>Commercial Cleaning in Tampa, Florida and the Southeast</h1>
      <p>{site.description}</p>
    </section>
  )
}

export const Head: HeadFC = () => (
  <Seo title={`Commercial Cleaning Services in Tampa & Florida | ${site.companyName}`} description={site.description} pathname="/" />
)
