import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { loadEnvFile } from "../../../gatsby/load-env"

describe("the build's environment file", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "env-"))
  fs.writeFileSync(path.join(root, ".env.production"), "GATSBY_TEST_ONLY_URL=https://abcd.supabase.co\nTEST_ONLY_SITE_URL=https://file.example\n")
  afterEach(() => {
    delete process.env.GATSBY_TEST_ONLY_URL
    delete process.env.TEST_ONLY_SITE_URL
  })

  it("gives the Node side the values Gatsby puts in the browser bundle", () => {
    loadEnvFile(root, "production")
    expect(process.env.GATSBY_TEST_ONLY_URL).toBe("https://abcd.supabase.co")
  })

  it("lets a variable already set in the environment win over the file", () => {
    process.env.TEST_ONLY_SITE_URL = "https://shell.example"
    loadEnvFile(root, "production")
    expect(process.env.TEST_ONLY_SITE_URL).toBe("https://shell.example")
  })

  it("reads nothing when the file for the stage does not exist", () => {
    loadEnvFile(root, "development")
    expect(process.env.GATSBY_TEST_ONLY_URL).toBeUndefined()
  })
})
