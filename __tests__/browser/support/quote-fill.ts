/** The quote form's required answers, typed as a person types them (quote-form.test.ts, booking-panel.test.ts). */
import type { Page } from "playwright-core"

export async function fillRequired(page: Page) {
  await page.getByRole("textbox", { name: "Business name" }).pressSequentially("Bayshore Dental Group", { delay: 10 })
  await page.getByRole("textbox", { name: "Contact name" }).pressSequentially("Maria Lopez", { delay: 10 })
  await page.getByRole("textbox", { name: "E-mail" }).pressSequentially("maria@bayshoredental.com", { delay: 10 })
  await page.getByRole("textbox", { name: "Phone" }).pressSequentially("(813) 555-0199", { delay: 10 })
  await page.getByRole("group", { name: /Services needed/ }).getByText("Office Cleaning", { exact: true }).click()
}
