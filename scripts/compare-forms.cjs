#!/usr/bin/env node
// Screenshots of the site's four forms in each of their states, in two builds, compared pixel by pixel (the
// form kit of issue 34: one set of form parts, the look unchanged where it was right).
//
//   node scripts/compare-forms.cjs <before-public-dir> <after-public-dir>
//
// For each build, at 390x844 and 1280x900, in Chromium with motion reduced and Supabase answered in the page
// (the build's test-only project URL; a request held open shows the sending state):
// - quote (/quote/): empty, errors (sent empty), sending (required answers, the save held), success;
// - job application (the first job page): the Start button, empty (the form opened), errors, sending, success;
// - contact (/contact/): empty, errors, status (a valid message: the mail program's note);
// - newsletter (/blog/'s box): empty, errors (a wrong address), sending (the insert held), success.
// Each shot is the form's own box. Prints the differing pixels per shot and writes before, after and a diff
// of each differing pair to COMPARE_DIR (default /tmp/compare-forms); ALL=1 writes every pair. Exit 1 if any differ.
const fs = require("node:fs")
const path = require("node:path")
const { createChallenge } = require("altcha-lib/v1")
const { compareShots } = require("./compare-shots.cjs")

const [beforeDir, afterDir] = process.argv.slice(2)
if (!beforeDir || !afterDir) {
  console.error("usage: node scripts/compare-forms.cjs <before-public-dir> <after-public-dir>")
  process.exit(2)
}
const outDir = process.env.COMPARE_DIR || "/tmp/compare-forms"
const only = process.env.FORMS ? process.env.FORMS.split(",") : null

const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "GET, POST, PATCH, OPTIONS" }
/** The spec's minimum fill time (src/lib/quote/spam-guard.ts) and a little more, fast-forwarded on the page's clock. */
const FILL_MS = 3200

/** Answers Supabase as a healthy project would; `hold` names the insert held open until `release()`. */
async function answerSupabase(page, hold) {
  let release
  const held = new Promise((resolve) => (release = resolve))
  const reached = { value: false }
  await page.route("**/rest/v1/rpc/bot_check_challenge", async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
    const challenge = await createChallenge({ hmacKey: "compare-forms", maxnumber: 1000, number: 10 })
    return route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: JSON.stringify(challenge) })
  })
  await page.route(/\/(rest|functions|storage)\/v1\/(?!rpc\/bot_check_challenge)/, async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
    if (hold && route.request().url().includes(hold)) {
      reached.value = true
      await held
    }
    return route.fulfill({ status: route.request().method() === "POST" ? 201 : 200, headers: CORS, contentType: "application/json", body: "{}" })
  })
  return { release: () => release(), reached }
}

async function settle(page) {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(() => document.fonts.status === "loaded")
  await page.waitForTimeout(300)
}

/** The page's fixed and sticky parts (header, contact bar), hidden in the shots: each shot is the form alone. */
const HIDE_CHROME = "[data-compare-hide] { visibility: hidden !important; }"

async function shot(page, locator, shots, name) {
  await settle(page)
  await locator.scrollIntoViewIfNeeded()
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("body *")) {
      if (/^(fixed|sticky)$/.test(getComputedStyle(element).position)) element.setAttribute("data-compare-hide", "")
    }
  })
  shots.push([name, await locator.screenshot({ animations: "disabled", caret: "hide", style: HIDE_CHROME })])
}

const botReady = (scope) => scope.locator('[role="status"][data-state="ready"]').waitFor()

