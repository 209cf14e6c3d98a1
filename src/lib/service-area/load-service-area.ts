/**
 * The browser's copy of the service-area file: fetched from our own site once, on the first use of a ZIP box
 * (never on page load), and read once. A failed fetch is forgotten, so the next use tries again.
 */
import { SERVICE_AREA_PATH, readServiceArea, type ServiceArea, type ServiceAreaFile } from "./zip-data"

let loading: Promise<ServiceArea> | null = null

export function loadServiceArea(): Promise<ServiceArea> {
  // Started inside a promise, so a fetch that throws at once (none in the page, a blocked request) is a failed
  // load like any other: the box says it could not check, never breaks the form around it.
  loading ??= Promise.resolve()
    .then(() => fetch(SERVICE_AREA_PATH, { credentials: "same-origin" }))
    .then((response) => {
      if (!response.ok) throw new Error(`${SERVICE_AREA_PATH}: HTTP ${response.status}`)
      return response.json() as Promise<ServiceAreaFile>
    })
    .then(readServiceArea)
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
