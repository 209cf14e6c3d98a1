/**
 * A token for a link in a mail, made from a secret and the outbox row's id: every attempt to send one mail
 * carries the same link, so a retry the provider answers from its idempotency cache (the first attempt
 * went out after all) still matches what the database stored. 43 url-safe characters; only its SHA-256 is
 * stored.
 */
const encoder = new TextEncoder()

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")

export async function linkToken(secret: string, purpose: string, id: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${purpose}:${id}`))))
}

export async function sha256Hex(value: string): Promise<string> {
  return Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value))), (b) => b.toString(16).padStart(2, "0")).join("")
}
