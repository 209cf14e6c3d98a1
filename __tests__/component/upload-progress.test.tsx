/**
 * The upload progress panel and the after-reload panel, by role and label. Their requests are
 * tested in __tests__/database (resumable-upload, supabase-requests) and end to end in the browser.
 */
import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { UploadProgress } from "../../src/components/quote-form/upload-progress"
import { ResumeUploads } from "../../src/components/quote-form/resume-uploads"
import { MB } from "../../src/lib/quote/attachment-limits"
import { MESSAGES } from "../../src/lib/quote/messages"
import { PENDING_UPLOADS_KEY, type PendingUploads } from "../../src/lib/quote/pending-uploads"
import { pathsWithStoredUploads, recordArrived, sendPendingFile } from "../../src/lib/quote/resume-pending"
import type { FileProgress } from "../../src/lib/quote/upload-progress"
import { getSupabase } from "../../src/lib/supabase/client"

jest.mock("../../src/lib/supabase/client", () => ({ getSupabase: jest.fn() }))
jest.mock("../../src/lib/quote/resume-pending", () => ({
  pathsWithStoredUploads: jest.fn(),
  recordArrived: jest.fn(),
  sendPendingFile: jest.fn(),
}))

const sized = (name: string, bytes: number, type = "video/mp4", lastModified = 1_700_000_000_000) =>
  Object.defineProperty(new File(["x"], name, { type, lastModified }), "size", { value: bytes })

