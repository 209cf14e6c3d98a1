import { FIXED_ON_SCREEN, criticalCss, inlineCriticalCss, modulesInHtml, splitPageCss, staticSelector, substituteVars } from "../../../plugins/critical-css/critical-css"
import { withPageStylesheet } from "../../../plugins/critical-css/post-build"
import { BELOW_FOLD_ATTRIBUTE } from "../../../src/lib/below-fold"
import { BOOT_STYLES_ATTRIBUTE, PAGE_STYLESHEET_ATTRIBUTE } from "../../../plugins/critical-css/markers"
import fs from "node:fs"
import path from "node:path"
import { MODULE_CLASS, cssModuleNames, localIdent, localNames, moduleListDigest } from "../../../plugins/critical-css/css-module-names"
import { keyCacheToCssModules } from "../../../plugins/critical-css/css-module-rules"

describe("CSS module class names", () => {
  const names = cssModuleNames([
    { path: "src/components/c/c.module.css", css: ".button{color:red}@keyframes spin{to{opacity:1}}" },
    { path: "src/components/a/a.module.css", css: ".button{color:red}.icon,.button:hover .label{color:blue}@media (min-width:1px){.wide{color:red}}" },
  ])
  const a = (name: string) => names.localIdent("/repo", "/repo/src/components/a/a.module.css", name)

  it("are short, start with _, and share letters per file (files by path, names by first appearance)", () => {
    expect(["button", "icon", "label", "wide"].map(a)).toEqual(["_A0", "_A1", "_A2", "_A3"])
    expect(names.localIdent("/repo", "/repo/src/components/c/c.module.css", "button")).toBe("_B0")
    expect(names.localIdent("/repo", "/repo/src/components/c/c.module.css", "spin")).toBe("_B1")
    for (const name of ["_A0", "_B1"]) expect(name).toMatch(MODULE_CLASS)
    expect(MODULE_CLASS.exec("_A12")?.[1]).toBe(names.moduleCode("src/components/a/a.module.css"))
  })

  it("change for every file after a new module's place, so webpack's persistent cache is keyed to the list of modules", () => {
    const before = cssModuleNames([{ path: "src/b/b.module.css", css: ".x{}" }])
    const after = cssModuleNames([{ path: "src/b/b.module.css", css: ".x{}" }, { path: "src/a/a.module.css", css: ".y{}" }])
    // b's own CSS did not change, yet its name did: a cached compile of b would keep "_A0", a's new name.
    expect(before.localIdent("/r", "/r/src/b/b.module.css", "x")).toBe("_A0")
    expect(after.localIdent("/r", "/r/src/b/b.module.css", "x")).toBe("_B0")
    expect(moduleListDigest(["src/b/b.module.css"])).not.toBe(moduleListDigest(["src/b/b.module.css", "src/a/a.module.css"]))
    expect(moduleListDigest(["src/a/a.module.css", "src/b/b.module.css"])).toBe(moduleListDigest(["src/b/b.module.css", "src/a/a.module.css"]))

    const config = { cache: { type: "filesystem", name: "build-javascript" } as Record<string, unknown> }
    expect(keyCacheToCssModules(config, "abc")).toBe(true)
    expect(config.cache.version).toBe("css-modules-abc")
    expect(keyCacheToCssModules({ cache: false })).toBe(false)
  })

  it("stop the build for a name or a file the list does not have", () => {
    expect(() => a("missing")).toThrow(/no short name for \.missing in src\/components\/a\/a\.module\.css/)
    expect(() => names.moduleCode("src/other.module.css")).toThrow(/not a CSS module/)
  })

  it("name every class and keyframes of the site's CSS modules, and no two alike", () => {
    const seen = new Map<string, string>()
    for (const file of fs.readdirSync(path.resolve(__dirname, "../../../src"), { recursive: true }) as string[]) {
      if (!file.endsWith(".module.css")) continue
      const relative = `src/${file.split(path.sep).join("/")}`
      for (const name of localNames(fs.readFileSync(path.resolve(__dirname, "../../..", relative), "utf8"))) {
        const ident = localIdent(path.resolve(__dirname, "../../.."), path.resolve(__dirname, "../../..", relative), name)
        expect(ident).toMatch(MODULE_CLASS)
        expect(seen.get(ident)).toBeUndefined()
        seen.set(ident, `${relative} .${name}`)
      }
    }
    expect(seen.size).toBeGreaterThan(300)
  })
})

