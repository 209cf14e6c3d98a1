/**
 * Applying for a job from a phone, in the production build: the form's code arrives only when the
 * applicant starts, a photo of a paper résumé goes up into the folder the application named, and the
 * hiring manager's e-mail is asked for once, in English and on a Spanish job page in Spanish. Supabase's
 * endpoints are answered inside the test. The language switch keeping the visitor on the same job is
 * languages.test.ts's.
 */
import type { Browser, Page } from "playwright-core"
import { builtPages, gotoHydrated, launchBrowser, openPage, pageUrl } from "./support/browser"
import { axeViolations } from "./support/axe"
import { answerBotCheck } from "./support/fake-bot-check"
import { answerSupabase } from "./support/supabase-answers"
import { APPLICATION_MESSAGES } from "../../src/lib/job-application/messages"
import { routes } from "../../src/lib/routes"
import { jobs } from "../fixtures/content"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const firstJobPage = (pattern = /^\/jobs\/[^/]+\/$/) => {
  const page = builtPages().find((path) => pattern.test(path))
  if (!page) throw new Error(`No job page matching ${pattern} in the build`)
  return page
}

/** Whether the build has a job page: not once every job has closed on its date (SITE_NOW past 2026-12-31). */
const anyJobPage = builtPages().some((path) => /^\/(jobs|es\/empleos)\/[^/]+\/$/.test(path))

/** Supabase as a saved application meets it: the row, the résumé into its folder, the notification. */
const answerApplication = (page: Page) =>
  answerSupabase(page, {
    "**/rest/v1/job_applications*": { status: 201 },
    "**/storage/v1/object/job-application-resumes/**": (request) => ({ status: 200, json: { Key: request.path.replace("/storage/v1/object/", "") } }),
    "**/functions/v1/notify-application": { status: 200, json: { status: "sent" } },
  })

/** A few bytes with a JPEG's signature: what a phone's camera hands the file input. */
const PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(48_000, 7), Buffer.from([0xff, 0xd9])])

