// supabase-js 2.109 refuses to construct on Node 20, which has no native WebSocket; browsers
// have one. The request tests never open a realtime socket, but createClient checks for it.
import WebSocket from "ws"

if (typeof globalThis.WebSocket === "undefined") {
  Object.assign(globalThis, { WebSocket })
}
