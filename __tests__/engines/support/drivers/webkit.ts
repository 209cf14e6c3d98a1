/**
 * WebKit (WebKitGTK's MiniBrowser, Debian's webkit2gtk-driver) through WebKitWebDriver, which speaks classic
 * W3C WebDriver only, allows one session per driver process and needs a display (an Xvfb of our own).
 * WebdriverIO drives it (`wdio:enforceWebDriverClassic`: no BiDi here). MiniBrowser runs full screen so that
 * no toolbar sets a minimum width, and the window is then sized to the viewport. There is no request
 * interception and no console event: the site server adds the page's error collector (site-server.ts).
 * Pages share the one window; each page's storage is cleared when it closes.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import { remote } from "webdriverio"
import { startDisplay } from "../display"
import { viewportHeight, type Driver, type DriverElement, type DriverPage } from "../driver"

const MINIBROWSER_CANDIDATES = ["x86_64-linux-gnu", "aarch64-linux-gnu"].map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)

export function miniBrowserPath(): string {
  const found = [process.env.MINIBROWSER_PATH, ...MINIBROWSER_CANDIDATES].find((file): file is string => !!file && fs.existsSync(file))
  if (!found) throw new Error("MiniBrowser not found: install Debian's webkit2gtk-driver (it brings libwebkit2gtk-4.1-0), or set MINIBROWSER_PATH")
  return found
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.once("error", reject)
  })

async function driverReady(port: number, exited: () => string | null, timeoutMs = 30_000) {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    const exit = exited()
    if (exit) throw new Error(`WebKitWebDriver exited: ${exit}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within ${timeoutMs} ms`)
}

type Browser = Awaited<ReturnType<typeof remote>>

export async function startWebKit(): Promise<Driver> {
  const display = await startDisplay()
  const port = await freePort()
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], { env: { ...process.env, DISPLAY: display.name }, stdio: ["ignore", "ignore", "pipe"] })
  let driverLog = ""
  let exit: string | null = null
  driver.stderr?.on("data", (chunk: Buffer) => (driverLog = (driverLog + chunk.toString()).slice(-2000)))
  driver.once("error", (error) => (exit = `could not run it (is webkit2gtk-driver installed?): ${error.message}`))
  driver.once("exit", (code, signal) => (exit = `code ${code ?? signal}: ${driverLog.trim()}`))
  const stop = async () => {
    if (driver.exitCode === null) driver.kill("SIGTERM")
    await display.stop()
  }
  let browser: Browser
  try {
    await driverReady(port, () => exit)
    browser = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      connectionRetryCount: 0,
      // A driver call may wait on the page for up to WAIT_MS (engine-page.ts) on a busy machine.
      connectionRetryTimeout: 240_000,
      capabilities: {
        browserName: "MiniBrowser",
        // "eager" left later script calls waiting for ever on some pages (WebKitWebDriver 2.50); "normal" waits for load.
        pageLoadStrategy: "normal",
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation", "--full-screen"] },
      } as WebdriverIO.Capabilities,
    })
    await browser.setTimeout({ script: 180_000, pageLoad: 180_000 })
  } catch (error) {
    await stop()
    throw error
  }
  const version = `WebKitGTK ${browser.capabilities.browserVersion ?? "?"}`
  return {
    name: "webkit",
    version,
    async open(width) {
      await browser.setWindowSize(width, viewportHeight(width))
      const page: DriverPage = {
        async goto(url) {
          await browser.url(url)
          const inner = await browser.execute(() => window.innerWidth)
          if (inner !== width) throw new Error(`webkit: the viewport is ${inner} px wide, not ${width}`)
        },
        run: <T>(expression: string) => browser.execute(`return ${expression}`) as Promise<T>,
        element: async (expression) => (await browser.$(await browser.execute(`return ${expression}`))) as unknown as DriverElement,
        click: (element) => (element as unknown as WebdriverIO.Element).click(),
        type: (element, text) => (element as unknown as WebdriverIO.Element).addValue(text),
        setFiles: (element, paths) => (element as unknown as WebdriverIO.Element).addValue(paths.join("\n")),
        press: (key) => browser.keys(key),
        screenshot: async (path) => void (await browser.saveScreenshot(path)),
        driverErrors: () => [],
        async close() {
          await browser.execute(() => {
            localStorage.clear()
            sessionStorage.clear()
          })
          await browser.deleteAllCookies()
          await browser.url("about:blank")
        },
      }
      return page
    },
    async quit() {
      await browser.deleteSession().catch(() => undefined)
      await stop()
    },
  }
}
