/** supabase/config.toml, read as the Supabase CLI reads it (TOML): the settings the project's security rests on. */
import fs from "node:fs"
import path from "node:path"
import { parse } from "smol-toml"

const config = parse(fs.readFileSync(path.join(__dirname, "../../supabase/config.toml"), "utf8")) as {
  auth: { enable_signup: boolean; enable_anonymous_sign_ins: boolean; email: { enable_signup: boolean }; sms: { enable_signup: boolean }; external?: Record<string, { enabled?: boolean }> }
  functions?: Record<string, { verify_jwt?: boolean }>
}

describe("supabase/config.toml", () => {
  it("turns every Auth sign-up off, so Supabase Auth sends no mail to an address a stranger typed", () => {
    expect(config.auth.enable_signup).toBe(false)
    expect(config.auth.enable_anonymous_sign_ins).toBe(false)
    expect(config.auth.email.enable_signup).toBe(false)
    expect(config.auth.sms.enable_signup).toBe(false)
    for (const [provider, settings] of Object.entries(config.auth.external ?? {})) expect([provider, settings.enabled ?? false]).toEqual([provider, false])
  })

  it("skips JWT verification only for the signed webhook; the notify functions keep it", () => {
    expect(config.functions?.["mail-events"]?.verify_jwt).toBe(false)
    for (const name of ["notify-quote", "notify-application"]) expect(config.functions?.[name]?.verify_jwt ?? true).toBe(true)
  })
})
