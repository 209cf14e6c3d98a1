import { site } from "../../src/config/site"
import { mailtoHref, smsHref, telHref } from "../../src/lib/contact-links"

describe("contact links", () => {
  it("builds tel: and sms: links from the configured numbers, digits only", () => {
    expect(telHref()).toBe(`tel:${site.phone.replace(/-/g, "")}`)
    expect(telHref()).toMatch(/^tel:\+1\d{10}$/)
    expect(smsHref()).toMatch(/^sms:\+1\d{10}$/)
  })

  it("sends mail to the company address by default", () => {
    expect(mailtoHref()).toBe(`mailto:${site.email}`)
  })

  it("encodes subject and body so any character survives, with CRLF line breaks", () => {
    const href = mailtoHref({ subject: "Q&A #1? Café", body: "Line one\nLine two & more" })
    const query = new URLSearchParams(href.split("?")[1])
    expect(query.get("subject")).toBe("Q&A #1? Café")
    expect(query.get("body")).toBe("Line one\r\nLine two & more")
    expect(href).not.toContain(" ")
    expect(href).not.toContain("+")
  })
})