describe("the upload progress panel", () => {
  const video = sized("walkthrough.mp4", 12 * MB)
  const photo = sized("lobby.jpg", 2 * MB, "image/jpeg")
  const plan = sized("plan.pdf", 1 * MB, "application/pdf")

  it("shows the whole submission and each file in bytes and percent", () => {
    const progress: FileProgress[] = [
      { sent: 3 * MB, total: 12 * MB, status: "uploading" },
      { sent: 0, total: 2 * MB, status: "waiting" },
      { sent: 1 * MB, total: 1 * MB, status: "done" },
    ]
    render(<UploadProgress files={[video, photo, plan]} progress={progress} onCancel={() => undefined} />)
    const panel = screen.getByRole("region", { name: "Uploading your files" })
    expect(within(panel).getByRole("progressbar", { name: "Uploading your files" })).toHaveAttribute("value", "26")
    expect(within(panel).getByText("4.0 MB of 15.0 MB")).toBeInTheDocument()
    expect(within(panel).getByRole("progressbar", { name: "walkthrough.mp4: 25% sent" })).toHaveAttribute("value", "25")
    expect(within(panel).getByText("3.0 MB of 12.0 MB · 25%")).toBeInTheDocument()
    expect(within(panel).getByRole("progressbar", { name: "plan.pdf: 100% sent" })).toBeInTheDocument()
    expect(within(panel).getByText("Uploaded")).toBeInTheDocument()
  })

  it("offers cancel for a file waiting or going up resumably, and says which one was pressed", async () => {
    const onCancel = jest.fn()
    const progress: FileProgress[] = [
      { sent: 0, total: 2 * MB, status: "uploading" }, // a standard upload: one request, cannot be stopped
      { sent: 3 * MB, total: 12 * MB, status: "uploading" },
      { sent: 0, total: 1 * MB, status: "waiting" },
    ]
    render(<UploadProgress files={[photo, video, plan]} progress={progress} onCancel={onCancel} />)
    expect(screen.queryByRole("button", { name: "Cancel lobby.jpg" })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Cancel walkthrough.mp4" }))
    await userEvent.click(screen.getByRole("button", { name: "Cancel plan.pdf" }))
    expect(onCancel.mock.calls).toEqual([[1], [2]])
  })

  it("says a paused upload waits for the connection, and marks a cancelled file as not sent", () => {
    const progress: FileProgress[] = [
      { sent: 6 * MB, total: 12 * MB, status: "paused" },
      { sent: 0, total: 1 * MB, status: "cancelled" },
    ]
    render(<UploadProgress files={[video, plan]} progress={progress} onCancel={() => undefined} />)
    expect(screen.getByText("Connection lost. The upload will continue by itself when you are back online.")).toBeInTheDocument()
    expect(screen.getByText("Cancelled, not sent")).toBeInTheDocument()
    expect(screen.queryByRole("progressbar", { name: /plan\.pdf/ })).not.toBeInTheDocument()
  })
})

describe("after a reload mid-upload", () => {
  const NOW = 1_732_262_400_000
  const folder = "quotes/1732262400000-0123456789abcdef"
  const pending: PendingUploads = {
    quoteId: "q-1",
    savedAt: NOW,
    files: [
      { name: "lobby.jpg", size: 2 * MB, lastModified: 1, contentType: "image/jpeg", path: `${folder}/lobby.jpg`, state: "done" },
      { name: "walkthrough.mp4", size: 12 * MB, lastModified: 1_700_000_000_000, contentType: "video/mp4", path: `${folder}/walkthrough.mp4`, state: "unfinished" },
      { name: "plan.pdf", size: 1 * MB, lastModified: 1_700_000_000_000, contentType: "application/pdf", path: `${folder}/plan.pdf`, state: "unfinished" },
    ],
  }
  const client = { fake: "client" }

  beforeEach(() => {
    jest.clearAllMocks()
    jest.spyOn(Date, "now").mockReturnValue(NOW + 60_000)
    localStorage.setItem(PENDING_UPLOADS_KEY, JSON.stringify(pending))
    jest.mocked(getSupabase).mockResolvedValue(client as never)
    jest.mocked(pathsWithStoredUploads).mockResolvedValue(new Set([`${folder}/walkthrough.mp4`]))
    jest.mocked(recordArrived).mockImplementation(async (_c, p) => ({
      ...p,
      files: p.files.map((f) => (f.state === "done" ? { ...f, state: "recorded" as const } : f)),
    }))
    jest.mocked(sendPendingFile).mockResolvedValue({ kind: "done" })
  })
  afterEach(() => {
    localStorage.clear()
    jest.restoreAllMocks()
  })

  const panel = () => screen.getByRole("region", { name: "Your quote was received, but some files did not finish uploading" })

  it("names the files that did not arrive, says which can continue, and records the ones that did", async () => {
    render(<ResumeUploads />)
    const list = within(panel()).getByRole("list", { name: "Files that did not arrive" })
    expect(within(list).getAllByRole("listitem").map((item) => item.querySelector("span")?.textContent)).toEqual(["walkthrough.mp4", "plan.pdf"])
    expect(await within(panel()).findByText("Partly sent: choose it again to continue")).toBeInTheDocument()
    expect(within(panel()).getByText("Did not arrive: choose it again to send it")).toBeInTheDocument()
    await waitFor(() => expect(recordArrived).toHaveBeenCalledWith(client, pending))
    await waitFor(() => expect(JSON.parse(localStorage.getItem(PENDING_UPLOADS_KEY)!).files[0].state).toBe("recorded"))
  })

  it("refuses a different file, sends the same one to its path, and closes when all have arrived", async () => {
    render(<ResumeUploads />)
    const user = userEvent.setup()
    await user.upload(within(panel()).getByLabelText("Choose walkthrough.mp4"), sized("other.mp4", 12 * MB))
    expect(await screen.findByRole("alert")).toHaveTextContent('That is not "walkthrough.mp4". Please choose the same file as before.')
    expect(sendPendingFile).not.toHaveBeenCalled()

    const same = sized("walkthrough.mp4", 12 * MB)
    await user.upload(within(panel()).getByLabelText("Choose walkthrough.mp4"), same)
    await waitFor(() => expect(sendPendingFile).toHaveBeenCalledWith(client, expect.objectContaining({ quoteId: "q-1" }), 1, same, expect.anything()))
    await waitFor(() => expect(screen.queryByLabelText("Choose walkthrough.mp4")).not.toBeInTheDocument())
    await user.upload(within(panel()).getByLabelText("Choose plan.pdf"), sized("plan.pdf", 1 * MB, "application/pdf"))

    expect(await screen.findByText("Thank you. 2 more file(s) uploaded to your quote.")).toBeInTheDocument()
    expect(localStorage.getItem(PENDING_UPLOADS_KEY)).toBeNull()
  })

  it("gives the spec's upload-failure message when a file still cannot be sent", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    jest.mocked(sendPendingFile).mockResolvedValue({ kind: "failed", error: new Error("500") })
    render(<ResumeUploads />)
    await userEvent.upload(within(panel()).getByLabelText("Choose plan.pdf"), sized("plan.pdf", 1 * MB, "application/pdf"))
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.uploadFailed)
    expect(console.error).toHaveBeenCalled()
  })

  it("lets the visitor leave the files unsent, saying which ones", async () => {
    render(<ResumeUploads />)
    await userEvent.click(within(panel()).getByRole("button", { name: "Don't send these files" }))
    expect(screen.getByRole("status")).toHaveTextContent('These files were not sent: "walkthrough.mp4", "plan.pdf". You can e-mail them to us.')
    expect(localStorage.getItem(PENDING_UPLOADS_KEY)).toBeNull()
  })

  it("shows nothing without a record, or with one older than a day", () => {
    localStorage.clear()
    const { container, unmount } = render(<ResumeUploads />)
    expect(container).toBeEmptyDOMElement()
    unmount()
    jest.spyOn(Date, "now").mockReturnValue(NOW + 25 * 60 * 60 * 1000)
    localStorage.setItem(PENDING_UPLOADS_KEY, JSON.stringify(pending))
    expect(render(<ResumeUploads />).container).toBeEmptyDOMElement()
  })
})
