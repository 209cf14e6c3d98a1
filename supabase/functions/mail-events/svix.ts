/**
 * Resend signs its webhooks with Svix (resend.com/docs/webhooks/verify-webhooks-requests): headers
 * svix-id, svix-timestamp (Unix seconds) and svix-signature (space-separated "v1,<base64>"), where
 * each signature is base64(HMAC-SHA256(key, "<id>.<timestamp>.<raw body>")) and the key is the base64
 * after "whsec_" in the endpoint's signing secret. A timestamp more than 5 minutes from now is refused,
 * so a captured request cannot be replayed later. Pure apart from WebCrypto; "now" is a parameter.
 */
export const TOLERANCE_SECONDS = 5 * 60

const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** Constant-time comparison of two strings of any length. */
function sameText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let difference = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) difference |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return difference === 0
}

export async function svixSignature(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", fromBase64(secret.replace(/^whsec_/, "")), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`))
  return `v1,${toBase64(new Uint8Array(mac))}`
}

export async function verifySvix(
  secret: string,
  headers: Headers,
  body: string,
  now: Date,
): Promise<boolean> {
  const id = headers.get("svix-id")
  const timestamp = headers.get("svix-timestamp")
  const signatures = headers.get("svix-signature")
  if (!secret || !id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false
  let expected: string
  try {
    expected = await svixSignature(secret, id, timestamp, body)
  } catch {
    return false // a secret that is not base64
  }
  return signatures.split(" ").some((candidate) => sameText(candidate, expected))
}
