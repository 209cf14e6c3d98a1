import { FIXED_ON_SCREEN, criticalCss, inlineCriticalCss, modulesInHtml, splitPageCss, staticSelector, substituteVars } from "../../../gatsby/lib/critical-css"
import { withPageStylesheet, withoutPageStylesheet } from "../../../gatsby/lib/post-build-pages"
import { BELOW_FOLD_ATTRIBUTE, PAGE_STYLESHEET_ATTRIBUTE } from "../../../src/lib/below-fold"
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

describe("every rule a page can use", () => {
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

  it("is the global rules and every rule of the modules the page renders, states included", () => {
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

describe("the CSS a page inlines: the rules its first screen matches", () => {
  const css = [
    "@font-face{font-family:Inter;src:url(/static/inter.woff2)}",
    ":root{--space:1rem;--text:var(--navy);--navy:#0b2545;--unused:2rem;--focus:blue}",
    "body{margin:0;color:var(--text)}",
    "h4{margin:0}",
    ":focus-visible{outline:3px solid var(--focus)}",
    "._Abc111{padding:var(--space,2px)}",
    "._Abc111:hover,._Abc111:focus-visible:not(:hover){color:red}",
    "._Abc222[aria-expanded=true]{color:blue}",
    "._Abc111::before{content:\"\"}",
    "._Abc333{background:red;border:1px solid}",
    "._Abc333[hidden]{display:none}",
    "._Abc333:not([hidden]){display:grid}",
    "._Def111{color:green;--focus:white}",
    "._Abc111 ._Def111{color:pink}",
    "details[open] ._Abc444{color:teal}",
    "._Abc555:not(:checked){color:gray}",
    "@media (min-width:48rem){._Def111{color:teal}._Abc111{color:gray}}",
    "@keyframes _Abc666{from{opacity:0}to{opacity:1}}",
    "@keyframes _Def222{from{opacity:0}to{opacity:1}}",
    "._Abc111{animation:_Abc666 1s}",
  ].join("")
  const html = (marker: string) =>
    `<html><body><header class="_Abc111" style="--cols:2">top<div class="_Abc333" hidden><a class="_Abc444">x</a></div></header>` +
    `<details><summary>s</summary><p class="_Abc444">t</p></details><input class="_Abc555">` +
    `<section class="_Abc111"${marker}><ul class="_Def111"><li class="_Abc111">x</li></ul></section><footer class="_Def111">end</footer></body></html>`
  const marked = html(` ${BELOW_FOLD_ATTRIBUTE}=""`)

  it("keeps the rules matching an element of the first screen, and @font-face", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    for (const kept of ["@font-face", "body{margin:0;", "._Abc111{padding:1rem}", "._Abc111::before"]) expect(inline).toContain(kept)
    expect(inline).not.toContain("h4")
  })

  it("keeps the states a visitor brings about without a script (hover, focus, a ticked box, an open <details>)", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    expect(inline).toContain("._Abc111:hover,._Abc111:focus-visible:not(:hover){color:red}")
    expect(inline).toContain(":focus-visible{")
    expect(inline).toContain("details[open] ._Abc444{color:teal}")
    expect(inline).toContain("._Abc555:not(:checked){color:gray}")
  })

  it("leaves out the states only scripts bring about, and a hidden element's rules but for its display", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    expect(inline).not.toContain("aria-expanded")
    expect(inline).not.toContain("background:red")
    expect(inline).toContain("._Abc333[hidden]{display:none}")
    // It would be drawn once a script removes `hidden`, which the page's stylesheet covers by then.
    expect(inline).not.toContain(":not([hidden])")
  })

  it("leaves out what only the elements below the fold match, unless the page has no fold marker", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    expect(inline).not.toMatch(/_Def/)
    const whole = inlineCriticalCss(criticalCss(css, html("")), html(""))
    expect(whole).toContain("._Def111{color:green;")
    expect(whole).toContain("._Abc111 ._Def111{color:pink}")
  })

  it("keeps the fixed contact bar's rules, rendered after the content but drawn on the first screen", () => {
    const bar = `_${FIXED_ON_SCREEN[0]}111`
    const withBar = marked.replace("</body>", `<aside class="${bar}"><a class="_Abc222">call</a></aside></body>`)
    const inline = inlineCriticalCss(criticalCss(`${css}.${bar}{position:fixed}.${bar} a{color:red}`, withBar), withBar)
    expect(inline).toContain(`.${bar}{position:fixed}`)
    expect(inline).toContain(`.${bar} a{color:red}`)
  })

  it("keeps only the keyframes the kept rules use", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    expect(inline).toContain("@keyframes _Abc666")
    expect(inline).not.toContain("_Def222")
  })

  it("writes out the custom properties declared once in :root, and keeps the others and those a page's element sets", () => {
    const inline = inlineCriticalCss(criticalCss(css, html("")), html(""))
    expect(inline).toContain("body{margin:0;color:#0b2545}")
    expect(inline).toContain("._Abc111{padding:1rem}")
    // --focus is set again by a rule of the page: still a var(), and still declared.
    expect(inline).toContain(":focus-visible{outline:3px solid var(--focus)}")
    expect(inline).toContain(":root{--focus:blue}")
    expect(inline).not.toMatch(/--unused|--space|--navy/)
  })

  it("substitutes var() calls with fallbacks and nesting", () => {
    const constant = new Map([["--a", "1px"], ["--b", "var(--a)"]])
    expect(substituteVars("calc(var(--b) + var(--c, var(--a)))", constant)).toBe("calc(1px + var(--c, 1px))")
    expect(substituteVars("somevar(--a) var( --a )", constant)).toBe("somevar(--a) 1px")
  })

  it("reads selectors as they could match without a script", () => {
    expect(staticSelector("._A:hover ._B::after")).toBe("._A ._B")
    expect(staticSelector("._A:not(:focus-within) ._B")).toBe("._A ._B")
    expect(staticSelector("._A:not([hidden])")).toBe("._A:not([hidden])")
    expect(staticSelector(":root")).toBe("html")
    expect(staticSelector("._A:has(._B:checked)")).toBe("._A:has(._B)")
  })
})