// While a job is open on the build's date.
if (anyJobPage) {
  describe("a job application from a phone (390 px), in English, with a photo of a résumé", () => {
    it("loads the form when the applicant starts, sends the row, the photo into its folder and the notification, then says what happens next", async () => {
      const { page, errors } = await openPage(browser, 390)
      await page.clock.install()
      const botCheck = await answerBotCheck(page)
      const seen = await answerApplication(page)
      const scripts: string[] = []
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()))
      const jobPath = firstJobPage()
      await gotoHydrated(page, pageUrl(jobPath))

      const start = page.getByRole("button", { name: "Start my application" })
      await start.scrollIntoViewIfNeeded()
      const before = scripts.length
      await start.click()
      const name = page.getByRole("textbox", { name: "Full name" })
      await name.waitFor()
      expect(scripts.length).toBeGreaterThan(before) // the form's code came with the click, not with the page
      await page.waitForFunction(() => document.activeElement?.id === "apply-name") // straight to typing

      await name.fill("Marcus Reed")
      await page.getByRole("textbox", { name: "Phone" }).fill("(813) 555-0110")
      await page.getByRole("checkbox", { name: /^Evening shift/ }).check()
      await page.getByRole("combobox", { name: "How will you get to work?" }).selectOption("public-transit")
      await page.locator("#apply-resume").setInputFiles({ name: "resume-photo.jpg", mimeType: "image/jpeg", buffer: PHOTO })
      await page.getByText("resume-photo.jpg").waitFor()
      await page.getByRole("checkbox", { name: /You may call or text me/ }).check()
      // No horizontal scrolling on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

      const notified = page.waitForRequest((request) => request.url().endsWith("/functions/v1/notify-application") && request.method() === "POST")
      // Sent seconds after Start, as a phone's autofill lets a person send it: saved, never thrown away.
      await page.getByRole("button", { name: "Send my application" }).click()

      const status = page.getByRole("status").filter({ hasText: "Thank you! We received your application." })
      await status.waitFor()
      expect(await status.textContent()).toContain("Our hiring team will call you within 2 business days.")
      await page.waitForFunction(() => !localStorage.getItem("job-application-draft:v1"))
      await notified

      const posts = seen.filter((request) => request.method !== "GET")
      expect(posts.map((request) => request.path)).toEqual([
        "/rest/v1/job_applications",
        expect.stringMatching(/^\/storage\/v1\/object\/job-application-resumes\/applications\/\d{13}-[0-9a-f]{16}\/resume-photo\.jpg$/),
        "/functions/v1/notify-application",
      ])
      const row = JSON.parse(posts[0].body)
      expect(row).toMatchObject({
        name: "Marcus Reed",
        phone: "(813) 555-0110",
        email: null,
        preferred_language: "en",
        page_language: "en",
        job_slug: jobPath.split("/")[2],
        any_position: false,
        shifts: ["evening"],
        transport: "public-transit",
        contact_consent: true,
      })
      expect(posts[0].headers.prefer).toContain("return=minimal")
      // The bot check started with the form and its proof went with the row, as the database checks it.
      expect(botCheck.challenges).toBe(1)
      expect(await botCheck.accept(row.bot_proof)).toBe(true)
      expect(posts[1].path).toContain(`/${row.resume_folder}/`)
      expect(posts[1].body).toContain("image/jpeg")
      expect(JSON.parse(posts[2].body)).toEqual({ applicationId: row.id })
      expect(errors).toEqual([])
      await page.context().close()
    })
  })

  describe("a job application from a phone (390 px), in Spanish, with a photo of a résumé", () => {
    const es = APPLICATION_MESSAGES.es

    it("asks in Spanish on the Spanish job page, sends the row as Spanish with a proof the database accepts, and says what happens next in Spanish", async () => {
      const { page, errors } = await openPage(browser, 390)
      await page.clock.install()
      const botCheck = await answerBotCheck(page)
      const seen = await answerApplication(page)
      const jobPath = firstJobPage(/^\/es\/empleos\/[^/]+\/$/)
      await gotoHydrated(page, pageUrl(jobPath))

      await page.getByRole("heading", { name: es.heading }).scrollIntoViewIfNeeded()
      await page.getByRole("button", { name: es.start }).click()
      const name = page.getByRole("textbox", { name: es.labels.name })
      await name.waitFor()
      await page.waitForFunction(() => document.activeElement?.id === "apply-name")
      // The bot check's line speaks Spanish too.
      await page.getByRole("status").filter({ hasText: es.botCheck.ready }).waitFor()
      expect(await page.getByRole("radio", { name: "Español" }).isChecked()).toBe(true)

      // What is missing or wrong is said in Spanish, and what was typed stays.
      await page.getByRole("textbox", { name: es.labels.phone }).fill("555-01")
      await page.getByRole("button", { name: es.submit }).click()
      await page.getByText(es.errors.requiredFields).waitFor()
      expect(await page.locator("#apply-name-error").textContent()).toBe(es.errors.nameRequired)
      expect(await page.locator("#apply-phone-error").textContent()).toBe(es.errors.phoneFormat)
      expect(await page.getByRole("textbox", { name: es.labels.phone }).inputValue()).toBe("555-01")

      await name.fill("Yolanda Pérez")
      await page.getByRole("textbox", { name: es.labels.phone }).fill("(813) 555-0199")
      await page.getByRole("checkbox", { name: es.shiftLabels.overnight }).check()
      await page.getByRole("combobox", { name: es.labels.transport }).selectOption("ride")
      await page.getByText(es.hints.resume).waitFor()
      // The file input is named by its label and picker (aria-labelledby), both in Spanish.
      expect((await page.locator("#apply-resume-label").textContent())?.trim()).toBe(`${es.labels.resume} ${es.optional}`)
      expect((await page.locator("#apply-resume-pick").textContent())?.trim()).toBe(es.resumePick)
      await page.locator("#apply-resume").setInputFiles({ name: "curriculum.jpg", mimeType: "image/jpeg", buffer: PHOTO })
      await page.getByRole("button", { name: es.resumeRemove("curriculum.jpg") }).waitFor()
      await page.getByRole("checkbox", { name: es.consentText }).check()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

      const notified = page.waitForRequest((request) => request.url().endsWith("/functions/v1/notify-application") && request.method() === "POST")
      await page.getByRole("button", { name: es.submit }).click()

      const status = page.getByRole("status").filter({ hasText: es.success })
      await status.waitFor()
      expect(await status.textContent()).toContain(es.nextSteps)
      await notified

      const posts = seen.filter((request) => request.method !== "GET")
      expect(posts.map((request) => request.path)).toEqual([
        "/rest/v1/job_applications",
        expect.stringMatching(/^\/storage\/v1\/object\/job-application-resumes\/applications\/\d{13}-[0-9a-f]{16}\/curriculum\.jpg$/),
        "/functions/v1/notify-application",
      ])
      // Bodies are kept as latin1 (support/supabase-answers.ts, so a file's bytes survive); the row is UTF-8 JSON.
      const row = JSON.parse(Buffer.from(posts[0].body, "latin1").toString("utf8"))
      expect(row).toMatchObject({
        name: "Yolanda Pérez",
        phone: "(813) 555-0199",
        email: null,
        preferred_language: "es",
        page_language: "es",
        job_slug: jobPath.split("/")[3],
        shifts: ["overnight"],
        transport: "ride",
        contact_consent: true,
      })
      expect(botCheck.challenges).toBe(1)
      expect(await botCheck.accept(row.bot_proof)).toBe(true)
      expect(posts[1].path).toContain(`/${row.resume_folder}/`)
      expect(posts[1].body).toContain("image/jpeg")
      expect(errors).toEqual([])
      await page.context().close()
    })
  })

  describe("the opened application form", () => {
    it.each([390, 1280])("passes axe at %i px with its errors showing, and says what is missing in the page's words", async (width) => {
      const { page, errors } = await openPage(browser, width)
      await answerBotCheck(page) // the form starts its bot check when it opens
      await gotoHydrated(page, pageUrl(firstJobPage()))
      await page.getByRole("button", { name: "Start my application" }).click()
      await page.getByRole("textbox", { name: "Phone" }).fill("555-01")
      await page.getByRole("button", { name: "Send my application" }).click()
      await page.getByText("Please fill in all required fields").waitFor()
      await page.waitForFunction(() => document.activeElement?.id === "apply-name")
      expect(await axeViolations(page, { include: "#apply" })).toEqual([])
      expect(await page.getByRole("textbox", { name: "Phone" }).getAttribute("aria-describedby")).toContain("apply-phone-error")
      expect(await page.locator("#apply-phone-error").textContent()).toBe("Enter a 10-digit US phone number, like (813) 555-0142")
      expect(errors).toEqual([])
      await page.context().close()
    })
  })
}

if (!anyJobPage) {
  // No job is open on the build's date, so no page has an application form to open here. The form's flows in both
  // languages are component tests (job-application-form.test.tsx), which hold on any date.
  describe("after every job has closed on the build's date", () => {
    it("builds no job page: each job's address answers 404 in both languages, and /jobs offers no application form", async () => {
      for (const { slug } of jobs()) {
        for (const path of [routes.job(slug), routes.esJob(slug)]) expect([path, (await fetch(pageUrl(path))).status]).toEqual([path, 404])
      }
      const { page, errors } = await openPage(browser, 390)
      await gotoHydrated(page, pageUrl(routes.jobs))
      expect(await page.getByRole("button", { name: "Start my application" }).count()).toBe(0)
      expect(await page.getByText("There are no open roles right now.").count()).toBe(1)
      expect(errors).toEqual([])
      await page.context().close()
    })
  })
}
