/**
 * The site's menus and accordions are `<details>`; their `<summary>` is the control. Chromium exposes it to
 * screen readers as a disclosure button named by its text, with an expanded state; Playwright's role
 * queries give it no role. `disclosure` finds it by that name, and `accessibleState` reads what a screen
 * reader is told, from Chromium's own accessibility tree.
 */
import type { Locator, Page } from "playwright-core"

const exactly = (name: string) => new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`)

/** The disclosure control named `name` inside `scope`. */
export const disclosure = (scope: Page | Locator, name: string) => scope.locator("details > summary").filter({ hasText: exactly(name) })

/** Whether the `<details>` of a disclosure control is open. */
export const isOpen = (summary: Locator) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)

export interface AccessibleNode {
  role: string
  expanded?: boolean
  level?: number
}

/** The accessibility tree's nodes named `name` (a control and a heading inside it are both named by its text). */
export async function accessibleState(page: Page, name: string): Promise<AccessibleNode[]> {
  const session = await page.context().newCDPSession(page)
  try {
    const { root } = await session.send("DOM.getDocument", { depth: 0 })
    const { nodes } = await session.send("Accessibility.queryAXTree", { nodeId: root.nodeId, accessibleName: name })
    return nodes
      .filter((node) => !node.ignored && node.role?.value !== "StaticText")
      .map((node) => {
        const property = (key: string) => node.properties?.find((p) => p.name === key)?.value.value
        const expanded = property("expanded") as boolean | undefined
        const level = property("level") as number | undefined
        return { role: String(node.role?.value), ...(expanded === undefined ? {} : { expanded }), ...(level === undefined ? {} : { level }) }
      })
  } finally {
    await session.detach()
  }
}
