import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../src/components/contact-form"
import { site } from "../../src/config/site"

function setup() {
  const openMailto = jest.fn()
  const user = userEvent.setup()
  render(<ContactForm openMailto={openMailto} />)
  return {
    user,
    openMailto,
    name: screen.getByRole("textbox", { name: "Name" }),
    email: screen.getByRole("textbox", { name: "Email" }),
    message: screen.getByRole("textbox", { name: "Message" }),
    send: screen.getByRole("button", { name: "Send Message" }),
  }
}

/** The subject and body a mail program reads from the mailto: URL. */
function decoded(href: string) {
  const query = href.slice(href.indexOf("?") + 1)
  const params = Object.fromEntries(query.split("&").map((pair) => pair.split("=").map(decodeURIComponent)))
  return { to: href.slice("mailto:".length, href.indexOf("?")), subject: params.subject, body: params.body }
}

describe("contact form", () => {
  it("marks name, email and message as required and names each missing one", async () => {
    const { user, openMailto, name, email, message, send } = setup()
    for (const field of [name, email, message]) expect(field).toBeRequired()
    await user.click(send)
    expect(openMailto).not.toHaveBeenCalled()
    expect(name).toHaveAttribute("aria-invalid", "true")
    expect(name).toHaveAccessibleDescription("Please enter your name.")
    expect(email).toHaveAccessibleDescription("Please enter your e-mail address.")
    expect(message).toHaveAccessibleDescription("Please enter your message.")
    expect(name).toHaveFocus()
  })

  it("rejects an invalid e-mail address and moves focus to it", async () => {
    const { user, openMailto, name, email, message, send } = setup()
    await user.type(name, "Ana")
    await user.type(email, "ana@example")
    await user.type(message, "Hello")
    await user.click(send)
    expect(openMailto).not.toHaveBeenCalled()
    expect(email).toHaveFocus()
    expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address, like name@company.com.")
  })

  it("opens a mailto: to the company with the name in the subject and Name, Email, message in the body", async () => {
    const { user, openMailto, name, email, message, send } = setup()
    await user.type(name, "Ana")
    await user.type(email, "ana@example.com")
    await user.type(message, "Please call me about nightly cleaning.")
    await user.click(send)
    expect(openMailto).toHaveBeenCalledTimes(1)
    const mail = decoded(openMailto.mock.calls[0][0])
    expect(mail.to).toBe(site.email)
    expect(mail.subject).toBe("Website Inquiry from Ana")
    expect(mail.body).toBe("Name: Ana\r\nEmail: ana@example.com\r\n\r\nPlease call me about nightly cleaning.")
    expect(screen.getByRole("status")).toHaveTextContent("Your e-mail program should now open")
  })

  it("encodes '&', '#', '?', accents and line breaks so the whole message arrives", async () => {
    const { user, openMailto, name, email, message, send } = setup()
    await user.type(name, "José & Søn #1?")
    await user.type(email, "jose@example.com")
    await user.type(message, "First line & more{Enter}Second line? #3")
    await user.click(send)
    const href: string = openMailto.mock.calls[0][0]
    expect(href).not.toMatch(/#/)
    expect(href.match(/\?/g)).toHaveLength(1)
    expect(href).toContain("Jos%C3%A9%20%26%20S%C3%B8n%20%231%3F")
    expect(href).toContain("First%20line%20%26%20more%0D%0ASecond%20line%3F%20%233")
    const mail = decoded(href)
    expect(mail.subject).toBe("Website Inquiry from José & Søn #1?")
    expect(mail.body).toBe("Name: José & Søn #1?\r\nEmail: jose@example.com\r\n\r\nFirst line & more\r\nSecond line? #3")
  })

  it("clears a field's error once the visitor types in it", async () => {
    const { user, name, send } = setup()
    await user.click(send)
    await user.type(name, "A")
    expect(name).not.toHaveAttribute("aria-invalid")
  })

  it("links the privacy policy beside the form", () => {
    setup()
    const form = screen.getByRole("form", { name: "Message form" })
    const privacy = screen.getByRole("link", { name: "Privacy policy" })
    expect(privacy).toHaveAttribute("href", "/privacy/")
    expect(form).toContainElement(privacy)
  })
})
