import { FIXED_ON_SCREEN, criticalCss, modulesInHtml, splitAtFold } from "../../../gatsby/lib/critical-css"
import { withBelowFoldStylesheet, withoutBelowFoldStylesheet } from "../../../gatsby/lib/post-build-pages"
import { BELOW_FOLD_ATTRIBUTE, BELOW_FOLD_STYLESHEET_ATTRIBUTE } from "../../../src/lib/below-fold"
import { BOOT_STYLES_ATTRIBUTE } from "../../../gatsby/lib/boot-after-paint"
import { MODULE_CLASS, localIdent, moduleCode } from "../../../gatsby/lib/css-module-names"

describe("CSS module class names", () => {
  it("are short, start with _, and share a prefix per file", () => {
    const a = localIdent("/repo", "/repo/src/components/a/a.module.css", "button")
    const b = localIdent("/repo", "/repo/src/components/a/a.module.css", "icon")
    const c = localIdent("/repo", "/repo/src/components/c/c.module.css", "button")
    for (const name of [a, b, c]) expect(name).toMatch(MODULE_CLASS)
    expect(a).toHaveLength(7)
    expect(a.slice(0, 4)).toBe(b.slice(0, 4))
    expect(a.slice(1, 4)).toBe(moduleCode("src/components/a/a.module.css"))
    expect(a).not.toBe(c)
    expect(localIdent("/repo", "/repo/src/components/a/a.module.css", "button")).toBe(a)
  })
})

describe("per-page critical CSS", () => {
  // Two modules: Abc (used by the page) and Xyz (not).
  const css = [
    "@font-face{font-family:Inter;src:url(/static/inter.woff2)}",
    ":root{--c:#000}",
    "body{margin:0}",
    ".visually-hidden{position:absolute}",
    "._Abc111{color:red}",
    "._Abc222:hover,._Abc222[aria-expanded=true]{color:blue}",
    "._Xyz111{color:green}",
    "._Xyz111,._Abc111 svg{fill:red}",
    "._Abc111 ._Xyz222{color:pink}",
    "@media (min-width:48rem){._Xyz111{color:navy}._Abc111{color:teal}}",
    "@media (min-width:60rem){._Xyz222{display:none}}",
    "@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}",
  ].join("")
  const html = `<body><div class="_Abc111 gatsby-image-wrapper">x</div></body>`

  it("finds the CSS modules a page renders", () => {
    expect([...modulesInHtml(html)]).toEqual(["Abc"])
  })

  it("keeps global rules and every rule of the modules the page renders, states included", () => {
    const out = criticalCss(css, html)
    for (const kept of ["@font-face", ":root{--c:#000}", "body{margin:0}", ".visually-hidden", "._Abc111{color:red}", "._Abc222:hover", "._Abc222[aria-expanded=true]", "._Abc111{color:teal}", "@keyframes spin"]) {
      expect(out).toContain(kept)
    }
  })

  it("drops the rules, selectors and empty media queries of modules it does not render", () => {
    const out = criticalCss(css, html)
    expect(out).not.toContain("_Xyz")
    expect(out).toContain("._Abc111 svg{fill:red}")
    expect(out).not.toContain("min-width:60rem")
  })
})

