/**
 * Tells the database that a quote's files are all in (uploaded and recorded, or given up on): the
 * office e-mail waits for this mark, for at most 30 minutes after the quote was saved, so that it lists
 * every file (supabase/README.md). Idempotent on the server; never throws here, as the quote and its
 * files are saved whatever becomes of the mark.
 */
import type { SupabaseClient } from "@supabase/supabase-js"

export const FINISH_UPLOADS_FUNCTION = "finish_quote_uploads"

export async function markUploadsFinished(client: Pick<SupabaseClient, "rpc">, quoteId: string): Promise<boolean> {
  try {
    const { error } = await client.rpc(FINISH_UPLOADS_FUNCTION, { p_quote_id: quoteId })
    if (!error) return true
    console.error(`Quote ${quoteId}: the files could not be marked as all sent; the office e-mail goes out at the latest 30 minutes after the quote`, error)
  } catch (error) {
    console.error(`Quote ${quoteId}: the files could not be marked as all sent`, error)
  }
  return false
}
