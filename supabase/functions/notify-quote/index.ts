// Supabase Edge Function notify-quote: e-mails each quote to the office and acknowledges it to
// the prospect, exactly once. See supabase/README.md for secrets, deployment and the schedule.
import { appFromEnv } from "./app.ts"

// The one place the function reads the wall clock; everything below takes "now" from here.
const { handler } = appFromEnv(Deno.env.toObject(), () => new Date())

Deno.serve(handler)