describe("every rule a page can use", () => {
  // Two modules: Abc (used by the page) and Xyz (not).
  const css = [
    "@font-face{font-family:Inter;src:url(/static/inter.woff2)}",
    ":root{--c:#000}",
    "body{margin:0}",
    ".visually-hidden{position:absolute}",
    "._Ab111{color:red}",
    "._Ab222:hover,._Ab222[aria-expanded=true]{color:blue}",
    "._Xy111{color:green}",
    "._Xy111,._Ab111 svg{fill:red}",
    "._Ab111 ._Xy222{color:pink}",
    "@media (min-width:48rem){._Xy111{color:navy}._Ab111{color:teal}}",
    "@media (min-width:60rem){._Xy222{display:none}}",
    "@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}",
  ].join("")
  const html = `<body><div class="_Ab111 gatsby-image-wrapper">x</div></body>`

  it("finds the CSS modules a page renders", () => {
    expect([...modulesInHtml(html)]).toEqual(["Ab"])
  })

  it("is the global rules and every rule of the modules the page renders, states included", () => {
    const out = criticalCss(css, html)
    for (const kept of ["@font-face", ":root{--c:#000}", "body{margin:0}", ".visually-hidden", "._Ab111{color:red}", "._Ab222:hover", "._Ab222[aria-expanded=true]", "._Ab111{color:teal}", "@keyframes spin"]) {
      expect(out).toContain(kept)
    }
  })

  it("drops the rules, selectors and empty media queries of modules it does not render", () => {
    const out = criticalCss(css, html, new Map())
    expect(out).not.toContain("_Xy")
    expect(out).toContain("._Ab111 svg{fill:red}")
    expect(out).not.toContain("min-width:60rem")
  })

  it("keeps the rules of a module shown with one the page renders (a part drawn after the page has loaded)", () => {
    expect(criticalCss(css, html, new Map([["Ab", ["Xy"]]]))).toContain("_Xy")
  })
})

describe("modules shown with another (a comment in the module: critical-css: shown with ./other.module.css)", () => {
  it("are read from the modules' CSS, by their letters", () => {
    const names = cssModuleNames([
      { path: "src/components/form/form.module.css", css: ".form{color:red}" },
      { path: "src/components/form/progress.module.css", css: "/* critical-css: shown with ./form.module.css */.bar{color:blue}" },
    ])
    expect(names.companions).toEqual(new Map([[names.moduleCode("src/components/form/form.module.css"), [names.moduleCode("src/components/form/progress.module.css")]]]))
  })

  it("stop the build when the module named is not one of the site's", () => {
    expect(() => cssModuleNames([{ path: "src/components/form/progress.module.css", css: "/* critical-css: shown with ./gone.module.css */.bar{color:blue}" }])).toThrow(/shown with \.\/gone\.module\.css, which is not a CSS module/)
  })

  it("bring the quote form's upload panels into the quote page's stylesheet", () => {
    const upload = localIdent(path.resolve(__dirname, "../../.."), path.resolve(__dirname, "../../../src/components/quote-form/upload-progress.module.css"), "panel")
    const form = localIdent(path.resolve(__dirname, "../../.."), path.resolve(__dirname, "../../../src/components/quote-form/quote-form.module.css"), "form")
    const page = criticalCss(`.${upload}{color:red}`, `<html><body><form class="${form}"></form></body></html>`)
    expect(page).toContain(upload)
  })
})

