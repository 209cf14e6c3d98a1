import {
  clearPending,
  isSameFile,
  loadPending,
  PENDING_MAX_AGE_MS,
  PENDING_UPLOADS_KEY,
  pendingFrom,
  savePending,
  unfinishedFiles,
} from "../../../src/lib/quote/pending-uploads"

const NOW = 1_732_262_400_000
const FOLDER = "quotes/1732262400000-0123456789abcdef"

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

const files = [
  new File(["a"], "lobby.jpg", { type: "image/jpeg", lastModified: 1 }),
  new File(["b"], "rooms.csv", { type: "application/vnd.ms-excel", lastModified: 2 }),
  new File(["c"], "walkthrough.mp4", { type: "video/mp4", lastModified: 3 }),
]
const paths = [`${FOLDER}/lobby.jpg`, `${FOLDER}/rooms.csv`, `${FOLDER}/walkthrough.mp4`]

describe("the record of a submission's uploads", () => {
  it("keeps names, sizes, stored types, paths and where each file stands, never the contents", () => {
    const pending = pendingFrom("q-1", files, paths, ["done", "cancelled", "paused"], NOW)
    expect(pending).toEqual({
      quoteId: "q-1",
      savedAt: NOW,
      files: [
        { name: "lobby.jpg", size: 1, lastModified: 1, contentType: "image/jpeg", path: paths[0], state: "done" },
        { name: "rooms.csv", size: 1, lastModified: 2, contentType: "text/csv", path: paths[1], state: "cancelled" },
        { name: "walkthrough.mp4", size: 1, lastModified: 3, contentType: "video/mp4", path: paths[2], state: "unfinished" },
      ],
    })
    expect(unfinishedFiles(pending).map((f) => f.name)).toEqual(["walkthrough.mp4"])
  })

  it("reads back what it saved, and nothing once cleared", () => {
    const storage = memoryStorage()
    const pending = pendingFrom("q-1", files, paths, ["done", "uploading", "waiting"], NOW)
    savePending(pending, storage)
    expect(loadPending(storage, NOW + 1000)).toEqual(pending)
    clearPending(storage)
    expect(loadPending(storage, NOW + 1000)).toBeNull()
  })

  it("drops a record older than the 24 hours Supabase keeps an unfinished upload", () => {
    const storage = memoryStorage()
    savePending(pendingFrom("q-1", files, paths, ["uploading", "waiting", "waiting"], NOW), storage)
    expect(loadPending(storage, NOW + PENDING_MAX_AGE_MS)).not.toBeNull()
    expect(loadPending(storage, NOW + PENDING_MAX_AGE_MS + 1)).toBeNull()
    expect(storage.items.has(PENDING_UPLOADS_KEY)).toBe(false)
  })

  it("ignores a record with nothing left to finish or record", () => {
    const storage = memoryStorage()
    const pending = pendingFrom("q-1", files, paths, ["done", "cancelled", "done"], NOW)
    savePending({ ...pending, files: pending.files.map((f) => ({ ...f, state: f.state === "done" ? "recorded" : f.state })) }, storage)
    expect(loadPending(storage, NOW)).toBeNull()
  })

  it.each([
    ["not JSON", "{"],
    ["no quote id", JSON.stringify({ savedAt: NOW, files: [] })],
    ["a path outside quotes/", JSON.stringify({ quoteId: "q", savedAt: NOW, files: [{ name: "a", size: 1, lastModified: 1, contentType: "image/jpeg", path: "../a.jpg", state: "unfinished" }] })],
    ["an unknown state", JSON.stringify({ quoteId: "q", savedAt: NOW, files: [{ name: "a", size: 1, lastModified: 1, contentType: "image/jpeg", path: paths[0], state: "maybe" }] })],
  ])("ignores a stored record with %s", (_what, raw) => {
    const storage = memoryStorage()
    storage.setItem(PENDING_UPLOADS_KEY, raw)
    expect(loadPending(storage, NOW)).toBeNull()
  })

  it("recognises the same file picked again by name, size and modification time", () => {
    const [, , video] = pendingFrom("q-1", files, paths, ["done", "done", "uploading"], NOW).files
    expect(isSameFile(video, new File(["c"], "walkthrough.mp4", { type: "video/mp4", lastModified: 3 }))).toBe(true)
    expect(isSameFile(video, new File(["c"], "walkthrough.mp4", { type: "video/mp4", lastModified: 4 }))).toBe(false)
    expect(isSameFile(video, new File(["cc"], "walkthrough.mp4", { type: "video/mp4", lastModified: 3 }))).toBe(false)
    expect(isSameFile(video, new File(["c"], "other.mp4", { type: "video/mp4", lastModified: 3 }))).toBe(false)
  })
})
