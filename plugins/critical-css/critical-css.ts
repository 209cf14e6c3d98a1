/**
 * Per-page CSS. Gatsby inlines the whole site's CSS into every page; after the build each page gets
 * instead (splitPageCss):
 * - inlined in its <style>: only the rules whose selectors match an element of its first screen, as the
 *   static HTML has it (the elements before its fold marker, src/lib/below-fold.ts, or the whole page
 *   without one), with the site's custom properties written out (inlineCriticalCss below);
 * - in a stylesheet of its own, requested after the first paint (plugins/post-build-html/pages.ts,
 *   plugins/boot-after-paint/boot-after-paint.ts): every rule of the global CSS and of the CSS modules it renders, whole
 *   and in the site's order, so states JavaScript gives those components (an open menu, an invalid field)
 *   are styled. The boot loader starts Gatsby's scripts only once that stylesheet has loaded, so nothing
 *   React renders or changes can appear before its rules do; visitors without JavaScript get it from a
 *   <noscript> <link>. Coming after the inlined rules, it restores the site's cascade order exactly.
 * The full stylesheet, which other pages' modules (and parts loaded on demand, such as the mobile menu's
 * contents) need, is still applied at the visitor's first interaction or navigation
 * (./browser/critical-css-loader.ts). Class names come from plugins/critical-css/css-module-names.ts, which makes a
 * CSS module's rules recognisable by file.
 */
import postcss from "postcss"
import selectorParser from "postcss-selector-parser"
import { parse, type HTMLElement } from "node-html-parser"
import { BELOW_FOLD_ATTRIBUTE } from "../../src/lib/below-fold"
import { MODULE_CLASS, moduleCode, siteCompanions } from "./css-module-names"

/** The CSS modules (by code) whose classes appear in the HTML's class attributes. */
export function modulesInHtml(html: string): Set<string> {
  const modules = new Set<string>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) {
      const module = MODULE_CLASS.exec(name)?.[1]
      if (module) modules.add(module)
    }
  }
  return modules
}

/** The CSS modules a selector's classes belong to (empty for a selector with global classes only). */
function selectorModules(selector: string): string[] {
  const modules: string[] = []
  selectorParser((root) => {
    root.walkClasses((node) => {
      const module = MODULE_CLASS.exec(node.value)?.[1]
      if (module) modules.push(module)
    })
  }).processSync(selector)
  return modules
}

/**
 * The CSS without the rules of CSS modules the page does not render: every rule the page can use. A module
 * the page renders brings the modules shown with it (SHOWN_WITH in css-module-names.ts: parts drawn after the
 * page has loaded).
 */
export function criticalCss(css: string, html: string, companions: ReadonlyMap<string, readonly string[]> = siteCompanions()): string {
  const present = modulesInHtml(html)
  for (const module of [...present]) for (const companion of companions.get(module) ?? []) present.add(companion)
  return keepRules(css, (modules) => modules.every((module) => present.has(module)))
}

/**
 * The plugin's `fixedOnScreen` option by default: CSS modules of fixed-position parts rendered after the
 * page's content but drawn in its first screen, the contact bar (in browsers without scroll-driven
 * animations it shows from the first paint).
 */
export const DEFAULT_FIXED_ON_SCREEN = ["src/components/floating-actions/floating-actions.module.css"]

/** Those modules' letters (css-module-names.ts), as the first screen is matched with them. */
export const FIXED_ON_SCREEN = DEFAULT_FIXED_ON_SCREEN.map(moduleCode)

export interface PageCss {
  /** The rules the page's first screen matches: inlined in the page's <style>. */
  inline: string
  /** Every rule the page can use, in the site's order, without @font-face: the page's stylesheet. */
  deferred: string
}

/** Splits a page's CSS into what its first screen needs now and everything it can need later. */
export function splitPageCss(css: string, html: string, fixedOnScreen: readonly string[] = FIXED_ON_SCREEN): PageCss {
  const page = criticalCss(css, html)
  return { inline: inlineCriticalCss(page, html, fixedOnScreen), deferred: withoutFontFaces(page) }
}

/** @font-face rules are always inlined; declared a second time, a face could be loaded a second time. */
function withoutFontFaces(css: string): string {
  const root = postcss.parse(css)
  root.walkAtRules("font-face", (atRule) => {
    atRule.remove()
  })
  return root.toString()
}

/**
 * The CSS with only the selectors whose CSS modules pass `keep` (global selectors, with no module
 * class, always stay). Keyframes are kept whole, empty at-rules removed.
 */
function keepRules(css: string, keep: (modules: string[]) => boolean): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return
    const kept = rule.selectors.filter((selector) => {
      const modules = selectorModules(selector)
      return modules.length === 0 || keep(modules)
    })
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  removeEmptyAtRules(root)
  return root.toString()
}

