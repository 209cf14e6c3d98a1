/**
 * The hiring pages' fixed words (careers, jobs, a job, the breadcrumbs and the no-open-roles box) in each
 * language. Apart from the frame's words (ui-text.ts) so that they load with the hiring pages only, not with
 * every page's layout. Spanish as it is spoken and read in Florida: tú, as job ads here address applicants.
 */
import {
  CAREERS_APPLICATION_SUBJECT,
  NO_OPEN_ROLES_DESCRIPTION,
  NO_OPEN_ROLES_INTRO,
  OPEN_APPLICATION_SUBJECT,
  applicationSubject,
  careersApplicationBody,
} from "../jobs"
import { JOB_TYPE_LABELS, type JobType } from "../content/constants"
import type { Lang } from "./language"

export interface HiringText {
  language: string
  /** The link to the same page in the other language, written in that language. */
  otherLanguage: string
  breadcrumbCareers: string
  breadcrumbJobs: string
  home: string
  weAreHiring: string
  backToCareers: string
  backToJobs: string
  jobTypes: Record<JobType, string>
  applyByEmail: string
  /** The card's first action: the job's page, at its application form. */
  applyOnline: string
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
  /** The quote reply promise and the opening hours, from the site settings (site.responseHours, site.openingHours). */
  needCleaningText: (responseHours: number, openingHours: string) => string
  noOpenRoles: string
  noOpenRolesText: (phone: string, email: string) => string
  emailAddress: (email: string) => string
  noOpenRolesIntro: string
  noOpenRolesDescription: string
  jobTitle: (title: string, city: string, region: string) => string
  /** The application e-mail an applicant's mail app opens, in the page's language (the office sees which). */
  mail: { subject: (title: string) => string; careersSubject: string; careersBody: (title: string) => string; openSubject: string }
  /** The E-Verify notices' words (src/components/e-verify-notices), shown when content/settings/hiring.json says so. */
  eVerify: {
    intro: (company: string) => string
    participationEnglish: string
    participationSpanish: string
    rightToWorkEnglish: string
    rightToWorkSpanish: string
  }
}

const EN: HiringText = {
  language: "Language",
  otherLanguage: "Español",
  breadcrumbCareers: "Careers",
  breadcrumbJobs: "Jobs",
  home: "Home",
  weAreHiring: "We're hiring",
  backToCareers: "Careers",
  backToJobs: "All open roles",
  jobTypes: JOB_TYPE_LABELS,
  applyByEmail: "Apply via Email",
  applyOnline: "Apply online",
  applyFor: (title) => ` for ${title}`,
  call: "Call",
  callAbout: (title) => ` about the ${title} role`,
  callNumber: (phone) => `Call ${phone}`,
  textUs: "Text Us",
  applyWays: "Other ways to apply",
  details: "Full role details",
  applyIntro: "Rather not apply online? E-mail us your name, phone number and a few lines about your experience, or call or text us.",
  acceptedThrough: (date) => `Applications accepted through ${date}.`,
  forBusinesses: "Looking for cleaning for your business instead?",
  getQuote: "Get a free quote",
  seeOpenRoles: "See open roles",
  seeOpenPositions: "See open positions",
  seeAllRoles: "See all open roles",
  sendApplication: "Send an application",
  needCleaning: "Need cleaning for your business?",
  needCleaningText: (responseHours, openingHours) => `Get a free quote within ${responseHours} hours, or call us any time: we answer ${openingHours}.`,
  noOpenRoles: "There are no open roles right now.",
  noOpenRolesText: (phone, email) => `We add crews often. Call us at ${phone} or e-mail ${email} and we'll keep your details for the next opening.`,
  emailAddress: (email) => `E-mail ${email}`,
  noOpenRolesIntro: NO_OPEN_ROLES_INTRO,
  noOpenRolesDescription: NO_OPEN_ROLES_DESCRIPTION,
  jobTitle: (title, city, region) => `${title} Job in ${city}, ${region}`,
  mail: { subject: applicationSubject, careersSubject: CAREERS_APPLICATION_SUBJECT, careersBody: careersApplicationBody, openSubject: OPEN_APPLICATION_SUBJECT },
  eVerify: {
    intro: (company) => `${company} participates in E-Verify. These notices explain E-Verify and your right to work, in English and in Spanish:`,
    participationEnglish: "Notice of E-Verify Participation (English)",
    participationSpanish: "Notice of E-Verify Participation (Spanish)",
    rightToWorkEnglish: "Right to Work (English)",
    rightToWorkSpanish: "Right to Work (Spanish)",
  },
}

