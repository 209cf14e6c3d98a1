/**
 * Asks the notify-quote Edge Function (supabase/functions/notify-quote) to e-mail the office and the
 * prospect about one saved quote, through the shared fire-and-forget request (src/lib/supabase/notify-function.ts).
 */
import { functionUrl, requestNotification, type NotifyOptions } from "../supabase/notify-function"

export type { NotifyOptions }

export const NOTIFY_FUNCTION_PATH = "/functions/v1/notify-quote"

export const notifyQuoteUrl = (supabaseUrl: string) => functionUrl(supabaseUrl, "notify-quote")

/** Resolves when the request has ended; never rejects (a failure is only logged). */
export const requestQuoteNotification = (quoteId: string, options: NotifyOptions = {}): Promise<void> =>
  requestNotification("notify-quote", { quoteId }, `Quote ${quoteId}`, options)
