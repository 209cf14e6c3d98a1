import { contactBody, contactMailto, contactSubject, validateContact } from "../../src/lib/contact-message"
import { site } from "../../src/config/site"

/** Reads a mailto: URL back the way a mail program does. */
function parseMailto(href: string) {
  const [address, query = ""] = href.replace(/^mailto:/, "").split("?")
  const params = Object.fromEntries(
    query.split("&").map((pair) => {
      const [key, value] = pair.split("=")
      return [key, decodeURIComponent(value)]
    }),
  )
  return { address, subject: params.subject, body: params.body }
}

const message = { name: "Maria", email: "maria@example.org", message: "We need a quote." }

describe("contact form e-mail", () => {
  it("is addressed to the company with the subject 'Website Inquiry from {name}'", () => {
    const mail = parseMailto(contactMailto(message))
    expect(mail.address).toBe(site.email)
    expect(mail.subject).toBe("Website Inquiry from Maria")
  })

  it("says 'Prospect' when the name is blank", () => {
    expect(contactSubject("   ")).toBe("Website Inquiry from Prospect")
  })

  it("puts the Name and Email lines first, then the message", () => {
    expect(contactBody(message)).toBe("Name: Maria\nEmail: maria@example.org\n\nWe need a quote.")
  })

  it("encodes '&', '#' and '?' in the name so they cannot end the subject or start a fragment", () => {
    const href = contactMailto({ ...message, name: "Smith & Sons #2?" })
    expect(href).toContain("subject=Website%20Inquiry%20from%20Smith%20%26%20Sons%20%232%3F&body=")
    expect(href.split("?")).toHaveLength(2)
    expect(href).not.toContain("#")
    expect(parseMailto(href).subject).toBe("Website Inquiry from Smith & Sons #2?")
  })

  it("keeps accented names intact as UTF-8", () => {
    const href = contactMailto({ ...message, name: "José Müller-Núñez" })
    expect(href).toContain("Jos%C3%A9%20M%C3%BCller-N%C3%BA%C3%B1ez")
    expect(parseMailto(href).subject).toBe("Website Inquiry from José Müller-Núñez")
  })

  it("turns line breaks in the message into CRLF and keeps '&' and '=' in the body", () => {
    const text = "Line one & more\nLine two = done\r\nLine three?"
    const href = contactMailto({ ...message, message: text })
    expect(href).toContain("Line%20one%20%26%20more%0D%0ALine%20two%20%3D%20done%0D%0ALine%20three%3F")
    expect(parseMailto(href).body).toBe(
      "Name: Maria\r\nEmail: maria@example.org\r\n\r\nLine one & more\r\nLine two = done\r\nLine three?",
    )
  })
})

describe("contact form validation", () => {
  it("requires name, email and message", () => {
    expect(validateContact({ name: "", email: "", message: " " })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your e-mail address.",
      message: "Please enter your message.",
    })
  })

  it("checks the e-mail address", () => {
    expect(validateContact({ ...message, email: "maria@example" }).email).toBe(
      "Please enter a valid e-mail address, like name@company.com.",
    )
    expect(validateContact(message)).toEqual({})
  })
})
