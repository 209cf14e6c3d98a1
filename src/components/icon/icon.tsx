import React from "react"
import Award from "lucide-react/icons/award"
import BadgeCheck from "lucide-react/icons/badge-check"
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign"
import Building from "lucide-react/icons/building"
import CalendarCheck from "lucide-react/icons/calendar-check"
import ClipboardCheck from "lucide-react/icons/clipboard-check"
import Clock from "lucide-react/icons/clock"
import GraduationCap from "lucide-react/icons/graduation-cap"
import Handshake from "lucide-react/icons/handshake"
import HardHat from "lucide-react/icons/hard-hat"
import HeartHandshake from "lucide-react/icons/heart-handshake"
import Leaf from "lucide-react/icons/leaf"
import MapPin from "lucide-react/icons/map-pin"
import Recycle from "lucide-react/icons/recycle"
import Server from "lucide-react/icons/server"
import ShieldCheck from "lucide-react/icons/shield-check"
import SprayCan from "lucide-react/icons/spray-can"
import ThumbsUp from "lucide-react/icons/thumbs-up"
import Timer from "lucide-react/icons/timer"
import Trash2 from "lucide-react/icons/trash"
import Truck from "lucide-react/icons/truck"
import Users from "lucide-react/icons/users"
import type { LucideIcon } from "lucide-react"
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
