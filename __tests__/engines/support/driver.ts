/**
 * The thin part that differs per engine: what each driver does natively (open a page at a width, run a
 * script in it, turn a script's element into something it can click or type into, take a screenshot).
 * Everything the smoke set asks of a page is built on these few calls once (engine-page.ts), so the three
 * engines run the same test source.
 */
export type EngineName = "chromium" | "firefox" | "webkit"

export const ENGINES: readonly EngineName[] = ["chromium", "firefox", "webkit"]

/** An element as the driver holds it (Playwright's or Puppeteer's ElementHandle, WebdriverIO's element). */
export type DriverElement = { readonly __driverElement: unique symbol }

export interface DriverPage {
  /** Navigates and resolves once the document is parsed (DOMContentLoaded); the tests wait for what they need after. */
  goto(url: string): Promise<void>
  /** Evaluates a JavaScript expression in the page and returns its (awaited) JSON value. */
  run<T>(expression: string): Promise<T>
  /** Evaluates an expression whose value is an element, for the native actions below. */
  element(expression: string): Promise<DriverElement>
  /** A trusted click at the element's centre, scrolled into view, as the driver's own click does. */
  click(element: DriverElement): Promise<void>
  /** Focuses the element and types the text key by key. */
  type(element: DriverElement, text: string): Promise<void>
  /** Gives an `<input type=file>` these files. */
  setFiles(element: DriverElement, paths: string[]): Promise<void>
  /** Presses one key ("Escape", "Enter") on the focused element. */
  press(key: "Escape" | "Enter" | "Tab" | "Space"): Promise<void>
  /** A PNG of the viewport. */
  screenshot(path: string): Promise<void>
  /** Console errors and uncaught exceptions the driver itself reports (none for WebKitWebDriver). */
  driverErrors(): string[]
  /** Leaves nothing of the visit behind for the next page (storage of its own, or cleared). */
  close(): Promise<void>
}

export interface Driver {
  name: EngineName
  /** The browser's own name and version, as the driver reports it. */
  version: string
  /** A page at this viewport width (a phone's 844 px tall below 600 px, else 900 px). */
  open(width: number): Promise<DriverPage>
  quit(): Promise<void>
}

export const viewportHeight = (width: number) => (width < 600 ? 844 : 900)
