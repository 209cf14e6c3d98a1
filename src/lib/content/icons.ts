/** Icon names a content file may use (`icon: leaf`); ICON_MODULES names the lucide icon each draws. */
export const ICON_NAMES = [
  "award",
  "badge-check",
  "badge-dollar",
  "building",
  "calendar-check",
  "clipboard-check",
  "clock",
  "graduation-cap",
  "handshake",
  "hard-hat",
  "heart-handshake",
  "leaf",
  "map-pin",
  "recycle",
  "server",
  "shield-check",
  "spray-can",
  "thumbs-up",
  "timer",
  "trash",
  "truck",
  "users",
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const isIconName = (value: unknown): value is IconName => ICON_NAMES.includes(value as IconName)

/**
 * The lucide-react icon module (lucide-react/icons/<module>) each content name draws. The build reads its
 * shapes (gatsby/lib/content-icons.ts) into the page's data, so a page carries only the icons it shows.
 */
export const ICON_MODULES: Record<IconName, string> = {
  award: "award",
  "badge-check": "badge-check",
  "badge-dollar": "badge-dollar-sign",
  building: "building",
  "calendar-check": "calendar-check",
  "clipboard-check": "clipboard-check",
  clock: "clock",
  "graduation-cap": "graduation-cap",
  handshake: "handshake",
  "hard-hat": "hard-hat",
  "heart-handshake": "heart-handshake",
  leaf: "leaf",
  "map-pin": "map-pin",
  recycle: "recycle",
  server: "server",
  "shield-check": "shield-check",
  "spray-can": "spray-can",
  "thumbs-up": "thumbs-up",
  timer: "timer",
  trash: "trash",
  truck: "truck",
  users: "users",
}