const insideKeyframes = (node: postcss.Node) => node.parent?.type === "atrule" && /keyframes$/i.test((node.parent as postcss.AtRule).name)

function removeEmptyAtRules(root: postcss.Root) {
  let removed = true
  while (removed) {
    removed = false
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove()
        removed = true
      }
    })
  }
}

// ---------------------------------------------------------------------------------------------------
// The first screen's rules

/**
 * Pseudo-classes for states a visitor reaches without any script (pointing, focusing, following a
 * #fragment link, ticking a box, typing): a selector using them is kept if it matches without them.
 */
const USER_STATES = new Set([
  "hover", "active", "focus", "focus-visible", "focus-within", "target", "target-within", "visited", "link", "any-link",
  "checked", "indeterminate", "valid", "invalid", "user-valid", "user-invalid", "in-range", "out-of-range",
  "placeholder-shown", "autofill", "-webkit-autofill", "open", "closed", "popover-open", "modal", "fullscreen",
])
/** Attributes the browser itself toggles (a <details> opened by a click). */
const USER_ATTRIBUTES = new Set(["open"])
const isPseudoElement = (value: string) => value.startsWith("::") || /^:(before|after|first-line|first-letter)$/i.test(value)
const isUserState = (node: selectorParser.Node) =>
  (node.type === "pseudo" && USER_STATES.has(node.value.replace(/^:+/, "").toLowerCase())) ||
  (node.type === "attribute" && USER_ATTRIBUTES.has(node.attribute.toLowerCase()))

/**
 * The selector as it could match the static HTML at some moment a visitor can bring about without a
 * script: pseudo-elements dropped (they are drawn for their element), user states assumed (a state
 * dropped, a :not() containing one dropped whole, so the selector can only match more), :root as html.
 */
export function staticSelector(selector: string): string {
  return selectorParser((root) => {
    root.walk((node) => {
      if (node.type !== "pseudo") return
      if (node.value.toLowerCase() === ":not") {
        let dynamic = false
        node.walk((inner) => {
          if (isUserState(inner)) dynamic = true
        })
        if (dynamic) node.remove()
      }
    })
    root.walk((node) => {
      if ((node.type === "pseudo" && isPseudoElement(node.value)) || isUserState(node)) node.remove()
      else if (node.type === "pseudo" && node.value.toLowerCase() === ":root") node.replaceWith(selectorParser.tag({ value: "html" }))
    })
    // A :is(), :where() or :has() left empty matched only in a user state: assume it.
    root.walk((node) => {
      if (node.type === "pseudo" && /^:(is|where|has|matches)$/i.test(node.value) && node.nodes.every((inner) => inner.nodes.length === 0)) node.remove()
    })
  }).processSync(selector).trim()
}

/** The elements of the first screen: all of them, or those before the fold marker plus the fixed ones. */
function firstScreen(document: HTMLElement, fixedOnScreen: readonly string[]): Set<HTMLElement> {
  const all = document.querySelectorAll("*")
  const fold = all.findIndex((element) => element.hasAttribute(BELOW_FOLD_ATTRIBUTE))
  if (fold < 0) return new Set(all)
  const screen = new Set(all.slice(0, fold))
  for (const element of all) {
    const fixed = element.classList.value.some((name) => {
      const module = MODULE_CLASS.exec(name)?.[1]
      return module !== undefined && fixedOnScreen.includes(module)
    })
    if (fixed) for (const inner of [element, ...element.querySelectorAll("*")]) screen.add(inner)
  }
  return screen
}

/**
 * The page's CSS reduced to what its first screen needs before any script runs: the rules with a selector
 * matching one of its elements in the static HTML (staticSelector), @font-face, the keyframes those rules
 * use, and the site's custom properties written out where they are constant (writeOutCustomProperties).
 * An element with the `hidden` attribute (a closed menu panel) or inside one is not drawn, so it counts
 * only for rules that set `display`, the one property that could make it drawn. A selector the matcher
 * cannot read is kept.
 */
