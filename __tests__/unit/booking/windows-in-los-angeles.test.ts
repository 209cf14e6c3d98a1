/**
 * @jest-environment <rootDir>/__tests__/fixtures/device-time-zone-environment.js
 * @jest-environment-options {"timeZone": "America/Los_Angeles"}
 */
import { deviceTimeZoneCases } from "./device-time-zone-cases"

it("runs in a process set to America/Los_Angeles, as a visitor's device there would", () => {
  expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(480)
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/Los_Angeles")
})

deviceTimeZoneCases()
