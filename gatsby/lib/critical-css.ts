/**
 * Per-page critical CSS. Gatsby inlines the whole site's CSS into every page, so each new page type
 * (home, quote form, blog list...) would make every page's first HTML response heavier. This keeps, in
 * one page's inlined <style>, the global rules and only the CSS modules that page renders, whole: every
 * rule of a module whose class appears in the page's HTML stays, so states toggled later by JavaScript
 * (an open accordion) are styled from the start. The full stylesheet, which other pages' modules (and
 * parts loaded on demand, such as the mobile menu's contents) need, is prefetched once the page has
 * hydrated and applied at the visitor's first interaction or navigation (src/lib/critical-css-loader.ts),
 * right after the inlined copy so the cascade is unchanged. A selector is told apart by its class
 * names, which gatsby/lib/css-module-names.ts makes recognisable: if none are, every rule is kept.
 * A page that marks its fold (src/lib/below-fold.ts) inlines only the modules rendered above it; see
 * splitAtFold.
 */
import postcss from "postcss"
import selectorParser from "postcss-selector-parser"
import { BELOW_FOLD_ATTRIBUTE } from "../../src/lib/below-fold"
import { MODULE_CLASS, moduleCode } from "./css-module-names"

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

/** The CSS without the rules of CSS modules the page does not render. */
export function criticalCss(css: string, html: string): string {
  const present = modulesInHtml(html)
  return keepRules(css, (modules) => modules.every((module) => present.has(module)))
}

/**
 * Modules of fixed-position parts rendered after the page's content but drawn in the first screen: the
 * contact bar (in browsers without scroll-driven animations it shows from the first paint).
 */
export const FIXED_ON_SCREEN = ["src/components/floating-actions/floating-actions.module.css"].map(moduleCode)

export interface FoldSplit {
  /** Global rules and the modules rendered above the fold: inlined in the page's <style>. */
  inline: string
  /** The modules rendered only below the fold, in their original order: the page's below-fold stylesheet. */
  belowFold: string
}

/**
 * Splits a page's CSS at its fold marker: a module rendered anywhere above the marker stays inline, whole
 * (so its states are styled from the start); a module rendered only below it moves to a stylesheet at the
 * end of <body>, which does not block the first paint, and arrives before a visitor can scroll that far.
 * Without a marker everything stays inline, as criticalCss alone would do.
 */
export function splitAtFold(css: string, html: string): FoldSplit {
  const fold = html.indexOf(` ${BELOW_FOLD_ATTRIBUTE}`)
  if (fold < 0) return { inline: criticalCss(css, html), belowFold: "" }
  const page = modulesInHtml(html)
  const above = modulesInHtml(html.slice(0, fold))
  for (const module of FIXED_ON_SCREEN) if (page.has(module)) above.add(module)
  const onPage = (modules: string[]) => modules.every((module) => page.has(module))
  const aboveOnly = (modules: string[]) => modules.every((module) => above.has(module))
  return {
    inline: keepRules(css, aboveOnly),
    belowFold: keepRules(css, (modules) => onPage(modules) && !aboveOnly(modules), { globals: false }),
  }
}

/**
 * The CSS with only the selectors whose CSS modules pass `keep` (global selectors, with no module
 * class, stay unless `globals` is false). Keyframes are kept whole, empty at-rules removed.
 */
function keepRules(css: string, keep: (modules: string[]) => boolean, { globals = true } = {}): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    const parent = rule.parent
    if (parent?.type === "atrule" && /keyframes$/i.test((parent as postcss.AtRule).name)) return
    const kept = rule.selectors.filter((selector) => {
      const modules = selectorModules(selector)
      return modules.length === 0 ? globals : keep(modules)
    })
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  if (!globals) {
    // Only rules of modules below the fold: @font-face, @keyframes and the like are already inline.
    root.walkAtRules((atRule) => {
      if (!atRule.nodes || /keyframes$/i.test(atRule.name) || atRule.name === "font-face") atRule.remove()
    })
  }
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
  return root.toString()
}
