/**
 * The form kit's parts (src/components/form-field, choice-group, consent-box, file-field, status-line,
 * submit-button, form-messages) as a person and a screen reader meet them: queried by role and label, with what
 * describes each control (its hint and error, aria-describedby) and what marks it invalid (aria-invalid).
 * The four forms' own tests show them in use; these hold what every form, and the next one, can rely on.
 */
import React, { useState } from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ChoiceGroup, firstChoiceId, type Choice } from "../../src/components/choice-group"
import { ConsentBox } from "../../src/components/consent-box"
import { FileField, FileList, FileRow } from "../../src/components/file-field"
import { Honeypot, SelectField, TextField } from "../../src/components/form-field"
import { DraftNotice, ErrorSummary, ResultPanel } from "../../src/components/form-messages"
import { StatusLine } from "../../src/components/status-line"
import { FormNote, SubmitButton, SubmitRow } from "../../src/components/submit-button"

describe("a text field", () => {
  it("is named by its label, without the required mark, and is required", () => {
    render(<TextField id="f-email" label="E-mail" required type="email" value="" onChange={() => undefined} />)
    const field = screen.getByRole("textbox", { name: "E-mail" })
    expect(field).toHaveAttribute("id", "f-email")
    expect(field).toHaveAttribute("type", "email")
    expect(field).toBeRequired()
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true")
  })

  it("says the quieter (optional) in its name", () => {
    render(<TextField id="f-email" label="E-mail" optional="(optional)" value="" onChange={() => undefined} />)
    expect(screen.getByRole("textbox", { name: "E-mail (optional)" })).not.toBeRequired()
  })

  it("is described by its hint, and is valid while it has no error", () => {
    render(<TextField id="f-phone" label="Phone" hint="We call or text you here." value="" onChange={() => undefined} />)
    const field = screen.getByRole("textbox", { name: "Phone" })
    expect(field).toHaveAccessibleDescription("We call or text you here.")
    expect(field).not.toHaveAttribute("aria-invalid")
  })

  it("announces its error after its hint and is marked invalid", () => {
    render(<TextField id="f-phone" label="Phone" hint="We call or text you here." error="Enter your phone number" value="" onChange={() => undefined} />)
    const field = screen.getByRole("textbox", { name: "Phone" })
    expect(field).toHaveAttribute("aria-invalid", "true")
    expect(field).toHaveAccessibleDescription("We call or text you here. Enter your phone number")
    expect(field).toHaveAttribute("aria-describedby", "f-phone-hint f-phone-error")
  })

  it("is a text area with `multiline`, and passes what is typed to the form", async () => {
    const user = userEvent.setup()
    function Form() {
      const [value, setValue] = useState("")
      return <TextField id="f-message" label="Message" multiline value={value} onChange={(event) => setValue(event.target.value)} />
    }
    render(<Form />)
    const field = screen.getByRole("textbox", { name: "Message" })
    expect(field.tagName).toBe("TEXTAREA")
    await user.type(field, "Weekends too")
    expect(field).toHaveValue("Weekends too")
  })
})

describe("a select field", () => {
  it("is a combobox named by its label, with an empty first choice when one is given, and announces its error", () => {
    const options = [
      { value: "daily", label: "Daily" },
      { value: "weekly", label: "Weekly" },
    ]
    render(<SelectField id="f-often" label="How often" options={options} placeholder="Not sure yet" error="Choose one" value="" onChange={() => undefined} />)
    const select = screen.getByRole("combobox", { name: "How often" })
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Not sure yet", "Daily", "Weekly"])
    expect(select).toHaveAttribute("aria-invalid", "true")
    expect(select).toHaveAccessibleDescription("Choose one")
  })
})

