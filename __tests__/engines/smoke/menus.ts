/**
 * The phone menu (390 px), a header dropdown (wider) and an accordion open before hydration (the site's
 * scripts held back by the site server, so the page is the server's HTML with the platform's popover and
 * <details> only) and still work after it.
 */
import { MENU_ID } from "../../../src/components/mobile-menu/menu-id"
import { routes } from "../../../src/lib/routes"
import type { EnginePage } from "../support/engine-page"
import type { EngineSession } from "../support/engine-session"

const menuOpen = `document.getElementById(${JSON.stringify(MENU_ID)}).matches(":popover-open")`

/** The page as drawn from the server's HTML, before any of the site's scripts has run. */
async function beforeHydration(page: EnginePage, path: string) {
  page.site.holdScripts()
  await page.goto(path)
  await page.until("document.readyState !== 'loading'", "parsed")
}

async function hydrate(page: EnginePage) {
  page.site.releaseScripts()
  await page.hydrated()
}

export function menus(session: EngineSession, width: number) {
  if (width < 600) {
    it("the phone menu opens before hydration, stays open through it, and closes and opens again after", async () => {
      await session.inPage(width, async (page) => {
        const toggle = { role: "button", name: "Open menu" }
        await beforeHydration(page, routes.home)
        // Served without aria-expanded (HTML forbids it beside popovertarget); said once the page's script runs.
        expect(await page.read(toggle, "el.hasAttribute('popovertarget') && !el.hasAttribute('aria-expanded')")).toBe(true)
        await page.click(toggle)
        await page.until(menuOpen, "the menu open before hydration")
        await page.until(`document.querySelector('[popovertarget="${MENU_ID}"][aria-controls]').getAttribute("aria-expanded") === "true"`, "the toggle saying expanded")
        await hydrate(page)
        expect(await page.run(menuOpen)).toBe(true)
        const menu = { role: "dialog", name: "Menu" }
        await page.click({ role: "button", name: "Close menu", within: menu })
        await page.until(`!${menuOpen}`, "the menu closed")
        expect(await page.read(toggle, "el.getAttribute('aria-expanded')")).toBe("false")
        await page.click(toggle)
        await page.find(menu)
        await page.waitFor({ ...toggle, within: undefined }, "el.getAttribute('aria-expanded') === 'true'")
        await page.click({ disclosure: "Locations", within: menu })
        await page.waitFor({ disclosure: "Locations", within: menu }, "el.parentElement.open")
        expect(await page.errors()).toEqual([])
      })
    })
  } else {
    it("the Services dropdown opens before hydration, stays open through it, and closes on Escape and opens again after", async () => {
      await session.inPage(width, async (page) => {
        const services = { disclosure: "Services", within: { role: "navigation", name: "Main" } }
        await beforeHydration(page, routes.home)
        await page.click(services)
        await page.waitFor(services, "el.parentElement.open")
        await hydrate(page)
        expect(await page.read(services, "el.parentElement.open")).toBe(true)
        await page.press("Escape")
        await page.until(`!document.querySelector("#${MENU_ID} details[open]")`, "the dropdown closed")
        await page.click(services)
        await page.until(`!!document.querySelector("#${MENU_ID} details[open]")`, "the dropdown open again")
        expect(await page.errors()).toEqual([])
      })
    })
  }

  // The disinfection page's five-question accordion: its boot waits for its hero image, so no held script is
  // added before the page's load event, which WebKitWebDriver's navigation waits for.
  it("an accordion answer opens before hydration, stays open through it, and another closes it after", async () => {
    await session.inPage(width, async (page) => {
      const first = { css: "main details > summary", first: true }
      await beforeHydration(page, routes.service("covid-disinfection"))
      await page.click(first)
      await page.waitFor(first, "el.parentElement.open")
      await hydrate(page)
      expect(await page.read(first, "el.parentElement.open")).toBe(true)
      await page.click({ css: "main details:nth-of-type(2) > summary, main li:nth-of-type(2) details > summary", first: true })
      await page.until(`document.querySelectorAll("main details[open]").length === 1 && !document.querySelector("main details > summary").parentElement.open`, "one answer open")
      expect(await page.errors()).toEqual([])
    })
  })
}
