import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"

/** axe-core's browser build, injected into pages. */
export const AXE_SOURCE = path.resolve(__dirname, "../../../node_modules/axe-core/axe.min.js")

let source: string | undefined
const axeSource = () => (source ??= fs.readFileSync(AXE_SOURCE, "utf8"))

/** WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

interface AxeNode {
  target: string[]
  failureSummary?: string
}
interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: AxeNode[]
}

/** Runs axe-core in the page (injected from node_modules) and returns one line per failing element. */
export async function axeViolations(page: Page, options: { rules?: string[]; include?: string } = {}): Promise<string[]> {
  // Evaluated through DevTools rather than added as a <script>: the page's own Content-Security-Policy
  // stays in force, so the same page load can be checked for CSP violations and for accessibility.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource())
  const violations = await page.evaluate(
    async ({ tags, rules, include }) => {
      const axe = (window as any).axe
      const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: tags }
      const result = await axe.run(include ? { include: [include] } : document, { runOnly, resultTypes: ["violations"] })
      return result.violations as AxeViolation[]
    },
    { tags: AXE_TAGS, rules: options.rules, include: options.include },
  )
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} at ${node.target.join(" ")}${node.failureSummary ? ` -- ${node.failureSummary.replace(/\s+/g, " ")}` : ""}`),
  )
}
