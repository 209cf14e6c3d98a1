import type { Page } from "playwright-core"

/**
 * Records Content-Security-Policy violations two ways: the DOM event (installed before any page script)
 * and Chrome's console report. Returns a reader; read it once the page has settled (browser.ts), so
 * every violation event queued by then has been dispatched.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = ((window as any).__cspViolations = [])
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`)
    })
  })
  return async () => [...(await page.evaluate(() => (window as any).__cspViolations as string[])), ...reported]
}
