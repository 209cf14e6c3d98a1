/**
 * @jest-environment <rootDir>/__tests__/fixtures/device-time-zone-environment.js
 * @jest-environment-options {"timeZone": "Asia/Tokyo"}
 */
import { deviceTimeZoneCases } from "./device-time-zone-cases"

it("runs in a process set to Asia/Tokyo, as a visitor's device there would", () => {
  expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(-540)
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Asia/Tokyo")
})

deviceTimeZoneCases()
