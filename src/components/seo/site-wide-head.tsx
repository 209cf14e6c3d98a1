import React from "react"

/**
 * The head tags that are the same on every page. The server render writes them (gatsby-ssr.tsx,
 * onRenderBody), so no page's JavaScript carries them (about 0.15 KB gzipped in every page's chunk
 * when HeadTags rendered them), and Gatsby's head manager, which replaces only what a page's `Head`
 * renders, leaves them in place across client-side navigations. og:locale is each page's own (HeadTags):
 * the hiring pages are also in Spanish.
 */
export const SITE_WIDE_HEAD = [
  <meta key="theme-color" name="theme-color" content="#0b2545" />,
  <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="icon-png" rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  <meta key="og:type" property="og:type" content="website" />,
  <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
]