describe("the CSS a page inlines: the rules its first screen matches", () => {
  const css = [
    "@font-face{font-family:Inter;src:url(/static/inter.woff2)}",
    ":root{--space:1rem;--text:var(--navy);--navy:#0b2545;--unused:2rem;--focus:blue}",
    "body{margin:0;color:var(--text)}",
    "h4{margin:0}",
    ":focus-visible{outline:3px solid var(--focus)}",
    "._Ab111{padding:var(--space,2px)}",
    "._Ab111:hover,._Ab111:focus-visible:not(:hover){color:red}",
    "._Ab222[aria-expanded=true]{color:blue}",
    "._Ab111::before{content:\"\"}",
    "._Ab333{background:red;border:1px solid}",
    "._Ab333[hidden]{display:none}",
    "._Ab333:not([hidden]){display:grid}",
    "._De111{color:green;--focus:white}",
    "._Ab111 ._De111{color:pink}",
    "details[open] ._Ab444{color:teal}",
    "._Ab555:not(:checked){color:gray}",
    "@media (min-width:48rem){._De111{color:teal}._Ab111{color:gray}}",
    "@keyframes _Ab666{from{opacity:0}to{opacity:1}}",
    "@keyframes _De222{from{opacity:0}to{opacity:1}}",
    "._Ab111{animation:_Ab666 1s}",
  ].join("")
  const html = (marker: string) =>
    `<html><body><header class="_Ab111" style="--cols:2">top<div class="_Ab333" hidden><a class="_Ab444">x</a></div></header>` +
    `<details><summary>s</summary><p class="_Ab444">t</p></details><input class="_Ab555">` +
    `<section class="_Ab111"${marker}><ul class="_De111"><li class="_Ab111">x</li></ul></section><footer class="_De111">end</footer></body></html>`
  const marked = html(` ${BELOW_FOLD_ATTRIBUTE}=""`)

  it("keeps the rules matching an element of the first screen, and @font-face", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    for (const kept of ["@font-face", "body{margin:0;", "._Ab111{padding:1rem}", "._Ab111::before"]) expect(inline).toContain(kept)
    expect(inline).not.toContain("h4")
  })

  it("keeps the states a visitor brings about without a script (hover, focus, a ticked box, an open <details>)", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    expect(inline).toContain("._Ab111:hover,._Ab111:focus-visible:not(:hover){color:red}")
    expect(inline).toContain(":focus-visible{")
    expect(inline).toContain("details[open] ._Ab444{color:teal}")
    expect(inline).toContain("._Ab555:not(:checked){color:gray}")
  })

  it("leaves out the states only scripts bring about, and a hidden element's rules but for its display", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    expect(inline).not.toContain("aria-expanded")
    expect(inline).not.toContain("background:red")
    expect(inline).toContain("._Ab333[hidden]{display:none}")
    // It would be drawn once a script removes `hidden`, which the page's stylesheet covers by then.
    expect(inline).not.toContain(":not([hidden])")
  })

  it("leaves out what only the elements below the fold match, unless the page has no fold marker", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    expect(inline).not.toMatch(/_De/)
    const whole = inlineCriticalCss(criticalCss(css, html("")), html(""))
    expect(whole).toContain("._De111{color:green;")
    expect(whole).toContain("._Ab111 ._De111{color:pink}")
  })

  it("keeps the fixed contact bar's rules, rendered after the content but drawn on the first screen", () => {
    const bar = `_${FIXED_ON_SCREEN[0]}111`
    const withBar = marked.replace("</body>", `<aside class="${bar}"><a class="_Ab222">call</a></aside></body>`)
    const inline = inlineCriticalCss(criticalCss(`${css}.${bar}{position:fixed}.${bar} a{color:red}`, withBar), withBar)
    expect(inline).toContain(`.${bar}{position:fixed}`)
    expect(inline).toContain(`.${bar} a{color:red}`)
  })

  it("keeps only the keyframes the kept rules use", () => {
    const inline = inlineCriticalCss(criticalCss(css, marked), marked)
    expect(inline).toContain("@keyframes _Ab666")
    expect(inline).not.toContain("_De222")
  })

  it("writes out the custom properties declared once in :root, and keeps the others and those a page's element sets", () => {
    const inline = inlineCriticalCss(criticalCss(css, html("")), html(""))
    expect(inline).toContain("body{margin:0;color:#0b2545}")
    expect(inline).toContain("._Ab111{padding:1rem}")
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
  const css = "@font-face{font-family:Inter;src:url(/a.woff2)}body{margin:0}._Ab111{color:red}._Ab111[aria-expanded=true]{color:blue}._Xy111{color:navy}@keyframes _Ab222{to{opacity:1}}"
  const html = `<html><body><div class="_Ab111">x</div></body></html>`

  it("has every rule of the global CSS and of the modules the page renders, in the site's order, without @font-face", () => {
    expect(splitPageCss(css, html).deferred).toBe("body{margin:0}._Ab111{color:red}._Ab111[aria-expanded=true]{color:blue}@keyframes _Ab222{to{opacity:1}}")
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
})
