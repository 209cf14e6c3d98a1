/**
 * Whether the browser believes it is online, and a way to hear when that changes (the window's
 * online and offline events). Injected into the resumable upload so tests can cut the network.
 */
export interface Connectivity {
  isOnline(): boolean
  /** Calls `listener` on every change; returns the function that stops listening. */
  subscribe(listener: (online: boolean) => void): () => void
}

/** The browser's own signals; outside a browser, always online. */
export function browserConnectivity(): Connectivity {
  if (typeof window === "undefined" || typeof navigator === "undefined") {
    return { isOnline: () => true, subscribe: () => () => undefined }
  }
  return {
    isOnline: () => navigator.onLine !== false,
    subscribe(listener) {
      const online = () => listener(true)
      const offline = () => listener(false)
      window.addEventListener("online", online)
      window.addEventListener("offline", offline)
      return () => {
        window.removeEventListener("online", online)
        window.removeEventListener("offline", offline)
      }
    },
  }
}
