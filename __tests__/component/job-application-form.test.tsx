/**
 * The job application form as an applicant uses it, in English and in Spanish: queried by role and
 * label, driven with user-event. The Supabase client and the submit service are replaced (the row and
 * the rules are tested against the database in __tests__/database/job-applications.test.ts).
 */
import React from "react"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import { site } from "../../src/config/site"
import { JobApplication } from "../../src/components/job-application-form"
import { ApplyIntro } from "../../src/components/job-application-form/apply-intro"
import { APPLICATION_DRAFT_KEY } from "../../src/lib/job-application/draft"
import type { Language } from "../../src/lib/job-application/language"
import { MB } from "../../src/lib/quote/attachment-limits"
import { submitApplication, type ApplicationOutcome } from "../../src/lib/job-application/submit-application"
import { getSupabase } from "../../src/lib/supabase/client"
import { FIXED_NOW } from "../fixtures/clock"

jest.mock("../../src/lib/supabase/client", () => ({ getSupabase: jest.fn(), preloadSupabase: jest.fn(), isBackendConfigured: () => true }))
jest.mock("../../src/lib/job-application/submit-application", () => ({ submitApplication: jest.fn() }))
// The bot check's own behaviour (challenge, solving, states) is tested with the quote form; here only how
// this form uses it: started with the form, its proof handed to the submit, renewed after a refusal.
const mockBotCheck = { state: "ready" as const, start: jest.fn(), take: jest.fn(), renew: jest.fn() }
jest.mock("../../src/hooks/use-bot-check", () => ({ useBotCheck: () => mockBotCheck }))

jest.setTimeout(30_000)

const submitMock = jest.mocked(submitApplication)
const fakeClient = { fake: "supabase client" } as unknown as NonNullable<Awaited<ReturnType<typeof getSupabase>>>
let now = FIXED_NOW.getTime()

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  now = FIXED_NOW.getTime()
  jest.spyOn(Date, "now").mockImplementation(() => now)
  jest.mocked(getSupabase).mockResolvedValue(fakeClient)
  submitMock.mockResolvedValue({ kind: "success", applicationId: "a", resumeSent: false })
  let proofs = 0
  mockBotCheck.take.mockImplementation(async () => `proof-${++proofs}`)
})

afterEach(() => jest.restoreAllMocks())

async function setup(lang: Language = "en", { start = true } = {}) {
  const user = userEvent.setup({ applyAccept: false, delay: null })
  const view = render(<JobApplication lang={lang} jobSlug="day-porter" jobTitle="Day Porter" intro={<ApplyIntro lang={lang} />} />)
  if (start) {
    await user.click(screen.getByRole("button", { name: lang === "en" ? "Start my application" : "Empezar mi solicitud" }))
    await screen.findByRole("textbox", { name: lang === "en" ? "Full name" : "Nombre completo" })
  }
  return { user, view }
}

async function enter(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field)
  await user.clear(field)
  await user.paste(value)
}

/** The outcome's live region (the bot check's status line is another). */
const outcomeStatus = (start: string) =>
  waitFor(() => {
    const status = screen.getAllByRole("status").find((element) => element.textContent?.startsWith(start))
    if (!status) throw new Error(`No status starting "${start}" yet`)
    return status
  })

const file = (name: string, type = "", sizeMb = 0.5) => {
  const f = new File(["content"], name, { type, lastModified: 1 })
  Object.defineProperty(f, "size", { value: Math.round(sizeMb * MB) })
  return f
}

describe("before the applicant starts", () => {
  it("shows the section's heading and one button, not the form, until the applicant starts", async () => {
    await setup("en", { start: false })
    expect(screen.getByRole("heading", { level: 2, name: "Apply online" })).toBeInTheDocument()
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Start my application" })).toBeEnabled()
  })

  it("opens the form at once, with the draft, for an applicant coming back", async () => {
    localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify({ savedAt: now, values: { name: "Yolanda Pérez", shifts: ["overnight"] } }))
    await setup("es", { start: false })
    const name = await screen.findByRole("textbox", { name: "Nombre completo" })
    // The draft is restored just after the form's first render.
    await waitFor(() => expect(name).toHaveValue("Yolanda Pérez"))
    expect(screen.getByRole("checkbox", { name: /Turno de madrugada/ })).toBeChecked()
    expect(screen.getByText("Guardamos los datos que escribiste la última vez.")).toBeInTheDocument()
  })
})