describe("a page's CSS split at its fold marker", () => {
  // Abc is rendered above the fold and below it, Def only below, Xyz nowhere.
  const css = [
    "@font-face{font-family:Inter;src:url(/static/inter.woff2)}",
    "body{margin:0}",
    "._Abc111{color:red}",
    "._Def111{color:green}",
    "._Def222[aria-expanded=true]{color:blue}",
    "._Abc111 ._Def111{color:pink}",
    "._Xyz111{color:navy}",
    "@media (min-width:48rem){._Def111{color:teal}._Abc111{color:gray}}",
    "@keyframes _Def333{from{opacity:0}to{opacity:1}}",
  ].join("")
  const html = (marker: string) =>
    `<body><header class="_Abc111">top</header><section class="_Abc111"${marker}><ul class="_Def111"><li class="_Abc111">x</li></ul></section><footer class="_Def111">end</footer></body>`

  it("inlines the global rules and every rule of the modules rendered above the marker", () => {
    const { inline } = splitAtFold(css, html(` ${BELOW_FOLD_ATTRIBUTE}=""`))
    for (const kept of ["@font-face", "body{margin:0}", "._Abc111{color:red}", "._Abc111{color:gray}", "@keyframes _Def333"]) expect(inline).toContain(kept)
    expect(inline).not.toMatch(/\._Def111|\._Def222|_Xyz/)
  })

  it("moves the modules rendered only below the marker, states included, to the below-the-fold stylesheet", () => {
    const { belowFold } = splitAtFold(css, html(` ${BELOW_FOLD_ATTRIBUTE}=""`))
    expect(belowFold).toBe(
      "._Def111{color:green}._Def222[aria-expanded=true]{color:blue}._Abc111 ._Def111{color:pink}@media (min-width:48rem){._Def111{color:teal}}",
    )
  })

  it("keeps inline the fixed contact bar's module, rendered after the content but drawn on the first screen", () => {
    const bar = `_${FIXED_ON_SCREEN[0]}111`
    const withBar = html(` ${BELOW_FOLD_ATTRIBUTE}=""`).replace("</body>", `<div class="${bar}">call</div></body>`)
    const { inline, belowFold } = splitAtFold(`${css}.${bar}{position:fixed}`, withBar)
    expect(inline).toContain(`.${bar}{position:fixed}`)
    expect(belowFold).not.toContain(bar)
  })

  it("keeps every rule of the page inline, and writes no stylesheet, when the page has no marker", () => {
    const { inline, belowFold } = splitAtFold(css, html(""))
    expect(inline).toBe(criticalCss(css, html("")))
    expect(inline).toContain("._Def222[aria-expanded=true]{color:blue}")
    expect(belowFold).toBe("")
  })
})

describe("the below-the-fold stylesheet", () => {
  const bootLoader = `<script id="gatsby-boot" data-boot-scripts="/app.js">boot()</script>`

  it("is handed to the boot loader, which links it after the first paint, with a <noscript> <link> last in <body>", () => {
    const html = `<html><head></head><body><div id="___gatsby"></div>${bootLoader}</body></html>`
    expect(withBelowFoldStylesheet(html, "/below-fold.abc.css")).toBe(
      `<html><head></head><body><div id="___gatsby"></div><script id="gatsby-boot" ${BOOT_STYLES_ATTRIBUTE}="/below-fold.abc.css" data-boot-scripts="/app.js">boot()</script>` +
        `<noscript><link rel="stylesheet" href="/below-fold.abc.css" ${BELOW_FOLD_STYLESHEET_ATTRIBUTE}=""></noscript></body></html>`,
    )
  })

  it("is a plain <link>, last in <body>, on a page without the deferred boot", () => {
    const html = `<html><head></head><body><div id="___gatsby"></div><script src="/app.js" async></script></body></html>`
    expect(withBelowFoldStylesheet(html, "/below-fold.abc.css")).toBe(
      `<html><head></head><body><div id="___gatsby"></div><script src="/app.js" async></script><link rel="stylesheet" href="/below-fold.abc.css" ${BELOW_FOLD_STYLESHEET_ATTRIBUTE}=""></body></html>`,
    )
  })

  it.each([
    ["with the deferred boot", `<html><head></head><body><div id="___gatsby"></div>${bootLoader}</body></html>`],
    ["without it", `<html><head></head><body><div id="___gatsby"></div></body></html>`],
  ])("is replaced, not added twice, when a later build processes a page Gatsby did not render again (%s)", (_name, html) => {
    const once = withBelowFoldStylesheet(html, "/below-fold.old.css")
    const again = withBelowFoldStylesheet(withoutBelowFoldStylesheet(once), "/below-fold.new.css")
    expect(again.match(/<link /g)).toHaveLength(1)
    expect(again).toContain("/below-fold.new.css")
    expect(again).not.toContain("/below-fold.old.css")
    expect(withoutBelowFoldStylesheet(once)).toBe(html)
  })
})