describe("a choice group", () => {
  const SHIFTS: Choice[] = [
    { value: "days", label: "Days" },
    { value: "nights", label: "Nights" },
  ]

  it("is a fieldset named by its legend, its hint and error describing the group, its choices named", () => {
    render(
      <ChoiceGroup id="f-shifts" name="shifts" type="checkbox" legend="Which shifts?" hint="Tick all you can work." error="Choose a shift" choices={SHIFTS} value={[]} onChange={() => undefined} />,
    )
    const group = screen.getByRole("group", { name: "Which shifts?" })
    expect(group.tagName).toBe("FIELDSET")
    expect(group).toHaveAccessibleDescription("Tick all you can work. Choose a shift")
    const boxes = within(group).getAllByRole("checkbox")
    expect(boxes.map((box) => box.getAttribute("name"))).toEqual(["shifts", "shifts"])
    expect(within(group).getByRole("checkbox", { name: "Nights" })).toHaveAttribute("aria-invalid", "true")
    // Where a form sends focus for the whole group.
    expect(boxes[0]).toHaveAttribute("id", firstChoiceId("f-shifts"))
  })

  it("ticks and unticks checkboxes through the form, which holds the list", async () => {
    const user = userEvent.setup()
    const changes: Array<[string, boolean]> = []
    function Form() {
      const [value, setValue] = useState<string[]>([])
      return (
        <ChoiceGroup
          id="f-shifts"
          name="shifts"
          type="checkbox"
          legend="Which shifts?"
          choices={SHIFTS}
          value={value}
          onChange={(choice, checked) => {
            changes.push([choice, checked])
            setValue((current) => (checked ? [...current, choice] : current.filter((v) => v !== choice)))
          }}
        />
      )
    }
    render(<Form />)
    await user.click(screen.getByRole("checkbox", { name: "Nights" }))
    await user.click(screen.getByText("Days")) // the whole tile is the target
    await user.click(screen.getByRole("checkbox", { name: "Nights" }))
    expect(changes).toEqual([["nights", true], ["days", true], ["nights", false]])
    expect(screen.getByRole("checkbox", { name: "Days" })).toBeChecked()
    expect(screen.getByRole("checkbox", { name: "Nights" })).not.toBeChecked()
  })

  it("is one radio group across sections, each a fieldset named by its legend, a choice described by its own hint", async () => {
    const user = userEvent.setup()
    function Booking() {
      const [value, setValue] = useState("")
      return (
        <ChoiceGroup
          id="f-window"
          name="window"
          type="radio"
          legend="Arrival window"
          required
          sections={[
            { legend: "Monday, March 2", choices: [{ value: "mon-8", label: "8–10 am", hint: "2 places left" }, { value: "mon-10", label: "10 am–12 pm" }] },
            { legend: "Tuesday, March 3", choices: [{ value: "tue-8", label: "8–10 am", disabled: true, hint: "Full" }] },
          ]}
          value={value}
          onChange={(choice) => setValue(choice)}
        />
      )
    }
    render(<Booking />)
    const question = screen.getByRole("group", { name: "Arrival window" })
    const monday = within(question).getByRole("group", { name: "Monday, March 2" })
    const early = within(monday).getByRole("radio", { name: "8–10 am" })
    expect(early).toHaveAccessibleDescription("2 places left")
    expect(within(screen.getByRole("group", { name: "Tuesday, March 3" })).getByRole("radio", { name: "8–10 am" })).toBeDisabled()
    expect(within(question).getAllByRole("radio").map((radio) => radio.id)).toEqual(["f-window-0", "f-window-1", "f-window-2"])
    await user.click(early)
    await user.click(within(monday).getByRole("radio", { name: "10 am–12 pm" }))
    expect(early).not.toBeChecked()
    expect(within(monday).getByRole("radio", { name: "10 am–12 pm" })).toBeChecked()
  })

  it("names a choice in its own language", () => {
    render(
      <ChoiceGroup
        id="f-lang"
        name="lang"
        type="radio"
        legend="Language"
        choices={[{ value: "en", label: "English", lang: "en" }, { value: "es", label: "Español", lang: "es" }]}
        value="en"
        onChange={() => undefined}
      />,
    )
    expect(screen.getByRole("radio", { name: "Español" }).closest("label")).toHaveAttribute("lang", "es")
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked()
  })
})