describe("the form in English", () => {
  it("labels every question, marks name and phone required and focuses the name", async () => {
    await setup()
    const name = screen.getByRole("textbox", { name: "Full name" })
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toBeRequired()
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAttribute("type", "tel")
    expect(screen.getByRole("textbox", { name: "Phone" })).toBeRequired()
    expect(screen.getByRole("textbox", { name: "E-mail (optional)" })).not.toBeRequired()
    expect(screen.getByRole("radio", { name: "Español" })).not.toBeChecked()
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked()
    expect(screen.getByRole("combobox", { name: "Position" })).toHaveDisplayValue("Day Porter")
    expect(within(screen.getByRole("group", { name: "Which shifts can you work?" })).getAllByRole("checkbox")).toHaveLength(4)
    expect(screen.getByRole("combobox", { name: "How will you get to work?" })).toHaveDisplayValue("Choose one")
    expect(screen.getByLabelText(/Résumé/)).toHaveAttribute("type", "file")
    expect(screen.getByRole("checkbox", { name: /You may call or text me/ })).toBeRequired()
    // Only what may be asked before an offer.
    expect(screen.queryByText(/\b(birth|age|social security|citizen|married|marital)\b/i)).not.toBeInTheDocument()
  })

  it("says what is missing, beside each field, and moves focus to the first", async () => {
    const { user } = await setup()
    await user.click(screen.getByRole("button", { name: "Send my application" }))
    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument()
    const name = screen.getByRole("textbox", { name: "Full name" })
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAccessibleDescription("Enter your name")
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription("We call or text you at this number. Enter your phone number, like (813) 555-0142")
    expect(screen.getByRole("checkbox", { name: /You may call or text me/ })).toHaveAttribute("aria-invalid", "true")
    expect(submitMock).not.toHaveBeenCalled()
  })

  it("takes a photo of a paper résumé, and refuses other files with a message that keeps the form", async () => {
    const { user } = await setup()
    const picker = screen.getByLabelText(/Résumé/)
    await user.upload(picker, file("clip.mp4", "video/mp4"))
    expect(await screen.findByText(/That file can't be used/)).toBeInTheDocument()
    await user.upload(picker, file("scan.pdf", "application/pdf", 10.5))
    expect(await screen.findByText('"scan.pdf" is larger than 10 MB. Please choose a smaller file or take a photo of your résumé.')).toBeInTheDocument()
    await user.upload(picker, file("IMG_0042.HEIC", "", 2.4))
    expect(screen.getByText("IMG_0042.HEIC")).toBeInTheDocument()
    expect(screen.queryByText(/larger than 10 MB/)).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Remove IMG_0042.HEIC" }))
    expect(screen.queryByText("IMG_0042.HEIC")).not.toBeInTheDocument()
  })

  it("sends the answers and the résumé, then says what happens next and clears the form and the draft", async () => {
    const { user } = await setup()
    await enter(user, screen.getByRole("textbox", { name: "Full name" }), "Marcus Reed")
    await enter(user, screen.getByRole("textbox", { name: "Phone" }), "(813) 555-0110")
    await enter(user, screen.getByRole("textbox", { name: "E-mail (optional)" }), "marcus@example.com")
    await user.click(screen.getByRole("checkbox", { name: /^Evening shift/ }))
    await user.selectOptions(screen.getByRole("combobox", { name: "How will you get to work?" }), "Bus or public transit")
    const photo = file("resume.jpg", "image/jpeg", 3)
    await user.upload(screen.getByLabelText(/Résumé/), photo)
    await user.click(screen.getByRole("checkbox", { name: /You may call or text me/ }))
    now += 60_000
    await user.click(screen.getByRole("button", { name: "Send my application" }))

    const status = await outcomeStatus("Thank you!")
    expect(status).toHaveTextContent("Thank you! We received your application.")
    expect(status).toHaveTextContent(`Our hiring team will call you within 2 business days. If you miss our call, call or text us at ${site.phoneDisplay}.`)
    expect(status).toHaveTextContent("We also sent a confirmation to your e-mail.")
    await waitFor(() => expect(status).toHaveFocus())
    expect(submitMock).toHaveBeenCalledTimes(1)
    expect(submitMock.mock.calls[0][0]).toMatchObject({
      client: fakeClient,
      resume: photo,
      context: { language: "en", jobSlug: "day-porter", jobTitle: "Day Porter" },
      values: { name: "Marcus Reed", phone: "(813) 555-0110", email: "marcus@example.com", shifts: ["evening"], transport: "public-transit", consent: true, position: "day-porter", preferredLanguage: "en" },
    })
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("")
    await waitFor(() => expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull())
  })

  it("sends an application a second after Start, as a phone's autofill fills it: never \"Thank you\" for nothing", async () => {
    const { user } = await setup()
    await enter(user, screen.getByRole("textbox", { name: "Full name" }), "Marcus Reed")
    await enter(user, screen.getByRole("textbox", { name: "Phone" }), "(813) 555-0110")
    await user.click(screen.getByRole("checkbox", { name: /You may call or text me/ }))
    now += 1_000
    await user.click(screen.getByRole("button", { name: "Send my application" }))
    await outcomeStatus("Thank you!")
    expect(submitMock).toHaveBeenCalledTimes(1)
    expect(submitMock.mock.calls[0][0]).toMatchObject({ values: { name: "Marcus Reed", phone: "(813) 555-0110", consent: true } })
  })

  it("keeps everything typed when the database refuses it, and offers a call", async () => {
    submitMock.mockResolvedValue({ kind: "rate-limited", error: {} } as ApplicationOutcome)
    const { user } = await setup()
    await enter(user, screen.getByRole("textbox", { name: "Full name" }), "Marcus Reed")
    await enter(user, screen.getByRole("textbox", { name: "Phone" }), "813-555-0110")
    await user.click(screen.getByRole("checkbox", { name: /You may call or text me/ }))
    now += 60_000
    await user.click(screen.getByRole("button", { name: "Send my application" }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("You have sent several applications in a short time")
    expect(within(alert).getByRole("link", { name: `Call ${site.phoneDisplay}` })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Marcus Reed")
  })
})

describe("the bot check", () => {
  it("starts when the form opens, sends its proof, and after a refused proof keeps everything and sends again with a new one", async () => {
    submitMock.mockResolvedValueOnce({ kind: "bot-check", error: { code: "PT403", message: "bot_check_failed" } })
    const { user } = await setup("es")
    expect(mockBotCheck.start).toHaveBeenCalled()
    expect(screen.getByText("Listo: comprobamos que no eres un robot.")).toBeInTheDocument()
    await enter(user, screen.getByRole("textbox", { name: "Nombre completo" }), "Marisol Pérez")
    await enter(user, screen.getByRole("textbox", { name: "Teléfono" }), "813-555-0110")
    await user.click(screen.getByRole("checkbox", { name: /Pueden llamarme o mandarme/ }))
    now += 60_000
    await user.click(screen.getByRole("button", { name: "Enviar mi solicitud" }))

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("No pudimos confirmar que el formulario se mandó desde un navegador.")
    expect(mockBotCheck.renew).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("textbox", { name: "Nombre completo" })).toHaveValue("Marisol Pérez")

    await user.click(screen.getByRole("button", { name: "Enviar mi solicitud" }))
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2))
    // Each submit takes its proof from the check when it sends (a proof works once).
    for (const [input] of submitMock.mock.calls) expect(input.botProof).toBe(mockBotCheck.take)
  })
})

describe("the form in Spanish", () => {
  it("asks and answers in Spanish: labels, errors and what happens next", async () => {
    const { user } = await setup("es")
    expect(screen.getByRole("radio", { name: "Español" })).toBeChecked()
    expect(screen.getByRole("combobox", { name: "Puesto" })).toHaveDisplayValue("Day Porter")
    expect(screen.getByRole("group", { name: "¿Qué turnos puedes trabajar?" })).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Enviar mi solicitud" }))
    expect(await screen.findByText("Por favor, llena todos los campos obligatorios")).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: "Nombre completo" })).toHaveAccessibleDescription("Escribe tu nombre")

    await enter(user, screen.getByRole("textbox", { name: "Nombre completo" }), "Yolanda Pérez")
    await enter(user, screen.getByRole("textbox", { name: "Teléfono" }), "555-0199")
    await user.click(screen.getByRole("checkbox", { name: /Pueden llamarme/ }))
    await user.click(screen.getByRole("button", { name: "Enviar mi solicitud" }))
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Teléfono" })).toHaveAccessibleDescription(
        "Te llamamos o te mandamos un texto a este número. Escribe un número de EE. UU. de 10 dígitos, como (813) 555-0142",
      ),
    )
    await enter(user, screen.getByRole("textbox", { name: "Teléfono" }), "(813) 555-0199")
    now += 60_000
    await user.click(screen.getByRole("button", { name: "Enviar mi solicitud" }))
    const status = await outcomeStatus("¡Gracias!")
    expect(status).toHaveTextContent("¡Gracias! Recibimos tu solicitud.")
    expect(status).toHaveTextContent("Nuestro equipo de contratación te va a llamar dentro de 2 días hábiles.")
    expect(status).not.toHaveTextContent("correo")
  })

  it("links the privacy page in the page's language when given one, the English page otherwise", async () => {
    const user = userEvent.setup({ delay: null })
    const { unmount } = render(<JobApplication lang="es" jobSlug="day-porter" jobTitle="Day Porter" privacyPath="/es/privacidad/" intro={<ApplyIntro lang="es" />} />)
    await user.click(screen.getByRole("button", { name: "Empezar mi solicitud" }))
    expect(await screen.findByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/es/privacidad/")
    unmount()
    await setup("en")
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy/")
  })

  it("keeps the draft on reload", async () => {
    const { user, view } = await setup("es")
    await user.type(screen.getByRole("textbox", { name: "Nombre completo" }), "Ana")
    await user.click(screen.getByRole("checkbox", { name: /Fines de semana/ }))
    await act(async () => {
      window.dispatchEvent(new Event("pagehide"))
    })
    view.unmount()
    await setup("es", { start: false })
    const name = await screen.findByRole("textbox", { name: "Nombre completo" })
    await waitFor(() => expect(name).toHaveValue("Ana"))
    expect(screen.getByRole("checkbox", { name: /Fines de semana/ })).toBeChecked()
  })
})
