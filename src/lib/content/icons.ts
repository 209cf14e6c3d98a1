/** Icon names a content file may use (`icon: leaf`); src/components/icon maps each to a lucide icon. */
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