const FORMS = {
  async quote(page, shots) {
    await page.clock.install()
    const backend = await answerSupabase(page, "/rest/v1/quote_requests")
    await page.goto(page.base + "/quote/")
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    const form = page.locator('form[aria-labelledby="quote-form-heading"]')
    await shot(page, form, shots, "quote-empty")
    await page.getByRole("button", { name: "Request My Free Quote" }).click()
    await page.getByText("Please fill in all required fields").waitFor()
    await botReady(form)
    await shot(page, form, shots, "quote-errors")
    await page.getByRole("textbox", { name: "Business name" }).fill("Bayshore Dental Group")
    await page.getByRole("textbox", { name: "Contact name" }).fill("Dana Whitfield")
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("dana@bayshoredental.com")
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(813) 555-0199")
    await page.getByRole("checkbox", { name: "Office Cleaning", exact: true }).check()
    await page.clock.fastForward(FILL_MS)
    await page.getByRole("button", { name: "Request My Free Quote" }).click()
    await page.locator('form[aria-busy="true"]').waitFor()
    while (!backend.reached.value) await page.waitForTimeout(50)
    await page.mouse.move(0, 0)
    await shot(page, form, shots, "quote-sending")
    backend.release()
    await page.getByText(/^Quote submitted!/).waitFor()
    await page.mouse.move(0, 0)
    await shot(page, form, shots, "quote-success")
  },

  async job(page, shots) {
    await page.clock.install()
    const backend = await answerSupabase(page, "/rest/v1/job_applications")
    const jobs = fs.readdirSync(path.join(page.root, "jobs"), { withFileTypes: true }).filter((entry) => entry.isDirectory())
    await page.goto(`${page.base}/jobs/${jobs[0].name}/`)
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    const section = page.locator("#apply")
    await shot(page, section, shots, "job-start")
    await page.getByRole("button", { name: "Start my application" }).click()
    await page.getByRole("textbox", { name: "Full name" }).waitFor()
    await botReady(section)
    await shot(page, section, shots, "job-empty")
    await page.getByRole("button", { name: "Send my application" }).click()
    await page.getByText("Please fill in all required fields").waitFor()
    await shot(page, section, shots, "job-errors")
    await page.getByRole("textbox", { name: "Full name" }).fill("Marcus Reed")
    await page.getByRole("textbox", { name: "Phone" }).fill("(813) 555-0110")
    await section.getByRole("checkbox").first().check() // a shift
    await page.getByRole("checkbox", { name: /You may call or text me/ }).check()
    await page.clock.fastForward(FILL_MS)
    await page.getByRole("button", { name: "Send my application" }).click()
    while (!backend.reached.value) await page.waitForTimeout(50)
    await page.mouse.move(0, 0)
    await shot(page, section, shots, "job-sending")
    backend.release()
    await page.getByText("Thank you! We received your application.").waitFor()
    await page.mouse.move(0, 0)
    await shot(page, section, shots, "job-success")
  },

  async contact(page, shots) {
    await page.goto(page.base + "/contact/")
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    // The mail program is not opened here: the form's status line is what is looked at.
    await page.route(/^mailto:/, (route) => route.abort())
    const form = page.locator('form[aria-label="Message form"]')
    await shot(page, form, shots, "contact-empty")
    await form.getByRole("button", { name: "Send Message" }).click()
    await form.locator('[aria-invalid="true"]').first().waitFor()
    await shot(page, form, shots, "contact-errors")
    await form.getByRole("textbox", { name: "Name" }).fill("Dana Whitfield")
    await form.getByRole("textbox", { name: "Email" }).fill("dana@bayshoredental.com")
    await form.getByRole("textbox", { name: "Message" }).fill("Could you clean our two offices on weekends?")
    await page.evaluate(() => {
      // Keep the page: the mailto: navigation would otherwise leave it in some browsers.
      window.addEventListener("beforeunload", (event) => event.preventDefault())
    })
    await form.getByRole("button", { name: "Send Message" }).click({ noWaitAfter: true })
    await form.getByText(/Your e-mail program should now open/).waitFor()
    await page.mouse.move(0, 0)
    await shot(page, form, shots, "contact-status")
  },

  async newsletter(page, shots) {
    const backend = await answerSupabase(page, "/rest/v1/newsletter_subscribers")
    await page.goto(page.base + "/blog/")
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    const box = page.locator("section[aria-labelledby=newsletter-heading]")
    const field = box.getByLabel("E-mail address")
    await field.scrollIntoViewIfNeeded()
    await shot(page, box, shots, "newsletter-empty")
    await field.click()
    await botReady(box)
    await field.fill("dana@")
    await box.getByRole("button", { name: "Subscribe" }).click()
    await box.locator('[aria-invalid="true"]').waitFor()
    await shot(page, box, shots, "newsletter-errors")
    await field.fill("dana@bayshoredental.com")
    await box.getByRole("button", { name: "Subscribe" }).click()
    while (!backend.reached.value) await page.waitForTimeout(50)
    await page.mouse.move(0, 0)
    await shot(page, box, shots, "newsletter-sending")
    backend.release()
    await box.getByText(/Almost done/).waitFor()
    await page.mouse.move(0, 0)
    await shot(page, box, shots, "newsletter-success")
  },
}

async function shootForm(browser, site, [form, width, height]) {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: "reduce", hasTouch: width < 600 })
  const page = await context.newPage()
  page.base = site.url
  page.root = site.root
  const shots = []
  try {
    await FORMS[form](page, shots)
  } finally {
    await context.close()
  }
  return shots.map(([name, png]) => [`${name}-${width}`, png])
}

compareShots({
  dirs: [beforeDir, afterDir],
  outDir,
  writeAll: Boolean(process.env.ALL),
  runs: Object.keys(FORMS)
    .filter((form) => !only || only.includes(form))
    .flatMap((form) => [[form, 390, 844], [form, 1280, 900]]),
  shoot: shootForm,
}).catch((error) => {
  console.error(error)
  process.exit(1)
})
