/**
 * Icons named in content reach the page as data (GraphQL CopyItem.iconData, gatsby/lib/content-icons.ts):
 * the same drawing the build's icon loader makes of lucide's module, rendered by src/components/icon
 * into the same <svg> an imported icon gives.
 */
import { createElement, type ComponentType } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { contentIconData } from "../../../gatsby/lib/content-icons"
import { mergedIconData } from "../../../gatsby/lib/lucide-icon-module"
import { Icon } from "../../../src/components/icon"
import createLiteIcon from "../../../src/components/icon/create-lucide-icon"
import { ICON_MODULES, ICON_NAMES } from "../../../src/lib/content/icons"

describe("content icons resolved at build time", () => {
  it("names a lucide icon module for every content icon name", () => {
    expect(Object.keys(ICON_MODULES).sort()).toEqual([...ICON_NAMES].sort())
  })

  it.each([...ICON_NAMES])("%s: lucide's drawing with its shapes joined, as the icon loader writes it", (name) => {
    const real = require(`lucide-react/icons/${ICON_MODULES[name]}`)
    const { name: iconName, size, node } = mergedIconData(real.__iconData)
    expect(contentIconData(name)).toEqual({ name: iconName, size, node })
  })

  it("gives nothing for a missing or unknown name", () => {
    expect(contentIconData(null)).toBeNull()
    expect(contentIconData("no-such-icon")).toBeNull()
  })

  it.each([...ICON_NAMES])("%s renders the <svg> an imported icon renders", (name) => {
    const real = require(`lucide-react/icons/${ICON_MODULES[name]}`)
    const imported = createLiteIcon(mergedIconData(real.__iconData)) as ComponentType<Record<string, unknown>>
    for (const size of [24, 26]) {
      const expected = renderToStaticMarkup(createElement(imported, { size, "aria-hidden": "true", className: "x" }))
      expect(renderToStaticMarkup(createElement(Icon, { icon: contentIconData(name), size, className: "x" }))).toBe(expected)
    }
  })

  it("renders nothing without the icon's data", () => {
    expect(renderToStaticMarkup(createElement(Icon, { icon: null }))).toBe("")
  })
})
