/**
 * The words of the site's frame (header, menus, footer, quick actions) and of the hiring pages' fixed parts,
 * in each language. Page copy is content (content/pages/, content/jobs/ and their es/ folders); these are
 * the words around it that code writes. One dictionary, read by the same components in both languages.
 * Spanish as it is spoken and read in Florida: tú, as job ads here address applicants.
 */
import {
  CAREERS_APPLICATION_SUBJECT,
  NO_OPEN_ROLES_DESCRIPTION,
  NO_OPEN_ROLES_INTRO,
  OPEN_APPLICATION_SUBJECT,
  applicationSubject,
  careersApplicationBody,
} from "../jobs"
import { JOB_TYPE_LABELS, type JobType, type StateCode } from "../content/constants"
import type { Lang } from "./language"

export interface UiText {
  skipToContent: string
  /** The header's line; null for the site's own (content/settings/site.json). */
  tagline: string | null
  nav: {
    main: string
    mobile: string
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
  menu: { open: string; close: string; title: string; text: string; call: string; unavailable: string; freeQuote: string }
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
  hiring: {
    language: string
    /** The link to the same page in the other language, written in that language. */
    otherLanguage: string
    breadcrumbCareers: string
    breadcrumbJobs: string
    home: string
    weAreHiring: string
    backToCareers: string
    backToJobs: string
    onSite: string
    jobTypes: Record<JobType, string>
    applyByEmail: string
    applyFor: (title: string) => string
    call: string
    callAbout: (title: string) => string
    callNumber: (phone: string) => string
    textUs: string
    applyWays: string
    details: string
    applyIntro: string
    acceptedThrough: (date: string) => string
    forBusinesses: string
    getQuote: string
    seeOpenRoles: string
    seeOpenPositions: string
    seeAllRoles: string
    sendApplication: string
    needCleaning: string
    needCleaningText: (responseTime: string) => string
    noOpenRoles: string
    noOpenRolesText: (phone: string, email: string) => string
    emailAddress: (email: string) => string
    noOpenRolesIntro: string
    noOpenRolesDescription: string
    jobTitle: (title: string, city: string, region: string) => string
    /** The application e-mail an applicant's mail app opens, in the page's language (the office sees which). */
    mail: { subject: (title: string) => string; careersSubject: string; careersBody: (title: string) => string; openSubject: string }
  }
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
    mobile: "Mobile",
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
  menu: { open: "Open menu", close: "Close menu", title: "Menu", text: "Text", call: "Call", unavailable: "The full menu could not load. Check your connection, or go straight to a page:", freeQuote: "Get a Free Quote" },
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
  hiring: {
    language: "Language",
    otherLanguage: "Español",
    breadcrumbCareers: "Careers",
    breadcrumbJobs: "Jobs",
    home: "Home",
    weAreHiring: "We're hiring",
    backToCareers: "Careers",
    backToJobs: "All open roles",
    onSite: "on site",
    jobTypes: JOB_TYPE_LABELS,
    applyByEmail: "Apply via Email",
    applyFor: (title) => ` for ${title}`,
    call: "Call",
    callAbout: (title) => ` about the ${title} role`,
    callNumber: (phone) => `Call ${phone}`,
    textUs: "Text Us",
    applyWays: "Other ways to apply",
    details: "Full role details",
    applyIntro: "Apply by e-mail with your name, phone number and a few lines about your experience, or call or text us to talk about the role.",
    acceptedThrough: (date) => `Applications accepted through ${date}.`,
    forBusinesses: "Looking for cleaning for your business instead?",
    getQuote: "Get a free quote",
    seeOpenRoles: "See open roles",
    seeOpenPositions: "See open positions",
    seeAllRoles: "See all open roles",
    sendApplication: "Send an application",
    needCleaning: "Need cleaning for your business?",
    needCleaningText: (responseTime) => `Get a free quote ${responseTime}, or call us any time: we answer 24/7.`,
    noOpenRoles: "There are no open roles right now.",
    noOpenRolesText: (phone, email) => `We add crews often. Call us at ${phone} or e-mail ${email} and we'll keep your details for the next opening.`,
    emailAddress: (email) => `E-mail ${email}`,
    noOpenRolesIntro: NO_OPEN_ROLES_INTRO,
    noOpenRolesDescription: NO_OPEN_ROLES_DESCRIPTION,
    jobTitle: (title, city, region) => `${title} Job in ${city}, ${region}`,
    mail: { subject: applicationSubject, careersSubject: CAREERS_APPLICATION_SUBJECT, careersBody: careersApplicationBody, openSubject: OPEN_APPLICATION_SUBJECT },
  },
}

const ES: UiText = {
  skipToContent: "Saltar al contenido principal",
  tagline: "Trabajamos en Florida y el sureste",
  nav: {
    main: "Principal",
    mobile: "Móvil",
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
    call: "Llamar",
    unavailable: "No se pudo cargar el menú completo. Revisa tu conexión o ve directo a una página:",
    freeQuote: "Pide una cotización gratis",
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
  quickActions: { label: "Contacto rápido", quote: "Cotización", text: "Textéanos", call: "Llámanos" },
  hiring: {
    language: "Idioma",
    otherLanguage: "English",
    breadcrumbCareers: "Trabaja con nosotros",
    breadcrumbJobs: "Empleos",
    home: "Inicio",
    weAreHiring: "Estamos contratando",
    backToCareers: "Trabaja con nosotros",
    backToJobs: "Todos los empleos",
    onSite: "en el sitio",
    jobTypes: { FULL_TIME: "Tiempo completo", PART_TIME: "Medio tiempo", CONTRACT: "Por contrato" },
    applyByEmail: "Aplica por email",
    applyFor: (title) => `: ${title}`,
    call: "Llamar",
    callAbout: (title) => ` sobre el puesto de ${title}`,
    callNumber: (phone) => `Llama al ${phone}`,
    textUs: "Mándanos un texto",
    applyWays: "Otras formas de aplicar",
    details: "Ver el puesto completo",
    applyIntro: "Aplica por email con tu nombre, tu teléfono y unas líneas sobre tu experiencia, o llámanos o mándanos un texto para hablar del puesto.",
    acceptedThrough: (date) => `Aceptamos solicitudes hasta el ${date}.`,
    forBusinesses: "¿Buscas limpieza para tu negocio?",
    getQuote: "Pide una cotización gratis",
    seeOpenRoles: "Ver los empleos",
    seeOpenPositions: "Ver los puestos",
    seeAllRoles: "Ver todos los empleos",
    sendApplication: "Manda tu solicitud",
    needCleaning: "¿Necesitas limpieza para tu negocio?",
    needCleaningText: () => "Pide una cotización gratis y te respondemos en menos de 24 horas, o llámanos a cualquier hora: contestamos 24/7.",
    noOpenRoles: "Ahora mismo no tenemos puestos abiertos.",
    noOpenRolesText: (phone, email) => `Contratamos a menudo. Llámanos al ${phone} o escríbenos a ${email} y guardamos tus datos para la próxima vacante.`,
    emailAddress: (email) => `Escribe a ${email}`,
    noOpenRolesIntro: "Ahora mismo no tenemos puestos abiertos. Llámanos o escríbenos y guardamos tus datos para la próxima vacante.",
    noOpenRolesDescription: "Ahora mismo no tenemos empleos de limpieza comercial abiertos en Florida. Llámanos o escríbenos y guardamos tus datos para la próxima vacante.",
    jobTitle: (title, city, region) => `${title}: empleo en ${city}, ${region}`,
    mail: {
      subject: (title) => `Solicitud de empleo: ${title}`,
      careersSubject: "Solicitud de empleo",
      careersBody: (title) => `Puesto: ${title}\n\nNombre:\nTeléfono:\n\nUnas líneas sobre mí:\n`,
      openSubject: "Solicitud de empleo: ",
    },
  },
}

export const UI_TEXT: Record<Lang, UiText> = { en: EN, es: ES }

/** The frame's and hiring pages' words in a language. */
export const uiText = (lang: Lang): UiText => UI_TEXT[lang]
