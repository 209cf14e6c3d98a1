/** The company works in Tampa: times in the e-mails are Florida's (Eastern) time, with the zone shown. */
const FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
})

/** e.g. "Saturday, July 4, 2026 at 12:05 PM EDT" */
export function floridaTime(instant: Date): string {
  return FORMAT.format(instant)
}
