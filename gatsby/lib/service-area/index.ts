/**
 * The service-area file at build time: read from the content (the validated location files and site.json's
 * service states) and the ZIP packages, checked, and written to public/service-area.json, where the ZIP boxes
 * fetch it on first use and the office e-mail reads it (supabase/functions/notify-quote).
 */
import fs from "node:fs"
import path from "node:path"
import { SERVICE_AREA_PATH } from "../../../src/lib/service-area/zip-data"
import type { ContentFile } from "../../validate-content"
import { areaLocationOf, buildServiceAreaFile, type AreaLocation, type Built, type LocationFields } from "./service-area-file"
import { readZipSources } from "./zip-records"

/** The location pages as the service area sees them, in file order (content already validated). */
export function areaLocations(files: readonly ContentFile[]): AreaLocation[] {
  return files.filter((file) => /^locations\/[^/]+\.md$/.test(file.path)).map((file) => areaLocationOf(file.data as LocationFields, file.path))
}

export function serviceStatesOf(files: readonly ContentFile[]): string[] {
  const settings = files.find((file) => file.path === "settings/site.json")?.data as { serviceStates?: string[] } | undefined
  return settings?.serviceStates ?? []
}

export function buildServiceArea(files: readonly ContentFile[]): Built {
  return buildServiceAreaFile(readZipSources(), areaLocations(files), serviceStatesOf(files))
}

export function writeServiceArea(built: Built, publicDir: string): string {
  const target = path.join(publicDir, SERVICE_AREA_PATH)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, JSON.stringify(built.file))
  return target
}
