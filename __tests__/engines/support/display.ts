/**
 * A virtual X display of our own (Xvfb) for the WebKit browser, which has no headless mode: Xvfb picks a
 * free display number itself (-displayfd) and writes it on a pipe, so parallel runs never collide.
 */
import { spawn, type ChildProcess } from "node:child_process"

export interface Display {
  /** The value for DISPLAY, e.g. ":99". */
  name: string
  stop(): Promise<void>
}

export function startDisplay(timeoutMs = 20_000): Promise<Display> {
  return new Promise((resolve, reject) => {
    let xvfb: ChildProcess
    try {
      xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], { stdio: ["ignore", "ignore", "pipe", "pipe"] })
    } catch (error) {
      return reject(new Error(`Xvfb did not start: ${String(error)}`))
    }
    let stderr = ""
    xvfb.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => {
      xvfb.kill("SIGKILL")
      reject(new Error(`Xvfb gave no display number within ${timeoutMs} ms: ${stderr.trim()}`))
    }, timeoutMs)
    xvfb.once("error", (error) => {
      clearTimeout(timer)
      reject(new Error(`Xvfb did not start (is the xvfb package installed?): ${error.message}`))
    })
    xvfb.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`))
    })
    let number = ""
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      number += chunk.toString()
      if (!number.includes("\n")) return
      clearTimeout(timer)
      xvfb.removeAllListeners("exit")
      resolve({
        name: `:${number.trim()}`,
        stop: () =>
          new Promise<void>((done) => {
            if (xvfb.exitCode !== null) return done()
            xvfb.once("exit", () => done())
            xvfb.kill("SIGTERM")
          }),
      })
    })
  })
}
