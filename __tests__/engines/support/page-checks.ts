/** Checks of a loaded page that every engine runs the same way. */
import fs from "node:fs"
import { AXE_TAGS, AXE_SOURCE } from "../../browser/support/axe"
import type { EnginePage } from "./engine-page"

/** Two frames drawn and a task after them: effects run after hydration, their errors logged. */
export const settled = (page: EnginePage) =>
  page.run("new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(resolve, 0) }) }) })")

/** How far the page reaches past the viewport's right edge (0 when nothing scrolls sideways). */
export const sidewaysOverflow = (page: EnginePage) =>
  page.run<number>("Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth")

/** axe-core's violations (WCAG 2.2 A and AA and best practices), one line per failing element. */
export async function axeViolations(page: EnginePage): Promise<string[]> {
  if (!(await page.run<boolean>("typeof window.axe === 'object'"))) await page.run(`(function () { ${fs.readFileSync(AXE_SOURCE, "utf8")}\n; return true })()`)
  return page.run<string[]>(`window.axe.run(document, { runOnly: { type: "tag", values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ["violations"] }).then(function (result) {
    return result.violations.reduce(function (lines, v) {
      return lines.concat(v.nodes.map(function (node) { return v.id + " (" + v.impact + "): " + v.help + " at " + node.target.join(" "); }));
    }, []);
  })`)
}
