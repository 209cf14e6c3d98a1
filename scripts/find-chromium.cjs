// Finds a Chromium-family browser for the browser tests and the benchmark.
// Order: CHROME_PATH, the usual system paths, then (Debian, as root) installs Debian's chromium.
// Never skips silently: if no browser can be had, it throws with a one-line instruction.
const fs = require("node:fs")
const { execSync } = require("node:child_process")

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
]

const isExecutable = (path) => {
  try {
    fs.accessSync(path, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

function findChromium() {
  if (process.env.CHROME_PATH) {
    if (isExecutable(process.env.CHROME_PATH)) return process.env.CHROME_PATH
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable browser.`)
  }
  const found = CANDIDATES.find(isExecutable)
  if (found) return found
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  if (isRoot && fs.existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package...")
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" })
    if (isExecutable("/usr/bin/chromium")) return "/usr/bin/chromium"
  }
  throw new Error("No Chromium-family browser found: install Chromium or Chrome, or set CHROME_PATH to its executable.")
}

/** Flags that keep headless Chromium quiet on a machine without internet. */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
]

module.exports = { findChromium, CHROMIUM_ARGS }
