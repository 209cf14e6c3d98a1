import React from "react"
import {
  Award,
  BadgeCheck,
  BadgeDollarSign,
  Building,
  CalendarCheck,
  ClipboardCheck,
  Clock,
  GraduationCap,
  Handshake,
  HardHat,
  HeartHandshake,
  Leaf,
  MapPin,
  Recycle,
  Server,
  ShieldCheck,
  SprayCan,
  ThumbsUp,
  Timer,
  Trash2,
  Truck,
  Users,
  type LucideIcon,
} from "lucide-react"
import { isIconName, type IconName } from "../../lib/content/icons"

const ICONS: Record<IconName, LucideIcon> = {
  award: Award,
  "badge-check": BadgeCheck,
  "badge-dollar": BadgeDollarSign,
  building: Building,
  "calendar-check": CalendarCheck,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "hard-hat": HardHat,
  "heart-handshake": HeartHandshake,
  leaf: Leaf,
  "map-pin": MapPin,
  recycle: Recycle,
  server: Server,
  "shield-check": ShieldCheck,
  "spray-can": SprayCan,
  "thumbs-up": ThumbsUp,
  timer: Timer,
  trash: Trash2,
  truck: Truck,
  users: Users,
}

/** A decorative icon named in content (`icon: leaf`); nothing when the name is missing. */
export function Icon({ name, size = 24, className }: { name?: string | null; size?: number; className?: string }) {
  if (!isIconName(name)) return null
  const Component = ICONS[name]
  return <Component size={size} aria-hidden="true" className={className} />
}
