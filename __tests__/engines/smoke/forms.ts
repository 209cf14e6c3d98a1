/**
 * The forms against the Supabase stand-in (real migrations in PGlite, __tests__/fixtures/supabase-stand-in):
 * a quote with a file and a solved bot check is saved with its file and shows its success panel (a small
 * file by Storage's standard upload at 390 px, one over 6 MB by the resumable endpoint wider); with the
 * backend unreachable the form keeps every value and offers the e-mail fallback; a job application in
 * Spanish is saved; the blog's newsletter sign-up is saved and asks for confirmation.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { MESSAGES } from "../../../src/lib/quote/messages"
import { APPLICATION_MESSAGES } from "../../../src/lib/job-application/messages"
import { NEWSLETTER_TEXT } from "../../../src/lib/newsletter-text"
import { routes } from "../../../src/lib/routes"
import { functionCalls, setOutage, standInRows, storedObjects } from "../../fixtures/supabase-stand-in/controls"
import type { EnginePage } from "../support/engine-page"
import type { EngineSession } from "../support/engine-session"
import { pageTypes } from "../support/page-types"

const standIn = () => {
  const url = process.env.SUPABASE_STAND_IN_URL
  if (!url) throw new Error("SUPABASE_STAND_IN_URL is not set: run the smoke set through jest --selectProjects engines")
  return url
}

/** Waits, in the test, until `check` holds (the backend's side of what the page did). */
async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  for (let waited = 0; ; waited += 100) {
    const value = await check()
    if (value) return value
    if (waited > timeoutMs) throw new Error(`the backend never saw ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A file of `bytes` with a PDF's header, in a folder of its own. */
function pdfFile(name: string, bytes: number) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "engines-")), name)
  const body = Buffer.alloc(bytes, 0x20)
  Buffer.from("%PDF-1.4\n").copy(body)
  fs.writeFileSync(file, body)
  return file
}

const QUOTE_FIELDS = { contact: "Maria Lopez", email: "maria@bayshoredental.com", phone: "(813) 555-0199" }

async function fillQuote(page: EnginePage, business: string) {
  await page.type({ role: "textbox", name: "Business name" }, business)
  await page.type({ role: "textbox", name: "Contact name" }, QUOTE_FIELDS.contact)
  await page.type({ role: "textbox", name: "E-mail" }, QUOTE_FIELDS.email)
  await page.type({ role: "textbox", name: "Phone" }, QUOTE_FIELDS.phone)
  await page.tick({ role: "checkbox", name: "Office Cleaning" })
}

export function forms(session: EngineSession, width: number) {
  const engine = () => session.driver().name
  const resumable = width >= 600

  it(`a quote with a file (${resumable ? "resumable upload" : "standard upload"}) and the bot check is saved and shows its success panel`, async () => {
    await session.inPage(width, async (page) => {
      const business = `Bayshore Dental ${engine()} ${width}`
      const file = pdfFile("floor-plan.pdf", resumable ? 7 * 1024 * 1024 : 180_000)
      await page.goto(routes.quote)
      await page.hydrated()
      await fillQuote(page, business)
      await page.setFiles({ label: /Add photos, videos or documents/ }, [file])
      await page.find({ text: "floor-plan.pdf", within: { role: "list", name: "Attached files" } })
      await page.click({ role: "button", name: "Request My Free Quote" })
      await page.find({ text: MESSAGES.success(1) }, 120_000)

      const [quote] = await standInRows<{ id: string; upload_folder: string }>(standIn(), "select id, upload_folder from public.quote_requests where business_name = $1", [business])
      expect(quote?.upload_folder).toMatch(/^quotes\//)
      const attachments = await standInRows(standIn(), "select storage_path, size_bytes, content_type from public.quote_attachments where quote_id = $1", [quote.id])
      expect(attachments).toEqual([{ storage_path: `${quote.upload_folder}/floor-plan.pdf`, size_bytes: fs.statSync(file).size, content_type: "application/pdf" }])
      const stored = (await storedObjects(standIn())).find((object) => object.name === `${quote.upload_folder}/floor-plan.pdf`)
      expect(stored).toMatchObject({ bucket: "quote-attachments", size: fs.statSync(file).size, bytes: fs.statSync(file).size, mimetype: "application/pdf", cacheControl: "max-age=3600" })
      await eventually(async () => (await functionCalls(standIn())).find((call) => call.name === "notify-quote" && (call.body as { quoteId?: string })?.quoteId === quote.id), "the notify-quote call")
      expect(await page.errors()).toEqual([])
    })
  })

  it("with the backend unreachable, the quote form keeps every value and offers the e-mail fallback", async () => {
    await session.inPage(width, async (page) => {
      const business = `Unreachable Backend ${engine()} ${width}`
      await setOutage(standIn(), page.origin, true)
      try {
        await page.goto(routes.quote)
        await page.hydrated()
        await fillQuote(page, business)
        await page.click({ role: "button", name: "Request My Free Quote" })
        const fallback = await page.read<string>({ role: "link", name: "Send by e-mail instead" }, "el.getAttribute('href')")
        expect(fallback).toMatch(/^mailto:/)
        expect(decodeURIComponent(fallback)).toContain(business)
        for (const [name, value] of [["Business name", business], ["Contact name", QUOTE_FIELDS.contact], ["E-mail", QUOTE_FIELDS.email], ["Phone", QUOTE_FIELDS.phone]]) {
          expect(await page.read({ role: "textbox", name }, "el.value")).toBe(value)
        }
        expect(await page.read({ role: "checkbox", name: "Office Cleaning" }, "el.checked")).toBe(true)
      } finally {
        await setOutage(standIn(), page.origin, false)
      }
      expect(await standInRows(standIn(), "select 1 from public.quote_requests where business_name = $1", [business])).toEqual([])
    })
  })

  it("a job application in Spanish is saved", async () => {
    const es = APPLICATION_MESSAGES.es
    const job = pageTypes().find((type) => /-templates-job-tsx$/.test(type.component) && type.path.startsWith("/es/"))
    if (!job) throw new Error("no Spanish job page in the build")
    await session.inPage(width, async (page) => {
      const name = `Yolanda Pérez ${engine()} ${width}`
      await page.goto(job.path)
      await page.hydrated()
      await page.click({ role: "button", name: es.start })
      await page.find({ role: "textbox", name: es.labels.name })
      await page.type({ role: "textbox", name: es.labels.name }, name)
      await page.type({ role: "textbox", name: es.labels.phone }, "(813) 555-0199")
      // The boxes from the keyboard (page.tick): a tap on them could land on the phone's contact bar in Firefox.
      await page.tick({ role: "checkbox", name: es.shiftLabels.overnight })
      await page.tick({ role: "checkbox", name: es.consentText })
      await page.click({ role: "button", name: es.submit })
      await page.find({ text: es.success }, 90_000)
      const rows = await standInRows(standIn(), "select page_language, preferred_language, shifts, contact_consent from public.job_applications where name = $1", [name])
      expect(rows).toEqual([{ page_language: "es", preferred_language: "es", shifts: ["overnight"], contact_consent: true }])
      expect(await page.errors()).toEqual([])
    })
  })

  it("the blog's newsletter sign-up is saved and asks the visitor to confirm", async () => {
    await session.inPage(width, async (page) => {
      const address = `ana.${engine()}.${width}@example.com`
      await page.goto(routes.blog)
      await page.hydrated()
      await page.click({ role: "textbox", name: "E-mail address" })
      await page.find({ css: '[role="status"][data-state="ready"]' }, 90_000)
      await page.type({ role: "textbox", name: "E-mail address" }, address)
      await page.click({ role: "button", name: "Subscribe" })
      await page.find({ text: NEWSLETTER_TEXT.checkInbox }, 90_000)
      expect(await standInRows(standIn(), "select email from public.newsletter_subscribers where email = $1", [address])).toEqual([{ email: address }])
      expect(await page.errors()).toEqual([])
    })
  })
}