export function inlineCriticalCss(css: string, html: string, fixedOnScreen: readonly string[] = FIXED_ON_SCREEN): string {
  const document = parse(html, { comment: false })
  const screen = firstScreen(document, fixedOnScreen)
  const hidden = new Set(document.querySelectorAll("[hidden], [hidden] *"))
  const matched = new Map<string, { drawn: boolean; any: boolean }>()
  const match = (selector: string) => {
    let result = matched.get(selector)
    if (!result) {
      result = { drawn: false, any: false }
      const query = staticSelector(selector)
      try {
        for (const element of query ? document.querySelectorAll(query) : [document.querySelector("html")!]) {
          if (!screen.has(element)) continue
          result.any = true
          if (!hidden.has(element)) result.drawn = true
        }
      } catch {
        result = { drawn: true, any: true }
      }
      matched.set(selector, result)
    }
    return result
  }

  const root = postcss.parse(css)
  // From all the page's rules: one overriding a property elsewhere on the page keeps it a var().
  const constant = constantCustomProperties(root, html)
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return
    let setsDisplay = false
    rule.walkDecls("display", () => {
      setsDisplay = true
    })
    const kept = rule.selectors.filter((selector) => {
      const { drawn, any } = match(selector)
      return drawn || (setsDisplay && any)
    })
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  const animations = new Set<string>()
  root.walkDecls(/^animation(-name)?$/i, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word)
  })
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!animations.has(atRule.params)) atRule.remove()
  })
  removeEmptyAtRules(root)
  writeOutCustomProperties(root, html, constant)
  return root.toString()
}

// ---------------------------------------------------------------------------------------------------
// Custom properties

/**
 * The custom properties declared once in the CSS, in a top-level `:root` rule, and nowhere else (no other
 * rule, no media query, no `style` attribute of the page): their value is the same on every element.
 */
function constantCustomProperties(root: postcss.Root, html: string): Map<string, string> {
  const declared = new Map<string, postcss.Declaration[]>()
  root.walkDecls(/^--/, (decl) => {
    declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl])
  })
  const setInHtml = new Set<string>()
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) for (const name of match[1].matchAll(/(--[\w-]+)\s*:/g)) setInHtml.add(name[1])
  const constant = new Map<string, string>()
  for (const [name, decls] of declared) {
    const [decl] = decls
    const rule = decl.parent as postcss.Rule
    if (decls.length === 1 && rule.type === "rule" && rule.selector === ":root" && rule.parent?.type === "root" && !setInHtml.has(name)) {
      constant.set(name, decl.value)
    }
  }
  return constant
}

/** `value` with every var() of a constant custom property replaced by that property's value (recursively). */
export function substituteVars(value: string, constant: ReadonlyMap<string, string>, depth = 0): string {
  if (depth > 20 || !value.includes("var(")) return value
  let out = ""
  let index = 0
  while (index < value.length) {
    const start = value.indexOf("var(", index)
    if (start < 0 || (start > 0 && /[\w-]/.test(value[start - 1]))) {
      out += value.slice(index, start < 0 ? undefined : start + 4)
      if (start < 0) break
      index = start + 4
      continue
    }
    // The var(...) call's extent, parentheses balanced, and its first top-level comma.
    let level = 0
    let end = start + 3
    let comma = -1
    for (; end < value.length; end++) {
      if (value[end] === "(") level++
      else if (value[end] === ")" && --level === 0) break
      else if (value[end] === "," && level === 1 && comma < 0) comma = end
    }
    const name = value.slice(start + 4, comma < 0 ? end : comma).trim()
    const replacement = constant.get(name)
    out += value.slice(index, start)
    if (replacement === undefined) {
      const fallback = comma < 0 ? "" : `,${substituteVars(value.slice(comma + 1, end), constant, depth + 1)}`
      out += `var(${value.slice(start + 4, comma < 0 ? end : comma)}${fallback})`
    } else out += substituteVars(replacement, constant, depth + 1)
    index = end + 1
  }
  return out
}

/**
 * Writes out the site's constant custom properties (its design tokens: colours, spacing, type sizes) in
 * the inlined rules and drops the `:root` declarations no inlined rule needs any more. The page's
 * stylesheet, applied later, still declares them all for the rules that use them there. A property set
 * anywhere else (a component overriding --color-focus, an element's style attribute) stays a var().
 */
function writeOutCustomProperties(root: postcss.Root, html: string, constant: ReadonlyMap<string, string>) {
  const isRootDeclaration = (decl: postcss.Declaration) => decl.prop.startsWith("--") && (decl.parent as postcss.Rule).selector === ":root"
  root.walkDecls((decl) => {
    if (!isRootDeclaration(decl)) decl.value = substituteVars(decl.value, constant)
  })
  const needed = new Set<string>()
  const values = new Map<string, string>()
  root.walkDecls(/^--/, (decl) => {
    if (isRootDeclaration(decl)) values.set(decl.prop, decl.value)
  })
  const need = (value: string) => {
    for (const match of value.matchAll(/var\(\s*(--[\w-]+)/g)) {
      if (needed.has(match[1])) continue
      needed.add(match[1])
      need(values.get(match[1]) ?? "")
    }
  }
  root.walkDecls((decl) => {
    if (!isRootDeclaration(decl)) need(decl.value)
  })
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) need(match[1])
  root.walkDecls(/^--/, (decl) => {
    if (isRootDeclaration(decl) && !needed.has(decl.prop)) decl.remove()
  })
  root.walkRules(":root", (rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
}
