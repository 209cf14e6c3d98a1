import type { StandIn } from "../../fixtures/supabase-stand-in"

export default async function globalTeardown() {
  await (globalThis as { __SUPABASE_STAND_IN__?: StandIn }).__SUPABASE_STAND_IN__?.close()
}
