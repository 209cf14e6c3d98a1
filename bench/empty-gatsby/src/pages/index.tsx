// One page with a heading and a paragraph: its text is the largest paint, as the hero text is on most
// of the site's pages. Gatsby compiles TypeScript itself; the fixture has no other setup.
import React from "react"
import type { HeadFC } from "gatsby"

export default function EmptyPage() {
  return (
    <main>
      <h1>Empty Gatsby page</h1>
      <p>The floor the site&apos;s pages are measured against: Gatsby 5 and React 18 with nothing else.</p>
    </main>
  )
}

export const Head: HeadFC = () => (
  <>
    <html lang="en" />
    <title>Empty Gatsby page</title>
    <meta name="description" content="An empty Gatsby page, the benchmark's floor." />
  </>
)