describe("a consent box", () => {
  it("is a required checkbox named by its sentence, which may hold a link, in a group named by its legend", async () => {
    const user = userEvent.setup()
    function Form() {
      const [checked, setChecked] = useState(false)
      return (
        <ConsentBox id="f-consent" name="consent" legend="Calls and texts" checked={checked} onChange={(event) => setChecked(event.target.checked)}>
          You may call or text me. <a href="/privacy/">Privacy policy</a>
        </ConsentBox>
      )
    }
    render(<Form />)
    const group = screen.getByRole("group", { name: "Calls and texts" })
    const box = within(group).getByRole("checkbox", { name: /You may call or text me/ })
    expect(box).toBeRequired()
    expect(within(group).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy/")
    await user.click(box)
    expect(box).toBeChecked()
  })

  it("announces its error on the group and marks the checkbox invalid", () => {
    render(
      <ConsentBox id="f-consent" name="consent" legend="Calls and texts" checked={false} onChange={() => undefined} error="Please check this box">
        You may call or text me.
      </ConsentBox>,
    )
    expect(screen.getByRole("group", { name: "Calls and texts" })).toHaveAccessibleDescription("Please check this box")
    expect(screen.getByRole("checkbox", { name: "You may call or text me." })).toHaveAttribute("aria-invalid", "true")
  })
})

describe("a file field", () => {
  const photo = new File(["jpeg"], "lobby.jpg", { type: "image/jpeg" })

  it("is named by its label and the picker's words, described by its hint, and hands the picked files to the form", async () => {
    const user = userEvent.setup()
    const onPick = jest.fn()
    render(<FileField id="f-files" label="Photos" optional="(optional)" hint="JPG or PNG." accept="image/*" multiple onPick={onPick} picker="Choose photos" />)
    const input = screen.getByLabelText("Photos (optional) Choose photos")
    expect(input).toHaveAttribute("type", "file")
    expect(input).toHaveAccessibleDescription("JPG or PNG.")
    expect(input).not.toHaveAttribute("aria-invalid")
    await user.upload(input, photo)
    expect(onPick).toHaveBeenCalledWith([photo])
  })

  it("says why files were refused in a polite live region that describes the picker", () => {
    const { rerender } = render(<FileField id="f-files" label="Photos" accept="image/*" onPick={() => undefined} picker="Choose photos" />)
    const region = document.getElementById("f-files-error")!
    expect(region).toHaveAttribute("aria-live", "polite")
    expect(region).toBeEmptyDOMElement() // in the page before there is anything to say
    rerender(<FileField id="f-files" label="Photos" accept="image/*" onPick={() => undefined} picker="Choose photos" errors={["Only images, please."]} />)
    const input = screen.getByLabelText(/Photos/)
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveAccessibleDescription("Only images, please.")
    expect(region).toHaveTextContent("Only images, please.")
  })

  it("lists the chosen files, each with a named remove button; a one-file field shows its file in place of the picker", async () => {
    const user = userEvent.setup()
    const onRemove = jest.fn()
    render(
      <FileField id="f-resume" label="Résumé" accept="image/*" onPick={() => undefined} picker="Take a photo" chosen={<FileRow as="div" icon={null} name="resume.jpg" size="0.5 MB" removeLabel="Remove resume.jpg" onRemove={onRemove} />}>
        <FileList label="Attached files">
          <FileRow icon={null} name="plan.pdf" size="1.2 MB" status="Uploaded" statusTone="done" removeLabel="Remove plan.pdf" onRemove={() => undefined} />
        </FileList>
      </FileField>,
    )
    expect(screen.queryByLabelText(/Take a photo/)).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Remove resume.jpg" }))
    expect(onRemove).toHaveBeenCalledTimes(1)
    const list = screen.getByRole("list", { name: "Attached files" })
    expect(within(list).getByRole("listitem")).toHaveTextContent("plan.pdf1.2 MBUploaded")
    expect(within(list).getByRole("button", { name: "Remove plan.pdf" })).toBeEnabled()
  })
})

describe("a status line", () => {
  it("is a live region in the page before it says anything, then says what happened, links included", () => {
    const { rerender } = render(<StatusLine tone="success" icon={<svg data-testid="tick" />} />)
    const line = screen.getByRole("status")
    expect(line).toBeEmptyDOMElement()
    rerender(
      <StatusLine tone="success" icon={<svg data-testid="tick" />}>
        We serve 33602. <a href="/locations/tampa/">Tampa cleaning</a>
      </StatusLine>,
    )
    expect(screen.getByRole("status")).toBe(line) // the same region, so the words are announced
    expect(line).toHaveTextContent("We serve 33602. Tampa cleaning")
    expect(within(line).getByRole("link", { name: "Tampa cleaning" })).toHaveAttribute("href", "/locations/tampa/")
    expect(within(line).getByTestId("tick")).toBeInTheDocument()
  })
})

describe("a submit button", () => {
  it("sends the form, and while busy is disabled, says so and shows its busy words without its icon", () => {
    const { rerender } = render(
      <SubmitButton icon={<svg data-testid="send" />} busy={false}>
        Send
      </SubmitButton>,
    )
    const button = screen.getByRole("button", { name: "Send" })
    expect(button).toHaveAttribute("type", "submit")
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute("aria-busy")
    expect(screen.getByTestId("send")).toBeInTheDocument()
    rerender(
      <SubmitButton icon={<svg data-testid="send" />} busy>
        Sending…
      </SubmitButton>,
    )
    const busy = screen.getByRole("button", { name: "Sending…" })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute("aria-busy", "true")
    expect(screen.queryByTestId("send")).not.toBeInTheDocument()
  })

  it("sits in the row under the fields with the status line and the note", () => {
    render(
      <SubmitRow>
        <SubmitButton>Send</SubmitButton>
        <StatusLine>Automatic spam check done.</StatusLine>
        <FormNote>
          We keep it private. <a href="/privacy/">Privacy policy</a>
        </FormNote>
      </SubmitRow>,
    )
    const row = screen.getByRole("button", { name: "Send" }).parentElement!
    expect(row).toContainElement(screen.getByRole("status"))
    expect(row).toContainElement(screen.getByRole("link", { name: "Privacy policy" }))
  })
})

describe("messages above a form", () => {
  it("the error summary is an assertive live region from the start, listing what a failed send is missing", () => {
    const { container, rerender } = render(<ErrorSummary messages={[]} />)
    const region = container.firstElementChild!
    expect(region).toHaveAttribute("aria-live", "assertive")
    expect(region).toBeEmptyDOMElement()
    rerender(<ErrorSummary messages={["Please fill in all required fields", "Please select at least one service"]} />)
    expect(within(region as HTMLElement).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Please fill in all required fields",
      "Please select at least one service",
    ])
  })

  it("a result is a status when it went through and an alert when nothing was sent, and can take focus", () => {
    const { rerender } = render(<ResultPanel tone="success" title="Quote submitted!" lines={["We'll call you."]} />)
    expect(screen.getByRole("status")).toHaveTextContent("Quote submitted!We'll call you.")
    expect(screen.getByRole("status")).toHaveAttribute("tabindex", "-1")
    rerender(<ResultPanel tone="error" title="We couldn't send it." actions={<a href="tel:+18135550142">Call</a>} />)
    const alert = screen.getByRole("alert")
    expect(within(alert).getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+18135550142")
  })

  it("a kept draft is said as a status, with a button that clears the form", async () => {
    const user = userEvent.setup()
    const onClear = jest.fn()
    render(<DraftNotice text="We kept what you entered." clearLabel="Clear the form" onClear={onClear} />)
    expect(screen.getByRole("status")).toHaveTextContent("We kept what you entered.")
    await user.click(screen.getByRole("button", { name: "Clear the form" }))
    expect(onClear).toHaveBeenCalledTimes(1)
  })
})

describe("the honeypot", () => {
  it("is out of the tab order and hidden from assistive technology, under a name bots fill", () => {
    render(<Honeypot id="f-website" name="website" label="Website (leave this empty)" inputRef={React.createRef()} />)
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument()
    const trap = screen.getByLabelText("Website (leave this empty)")
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap).toHaveAttribute("name", "website")
  })
})
