import { BOOTED_ATTRIBUTE } from "../../../plugins/boot-after-paint/markers"
import { LAZY_IMAGES_HOLD, NO_SCRIPT_STYLE, VISIBLE_AT_ONCE_STYLE, holdLazyImagesUntilBoot, leanImageMarkup, showHighPriorityImagesAtOnce } from "../../../plugins/lean-images/lean-images"

import { createElement, type ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { version } from "gatsby-plugin-image/package.json"

// The markup the installed gatsby-plugin-image writes in the server HTML, rendered by the plugin itself:
// its head (onRenderBody: the wrapper style, the no-JavaScript style, the load listener), an eager image
// with fetchpriority=high and a lazy one, each with its <noscript> copy and inline script. The build
// defines GATSBY___IMAGE (the plugin's gatsby-node), which moves the layout styles to the head.
;(globalThis as { GATSBY___IMAGE?: boolean }).GATSBY___IMAGE = true
const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as { onRenderBody: (api: { setHeadComponents: (components: ReactNode[]) => void }) => void }
const imageData = (name: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 720,
  height: 450,
  backgroundColor: "#d8e8f0",
  images: {
    fallback: { src: `/${name}/720.jpg`, srcSet: `/${name}/360.jpg 360w,\n/${name}/720.jpg 720w`, sizes: "23rem" },
    sources: [{ type: "image/webp", srcSet: `/${name}/360.webp 360w,/${name}/720.webp 720w`, sizes: "23rem" }],
  },
})
let headComponents: ReactNode[] = []
onRenderBody({ setHeadComponents: (components) => (headComponents = components) })
const head = `<head>${renderToString(createElement("div", null, ...headComponents)).replace(/^<div>|<\/div>$/g, "")}</head>`
const eager = renderToString(createElement(GatsbyImage, { image: imageData("a"), alt: "A", loading: "eager", ...{ fetchpriority: "high" } }))
const lazy = renderToString(createElement(GatsbyImage, { image: imageData("b"), alt: "B" }))
const SCRIPT = /<script type="module">const t=[\s\S]*?<\/script>/.exec(lazy)![0]
const page = `<html>${head}<body>${eager}${lazy}<script type="module">console.log("other")</script></body></html>`

describe(`lean image markup after the build (gatsby-plugin-image ${version})`, () => {
  const out = leanImageMarkup(page)

  it("renders what the rewrite expects: lazy images with data-src, <noscript> copies, the no-JavaScript style", () => {
    expect(lazy).toContain('loading="lazy" data-src="/b/720.jpg"')
    expect(lazy).toContain('<source type="image/webp" data-srcset="/b/360.webp 360w,/b/720.webp 720w"')
    expect(eager.match(/<noscript>/g)).toHaveLength(1)
    expect(head).toContain(NO_SCRIPT_STYLE)
  })

  it("gives lazy images their real src and srcset, still lazy", () => {
    expect(out).toContain(`<source type="image/webp" srcset="/b/360.webp 360w,/b/720.webp 720w" sizes="23rem"/>`)
    expect(out).toMatch(/ loading="lazy" src="\/b\/720.jpg" srcset="\/b\/360.jpg 360w,\/b\/720.jpg 720w" alt="B"\/>/)
    expect(out).not.toMatch(/data-src(set)?=/)
  })

  it("drops the <noscript> copies and shows the images themselves to visitors without JavaScript", () => {
    expect(out.match(/<noscript>/g)).toHaveLength(1)
    expect(out).toContain("<noscript><style>.gatsby-image-wrapper [data-main-image]{opacity:1!important}")
    expect(out.match(/alt="B"/g)).toHaveLength(1)
  })

  it("keeps the plugin's image script once per page, and every other script", () => {
    expect(out.split(SCRIPT)).toHaveLength(2)
    expect(out.indexOf(SCRIPT)).toBeLessThan(out.indexOf('alt="B"'))
    expect(out).toContain(`document.body.addEventListener("load"`)
    expect(out).toContain(`console.log("other")`)
  })

  it("leaves a page alone when the plugin's no-JavaScript style is not there", () => {
    const other = page.replace(NO_SCRIPT_STYLE, ".something-else{}")
    expect(leanImageMarkup(other)).toBe(other)
  })
})

describe("the high-priority image shown as soon as it is drawn", () => {
  const mainImage = (html: string) => /<img [^>]*data-main-image=""[^>]*>/.exec(html)![0]
  // Not the plugin's: an image with fetchpriority=high that is not its main image stays as it is.
  const other = '<img alt="" fetchpriority="high" style="opacity:0" src="data:x"/>'

  it("loses the fade-in's starting opacity on the plugin's main image only", () => {
    expect(mainImage(eager)).toContain('style="opacity:0"')
    const html = `<div>${eager}${lazy}${other}</div>`
    const main = mainImage(eager)
    // The image and its <noscript> copy (which the lean markup drops first in the build).
    expect(showHighPriorityImagesAtOnce(html)).toBe(`<div>${eager.split(main).join(main.replace('style="opacity:0"', VISIBLE_AT_ONCE_STYLE))}${lazy}${other}</div>`)
  })

  it("gives the same page on a second pass", () => {
    const once = showHighPriorityImagesAtOnce(eager)
    expect(showHighPriorityImagesAtOnce(once)).toBe(once)
  })
})

describe("lazy images held back until the boot loader runs", () => {
  const loader = '<script id="gatsby-boot" data-boot-scripts="/app.js">(function(){})();</script>'
  const booted = leanImageMarkup(page).replace("</body>", `${loader}</body>`)

  it("puts the holding rule in the head of a page that boots after the paint and has a lazy image, once", () => {
    const out = holdLazyImagesUntilBoot(booted)
    expect(out.split(LAZY_IMAGES_HOLD)).toHaveLength(2)
    expect(out.indexOf(LAZY_IMAGES_HOLD)).toBeLessThan(out.indexOf("</head>"))
    // Post-build passes can run again on a page Gatsby did not render again.
    expect(holdLazyImagesUntilBoot(out)).toBe(out)
  })

  it("holds only lazy main images, until <html> is marked, and only where JavaScript runs", () => {
    expect(LAZY_IMAGES_HOLD).toContain("@media (scripting:enabled)")
    expect(LAZY_IMAGES_HOLD).toContain(`html:not([${BOOTED_ATTRIBUTE}]) [data-main-image][loading=lazy]{display:none}`)
  })

  it("leaves pages without a lazy image, or without the deferred boot (gatsby develop), alone", () => {
    const eagerOnly = leanImageMarkup(page.replace(lazy, "")).replace("</body>", `${loader}</body>`)
    expect(holdLazyImagesUntilBoot(eagerOnly)).toBe(eagerOnly)
    const lean = leanImageMarkup(page)
    expect(holdLazyImagesUntilBoot(lean)).toBe(lean)
  })
})
