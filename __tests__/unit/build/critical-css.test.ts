import { criticalCss, modulesInHtml } from "../../../gatsby/lib/critical-css"
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