const ES: HiringText = {
  language: "Idioma",
  otherLanguage: "English",
  breadcrumbCareers: "Trabaja con nosotros",
  breadcrumbJobs: "Empleos",
  home: "Inicio",
  weAreHiring: "Estamos contratando",
  backToCareers: "Trabaja con nosotros",
  backToJobs: "Todos los empleos",
  jobTypes: { FULL_TIME: "Tiempo completo", PART_TIME: "Medio tiempo", CONTRACT: "Por contrato" },
  applyByEmail: "Aplica por email",
  applyOnline: "Aplica en línea",
  applyFor: (title) => `: ${title}`,
  call: "Llámanos",
  callAbout: (title) => ` sobre el puesto de ${title}`,
  callNumber: (phone) => `Llámanos al ${phone}`,
  textUs: "Mándanos un texto",
  applyWays: "Otras formas de aplicar",
  details: "Ver el puesto completo",
  applyIntro: "¿Prefieres no aplicar en línea? Mándanos por email tu nombre, tu teléfono y unas líneas sobre tu experiencia, o llámanos o mándanos un texto.",
  acceptedThrough: (date) => `Aceptamos solicitudes hasta el ${date}.`,
  forBusinesses: "¿Buscas limpieza para tu negocio?",
  getQuote: "Pide una cotización gratis",
  seeOpenRoles: "Ver los empleos",
  seeOpenPositions: "Ver los puestos",
  seeAllRoles: "Ver todos los empleos",
  sendApplication: "Manda tu solicitud",
  needCleaning: "¿Necesitas limpieza para tu negocio?",
  needCleaningText: (responseHours, openingHours) =>
    `Pide una cotización gratis y te respondemos en menos de ${responseHours} horas. También puedes llamarnos a cualquier hora: contestamos ${openingHours}.`,
  noOpenRoles: "Ahora mismo no tenemos puestos abiertos.",
  noOpenRolesText: (phone, email) => `Contratamos a menudo. Llámanos al ${phone} o escríbenos a ${email} y guardamos tus datos para la próxima vacante.`,
  emailAddress: (email) => `Escríbenos a ${email}`,
  noOpenRolesIntro: "Ahora mismo no tenemos puestos abiertos. Llámanos o escríbenos y guardamos tus datos para la próxima vacante.",
  noOpenRolesDescription: "Ahora mismo no tenemos empleos de limpieza comercial abiertos en Florida. Llámanos o escríbenos y guardamos tus datos para la próxima vacante.",
  jobTitle: (title, city, region) => `${title}: empleo en ${city}, ${region}`,
  mail: {
    subject: (title) => `Solicitud de empleo: ${title}`,
    careersSubject: "Solicitud de empleo",
    careersBody: (title) => `Puesto: ${title}\n\nNombre:\nTeléfono:\n\nUnas líneas sobre mí:\n`,
    openSubject: "Solicitud de empleo: ",
  },
  eVerify: {
    intro: (company) => `${company} participa en E-Verify. Estos avisos explican E-Verify y tu derecho a trabajar, en inglés y en español:`,
    participationEnglish: "Aviso de participación en E-Verify (en inglés)",
    participationSpanish: "Aviso de participación en E-Verify (en español)",
    rightToWorkEnglish: "Derecho a trabajar: Right to Work (en inglés)",
    rightToWorkSpanish: "Derecho a trabajar (en español)",
  },
}

export const HIRING_TEXT: Record<Lang, HiringText> = { en: EN, es: ES }

export const hiringText = (lang: Lang): HiringText => HIRING_TEXT[lang]
