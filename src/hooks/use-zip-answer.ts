import { useEffect, useState } from "react"
import { site, STATE_NAMES } from "../config/site"
import { loadServiceArea } from "../lib/service-area/load-service-area"
import { answerZip, type ZipAnswer } from "../lib/service-area/zip-answer"
import { readZipInput } from "../lib/service-area/zip-input"
import type { ServiceArea } from "../lib/service-area/zip-data"
import { zipMessage, type MessageFacts, type ZipMessage } from "../lib/service-area/zip-messages"

export const MESSAGE_FACTS: MessageFacts = {
  responseTime: site.responseTime,
  serviceStateNames: site.serviceStates.map((code) => STATE_NAMES[code]),
}

export type ZipState =
  | { status: "idle" }
  | { status: "checking"; zip: string }
  | { status: "failed" }
  | { status: "answered"; answer: ZipAnswer; message: ZipMessage | null }

/**
 * The answer to what is in a ZIP box, once there is something to answer: the service-area file is fetched at
 * the first ZIP code (or at `warm()`, the box's first focus), then every answer is computed in the page.
 */
export function useZipAnswer(value: string): { state: ZipState; warm: () => void } {
  const [area, setArea] = useState<ServiceArea | null>(null)
  const [failed, setFailed] = useState(false)
  const [wanted, setWanted] = useState(false)
  const input = readZipInput(value)
  // The first character typed fetches the file, so the answer is ready by the fifth digit.
  const needsData = input.kind !== "empty"

  useEffect(() => {
    if (area || !(wanted || needsData)) return
    let live = true
    setFailed(false)
    loadServiceArea().then(
      (loaded) => live && setArea(loaded),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [area, wanted, needsData])

  const warm = () => setWanted(true)
  if (input.kind !== "zip") {
    return { state: input.kind === "empty" ? { status: "idle" } : { status: "answered", answer: input, message: zipMessage(input, MESSAGE_FACTS) }, warm }
  }
  if (area) {
    const answer = answerZip(value, area)
    return { state: { status: "answered", answer, message: zipMessage(answer, MESSAGE_FACTS) }, warm }
  }
  return { state: failed ? { status: "failed" } : { status: "checking", zip: input.zip }, warm }
}
