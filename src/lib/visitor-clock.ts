/**
 * The visitor's clock, in the browser: the one place the site's browser code reads the time. It measures
 * elapsed times only (how long the quote form took to fill, the age of a saved draft or of uploads left
 * pending, the time part of an upload's folder), never a date the site compares with its content: that
 * is the build's `now` (SITE_NOW, gatsby/site-now.ts). Tests set it with Jest's fake timers or
 * Playwright's `page.clock`, both of which replace `Date`.
 */
export const visitorNow = (): number => Date.now()
