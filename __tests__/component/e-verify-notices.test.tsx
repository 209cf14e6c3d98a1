import React from "react"
import { render, screen, within } from "@testing-library/react"
import { EVerifyNotices } from "../../src/components/e-verify-notices"
import { hiringSettings, type HiringSettings } from "../../src/config/hiring"
import { site } from "../../src/config/site"

const ON: HiringSettings = {
  eVerify: true,
  eVerifyPosterEnglish: "/notices/e-verify-participation-en.pdf",
  eVerifyPosterSpanish: "/notices/e-verify-participation-es.pdf",
  rightToWorkPosterEnglish: "/notices/right-to-work-en.pdf",
  rightToWorkPosterSpanish: "/notices/right-to-work-es.pdf",
}

describe("the E-Verify notices (content/settings/hiring.json)", () => {
  it.each([
    ["en", `${site.companyName} participates in E-Verify.`, ["Notice of E-Verify Participation (English)", "Notice of E-Verify Participation (Spanish)", "Right to Work (English)", "Right to Work (Spanish)"]],
    ["es", `${site.companyName} participa en E-Verify.`, ["Aviso de participación en E-Verify (en inglés)", "Aviso de participación en E-Verify (en español)", "Derecho a trabajar: Right to Work (en inglés)", "Derecho a trabajar (en español)"]],
  ] as const)("when the company uses E-Verify, a %s page links both notices in English and in Spanish", (lang, intro, links) => {
    render(<EVerifyNotices settings={ON} lang={lang} />)
    const box = screen.getByRole("complementary", { name: "E-Verify" })
    expect(within(box).getByText(new RegExp(`^${intro.replace(/[.]/g, "\\.")}`))).toBeInTheDocument()
    expect(within(box).getAllByRole("link").map((link) => [link.textContent?.trim(), link.getAttribute("href")])).toEqual(
      links.map((label, i) => [label, [ON.eVerifyPosterEnglish, ON.eVerifyPosterSpanish, ON.rightToWorkPosterEnglish, ON.rightToWorkPosterSpanish][i]]),
    )
  })

  it("shows nothing when the company does not use E-Verify, as it ships", () => {
    const { container } = render(<EVerifyNotices settings={{ ...ON, eVerify: false }} />)
    expect(container).toBeEmptyDOMElement()
    expect(hiringSettings.eVerify).toBe(false)
  })
})