describe("the page's stylesheet", () => {
  const css = "@font-face{font-family:Inter;src:url(/a.woff2)}body{margin:0}._Abc111{color:red}._Abc111[aria-expanded=true]{color:blue}._Xyz111{color:navy}@keyframes _Abc222{to{opacity:1}}"
  const html = `<html><body><div class="_Abc111">x</div></body></html>`

  it("has every rule of the global CSS and of the modules the page renders, in the site's order, without @font-face", () => {
    expect(splitPageCss(css, html).deferred).toBe("body{margin:0}._Abc111{color:red}._Abc111[aria-expanded=true]{color:blue}@keyframes _Abc222{to{opacity:1}}")
  })

  it("is handed to the boot loader, which links it after the first paint, with a <noscript> <link> last in <body>", () => {
    const bootLoader = `<script id="gatsby-boot" data-boot-scripts="/app.js">boot()</script>`
    const page = `<html><head></head><body><div id="___gatsby"></div>${bootLoader}</body></html>`
    expect(withPageStylesheet(page, "/page.abc.css")).toBe(
      `<html><head></head><body><div id="___gatsby"></div><script id="gatsby-boot" ${BOOT_STYLES_ATTRIBUTE}="/page.abc.css" data-boot-scripts="/app.js">boot()</script>` +
        `<noscript><link rel="stylesheet" href="/page.abc.css" ${PAGE_STYLESHEET_ATTRIBUTE}=""></noscript></body></html>`,
    )
  })

  it("is a plain <link>, last in <body>, on a page without the deferred boot", () => {
    const page = `<html><head></head><body><div id="___gatsby"></div><script src="/app.js" async></script></body></html>`
    expect(withPageStylesheet(page, "/page.abc.css")).toBe(
      `<html><head></head><body><div id="___gatsby"></div><script src="/app.js" async></script><link rel="stylesheet" href="/page.abc.css" ${PAGE_STYLESHEET_ATTRIBUTE}=""></body></html>`,
    )
  })

  const bootLoader = `<script id="gatsby-boot" data-boot-scripts="/app.js">boot()</script>`
  it.each([
    ["with the deferred boot", `<html><head></head><body><div id="___gatsby"></div>${bootLoader}</body></html>`],
    ["without it", `<html><head></head><body><div id="___gatsby"></div></body></html>`],
  ])("is replaced, not added twice, when a later build processes a page Gatsby did not render again (%s)", (_name, page) => {
    const once = withPageStylesheet(page, "/page.old.css")
    const again = withPageStylesheet(withoutPageStylesheet(once), "/page.new.css")
    expect(again.match(/<link /g)).toHaveLength(1)
    expect(again).toContain("/page.new.css")
    expect(again).not.toContain("/page.old.css")
    expect(withoutPageStylesheet(once)).toBe(page)
    // The form an earlier version of this step wrote.
    const older = page.replace("</body>", '<noscript><link rel="stylesheet" href="/below-fold.abc.css" data-below-fold-css=""></noscript></body>')
    expect(withoutPageStylesheet(older)).toBe(page)
  })
})
