/**
 * The words of the site's frame (header, menus, footer, quick actions) in each language; the hiring pages'
 * fixed words are in hiring-text.ts, which loads with those pages only. Page copy is content (content/pages/,
 * content/jobs/ and their es/ folders); these are the words around it that code writes. One dictionary, read
 * by the same components in both languages. Spanish as it is spoken and read in Florida: tú.
 */
import type { StateCode } from "../content/constants"
import type { Lang } from "./language"

export interface UiText {
  skipToContent: string
  /** The header's line; null for the site's own (content/settings/site.json). */
  tagline: string | null
  nav: {
    main: string
    home: string
    services: string
    locations: string
    company: string
    blog: string
    about: string
    serviceAreas: string
    careers: string
    jobs: string
    contact: string
    faq: string
    getFreeQuote: string
  }
  menu: { open: string; close: string; title: string; text: string; call: string }
  footer: {
    blurb: string
    based: string
    services: string
    cities: string
    locations: string
    allServiceAreas: string
    serving: string
    contact: string
    rights: string
    freeQuote: string
    accessibility: string
    privacy: string
    /** "Available 24/7", from the opening hours in site.json. */
    availability: (openingHours: string) => string
    /** States whose name differs in this language (Carolina del Sur); the others keep the contract's name. */
    stateNames: Partial<Record<StateCode, string>>
  }
  quickActions: { label: string; quote: string; text: string; call: string }

}

/** "December 31, 2026" / "31 de diciembre de 2026": a validThrough day (YYYY-MM-DD) as the page's language says it. */
export function longDate(isoDay: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDay}T12:00:00Z`))
}

const EN: UiText = {
  skipToContent: "Skip to main content",
  tagline: null,
  nav: {
    main: "Main",
    home: "Home",
    services: "Services",
    locations: "Locations",
    company: "Company",
    blog: "Blog",
    about: "About",
    serviceAreas: "Service Areas",
    careers: "Careers",
    jobs: "Jobs",
    contact: "Contact",
    faq: "FAQ",
    getFreeQuote: "Get Free Quote",
  },
  menu: { open: "Open menu", close: "Close menu", title: "Menu", text: "Text", call: "Call" },
  footer: {
    blurb:
      "Commercial cleaning and disinfection for offices, restaurants, retail stores, warehouses, medical offices and data centers. Licensed, insured and on call 24/7.",
    based: "Based in Tampa, FL",
    services: "Services",
    cities: "Cities",
    locations: "Locations",
    allServiceAreas: "All service areas",
    serving: "Serving",
    contact: "Contact",
    rights: "All rights reserved. Licensed and Insured.",
    freeQuote: "Free Quote",
    accessibility: "Accessibility",
    privacy: "Privacy",
    availability: (hours) => `Available ${hours}`,
    stateNames: {},
  },
  quickActions: { label: "Quick contact", quote: "Get a Quote", text: "Text Us", call: "Call Now" },
}

const ES: UiText = {
  skipToContent: "Saltar al contenido principal",
  tagline: "Trabajamos en Florida y el sureste",
  nav: {
    main: "Principal",
    home: "Inicio",
    services: "Servicios",
    locations: "Ciudades",
    company: "La empresa",
    blog: "Blog",
    about: "Nosotros",
    serviceAreas: "Áreas de servicio",
    careers: "Trabaja con nosotros",
    jobs: "Empleos",
    contact: "Contacto",
    faq: "Preguntas frecuentes",
    getFreeQuote: "Cotización gratis",
  },
  menu: {
    open: "Abrir el menú",
    close: "Cerrar el menú",
    title: "Menú",
    text: "Texto",
    call: "Llámanos",
  },
  footer: {
    blurb:
      "Limpieza comercial y desinfección para oficinas, restaurantes, tiendas, almacenes, consultorios médicos y centros de datos. Con licencia, asegurados y disponibles 24/7.",
    based: "Con sede en Tampa, FL",
    services: "Servicios",
    cities: "Ciudades",
    locations: "Ciudades",
    allServiceAreas: "Todas las áreas de servicio",
    serving: "Trabajamos en",
    contact: "Contacto",
    rights: "Todos los derechos reservados. Con licencia y asegurados.",
    freeQuote: "Cotización gratis",
    accessibility: "Accesibilidad",
    privacy: "Privacidad",
    availability: (hours) => `Disponibles ${hours}`,
    stateNames: { SC: "Carolina del Sur", NC: "Carolina del Norte" },
  },
  // One name for each thing, as the hiring pages say it: "Mándanos un texto" where there is room, "Texto" in the bar and
  // the phone menu (short, beside its icon); "Llámanos" everywhere.
  quickActions: { label: "Contacto rápido", quote: "Cotización", text: "Texto", call: "Llámanos" },
}

export const UI_TEXT: Record<Lang, UiText> = { en: EN, es: ES }

/** The frame's and hiring pages' words in a language. */
export const uiText = (lang: Lang): UiText => UI_TEXT[lang]
