/**
 * The bot check of one form (src/lib/bot-check): nothing until the visitor starts on the form (start(),
 * on its first focus), then a challenge fetched and solved in the background, so the proof is usually
 * ready before the visitor sends. take() hands the proof over once (the database accepts a proof once),
 * after waiting for it or making a new one if it failed or is about to expire; renew() throws the old one
 * away and starts again (after the database refused it).
 */
import { useCallback, useEffect, useRef, useState } from "react"
import type { BotProof } from "../lib/bot-check/bot-proof"
import { supabaseConfig } from "../lib/supabase/client"
import { visitorNow } from "../lib/visitor-clock"

export type BotCheckState = "idle" | "checking" | "ready" | "failed"

type BotProofModule = typeof import("../lib/bot-check/bot-proof")

let proofModule: Promise<BotProofModule> | null = null
const loadBotProof = () => {
  proofModule ??= import("../lib/bot-check/bot-proof").catch((error: unknown) => {
    proofModule = null // a chunk lost on a bad connection is tried again next time
    throw error
  })
  return proofModule
}

export interface BotCheck {
  state: BotCheckState
  /** Starts the check if none is under way or ready, and the last did not fail; cheap to call on every focus. */
  start: () => void
  /** The proof to send, used up; null when no backend is configured. Throws when no proof can be made. */
  take: () => Promise<string | null>
  /** Drops the current proof and starts a new check (the last one was refused). */
  renew: () => void
}

export function useBotCheck(): BotCheck {
  const [state, setState] = useState<BotCheckState>("idle")
  const current = useRef<Promise<BotProof> | null>(null)
  /** The last check failed: it is tried again when the visitor sends, not on every focus. */
  const failed = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const begin = useCallback((): Promise<BotProof> | null => {
    const config = supabaseConfig()
    if (!config) return null
    setState("checking")
    failed.current = false
    const attempt = loadBotProof().then(({ makeProof }) => makeProof({ url: config.url, anonKey: config.anonKey }, visitorNow))
    current.current = attempt
    attempt.then(
      () => {
        if (current.current === attempt && mounted.current) setState("ready")
      },
      (error: unknown) => {
        if (current.current !== attempt || !mounted.current) return
        console.error("Bot check: no proof could be made", error)
        current.current = null
        failed.current = true
        setState("failed")
      },
    )
    return attempt
  }, [])

  const start = useCallback(() => {
    if (!current.current && !failed.current) begin()
  }, [begin])

  const take = useCallback(async (): Promise<string | null> => {
    const earlier = current.current
    let attempt = earlier ?? begin()
    if (!attempt) return null
    let proof: BotProof
    try {
      proof = await attempt
    } catch (error) {
      // A check started earlier may have failed on a connection that is back: one more, started now.
      if (!earlier) throw error
      attempt = begin()
      if (!attempt) return null
      proof = await attempt
    }
    const { isUsable } = await loadBotProof()
    if (!isUsable(proof, visitorNow())) {
      attempt = begin()
      if (!attempt) return null
      proof = await attempt
    }
    if (current.current === attempt) {
      current.current = null
      if (mounted.current) setState("idle")
    }
    return proof.payload
  }, [begin])

  const renew = useCallback(() => {
    current.current = null
    begin()
  }, [begin])

  return { state, start, take, renew }
}
