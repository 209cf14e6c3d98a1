// Supabase Edge Function notify-application: e-mails each job application to the hiring manager and
// acknowledges it to the applicant (when they gave an address), exactly once. See supabase/README.md.
import { appFromEnv } from "./app.ts"

// The one place the function reads the wall clock; everything below takes "now" from here.
const { handler } = appFromEnv(Deno.env.toObject(), () => new Date())

Deno.serve(handler)
