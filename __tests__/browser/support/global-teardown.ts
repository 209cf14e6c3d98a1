export default async function globalTeardown() {
  await (globalThis as any).__STATIC_SERVER__?.close()
}
