import { BOOTED_ATTRIBUTE } from "../../../gatsby/lib/boot-after-paint"
import { LAZY_IMAGES_HOLD, NO_SCRIPT_STYLE, VISIBLE_AT_ONCE_STYLE, holdLazyImagesUntilBoot, leanImageMarkup, showHighPriorityImagesAtOnce } from "../../../gatsby/lib/lean-images"

// The shapes gatsby-plugin-image 3.16 writes in the server HTML (trimmed): its head style for visitors
// without JavaScript, an eager image and a lazy one, each with a <noscript> copy and the inline script.
const SCRIPT = `<script type="module">const t="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;if(t){const t=document.querySelectorAll("img[data-main-image]");for(let e of t){e.dataset.srcset&&(e.setAttribute("srcset",e.dataset.srcset),e.removeAttribute("data-srcset"))}}</script>`
const head = `<head><noscript><style>${NO_SCRIPT_STYLE}.gatsby-image-wrapper [data-placeholder-image]{opacity:0!important}</style></noscript><script type="module">document.body.addEventListener("load",()=>{},!0);</script></head>`
const eager = `<div data-gatsby-image-wrapper=""><img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" sizes="100vw" loading="eager" src="/a.webp" srcSet="/a.webp 480w" alt="A"/><noscript><img data-main-image="" loading="eager" src="/a.webp" srcSet="/a.webp 480w" alt="A"/></noscript>${SCRIPT}</div>`
const lazy = `<div data-gatsby-image-wrapper=""><picture><source type="image/webp" data-srcset="/b.webp 400w" sizes="23rem"/><img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" loading="lazy" data-src="/b.jpg" data-srcset="/b.jpg 400w" alt="B"/></picture><noscript><picture><source type="image/webp" srcSet="/b.webp 400w"/><img loading="lazy" src="/b.jpg" alt="B"/></picture></noscript>${SCRIPT}</div>`
const page = `<html>${head}<body>${eager}${lazy}<script type="module">console.log("other")</script></body></html>`

describe("lean image markup after the build", () => {
  const out = leanImageMarkup(page)

  it("gives lazy images their real src and srcset, still lazy", () => {
    expect(out).toContain(`<source type="image/webp" srcset="/b.webp 400w" sizes="23rem"/>`)
    expect(out).toContain(`loading="lazy" src="/b.jpg" srcset="/b.jpg 400w" alt="B"/>`)
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
  const hero = '<img data-gatsby-image-ssr="" fetchpriority="high" data-main-image="" style="opacity:0" src="/a.webp"/>'
  const other = '<img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" loading="lazy" src="/b.webp"/>'
  const placeholder = '<img alt="" fetchpriority="high" style="opacity:0" src="data:x"/>'

  it("loses the fade-in's starting opacity on the plugin's main image only", () => {
    const html = `<div>${hero}${other}${placeholder}</div>`
    expect(showHighPriorityImagesAtOnce(html)).toBe(`<div>${hero.replace('style="opacity:0"', VISIBLE_AT_ONCE_STYLE)}${other}${placeholder}</div>`)
  })

  it("gives the same page on a second pass", () => {
    const once = showHighPriorityImagesAtOnce(hero)
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
