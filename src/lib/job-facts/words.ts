/**
 * The words a job's facts are said in, in each language. The facts themselves are content, once, in
 * content/jobs/<slug>.md (src/lib/content/schemas.ts: schedule, requirements, place, pay, closing date); the
 * Spanish file holds only prose. Spanish as it is written in Florida, in tú, as the hiring pages are.
 */
import {
  PHYSICAL_DEMAND_LABELS,
  SCHEDULE_EXTRA_LABELS,
  WEEKDAY_LABELS,
  type PhysicalDemand,
  type ScheduleExtra,
  type Weekday,
} from "../content/constants"
import type { Lang } from "../i18n/language"

export interface FactWords {
  /** Capitalised, as a list starts. */
  days: Record<Weekday, string>
  everyDay: string
  /** "Monday to Friday" / "de lunes a viernes". */
  dayRange: (first: string, last: string) => string
  and: string
  hours: (start: string, end: string) => string
  hoursPerWeek: (hours: number) => string
  extras: Record<ScheduleExtra, string>
  onSite: string
  competitivePay: string
  requirements: string
  physical: string
  physicalIntro: string
  lift: (pounds: number) => string
  demands: Record<PhysicalDemand, string>
  experience: (years: number) => string
  driversLicense: string
  transportation: string
  backgroundCheck: string
  equalOpportunity: string
  equalOpportunityText: (company: string) => string
  accommodation: (phone: string) => string
}

const sentenceCase = (label: string) => label.charAt(0).toLowerCase() + label.slice(1)

const EN: FactWords = {
  days: WEEKDAY_LABELS,
  everyDay: "Every day",
  dayRange: (first, last) => `${first} to ${last}`,
  and: "and",
  hours: (start, end) => `${start} to ${end}`,
  hoursPerWeek: (hours) => `about ${hours} hours a week`,
  extras: {
    ON_CALL_WEEK: sentenceCase(SCHEDULE_EXTRA_LABELS.ON_CALL_WEEK),
    SOME_WEEKENDS: sentenceCase(SCHEDULE_EXTRA_LABELS.SOME_WEEKENDS),
    PROJECT_BASED: "only while a project is active",
  },
  onSite: "on site",
  competitivePay: "Competitive pay",
  requirements: "Requirements",
  physical: "Physical requirements",
  physicalIntro: "With or without reasonable accommodation, you must be able to:",
  lift: (pounds) => `Lift up to ${pounds} pounds`,
  demands: PHYSICAL_DEMAND_LABELS,
  experience: (years) => `At least ${years} ${years === 1 ? "year" : "years"} of commercial cleaning experience`,
  driversLicense: "A valid driver's license",
  transportation: "Reliable transportation to work",
  backgroundCheck: "A background check before you start",
  equalOpportunity: "Equal opportunity",
  equalOpportunityText: (company) =>
    `${company} is an equal opportunity employer. We consider every applicant without regard to race, color, religion, sex (including pregnancy, sexual orientation and gender identity), national origin, age, disability, genetic information, marital status or any other status protected by law.`,
  accommodation: (phone) => `If you need an accommodation to apply, call or text us at ${phone}.`,
}

const ES: FactWords = {
  days: { SUNDAY: "Domingo", MONDAY: "Lunes", TUESDAY: "Martes", WEDNESDAY: "Miércoles", THURSDAY: "Jueves", FRIDAY: "Viernes", SATURDAY: "Sábado" },
  everyDay: "Todos los días",
  dayRange: (first, last) => `De ${first.toLowerCase()} a ${last.toLowerCase()}`,
  and: "y",
  hours: (start, end) => `de ${start} a ${end}`,
  hoursPerWeek: (hours) => `unas ${hours} horas a la semana`,
  extras: {
    ON_CALL_WEEK: "más una semana de guardia rotativa para emergencias",
    SOME_WEEKENDS: "con algunos proyectos de fin de semana, planeados con tiempo",
    PROJECT_BASED: "solo mientras dure el proyecto",
  },
  onSite: "presencial",
  competitivePay: "Pago competitivo",
  requirements: "Requisitos",
  physical: "Requisitos físicos",
  physicalIntro: "Con o sin adaptaciones razonables, debes poder:",
  lift: (pounds) => `Levantar hasta ${pounds} libras`,
  demands: {
    STAND_WALK: "Estar de pie y caminar casi todo el turno",
    BEND_REACH: "Agacharte, estirarte y arrodillarte",
    LADDERS: "Trabajar en escaleras",
    HEAVY_MACHINES: "Mover máquinas pesadas con otra persona",
    PROTECTIVE_GEAR: "Usar guantes, protección para los ojos y respirador cuando el trabajo lo pida",
    OUTDOOR_HEAT: "Trabajar afuera con el calor de Florida",
    WARM_BUILDINGS: "Trabajar en edificios grandes y calurosos",
  },
  experience: (years) => `Por lo menos ${years} ${years === 1 ? "año" : "años"} de experiencia en limpieza comercial`,
  driversLicense: "Licencia de conducir vigente",
  transportation: "Transporte confiable para llegar al trabajo",
  backgroundCheck: "Una verificación de antecedentes antes de empezar",
  equalOpportunity: "Igualdad de oportunidades",
  equalOpportunityText: (company) =>
    `${company} es un empleador que ofrece igualdad de oportunidades. Consideramos a todas las personas que aplican sin importar raza, color, religión, sexo (incluidos el embarazo, la orientación sexual y la identidad de género), origen nacional, edad, discapacidad, información genética, estado civil o cualquier otra condición protegida por la ley.`,
  accommodation: (phone) => `Si necesitas una adaptación para aplicar, llámanos o mándanos un texto al ${phone}.`,
}

export const FACT_WORDS: Record<Lang, FactWords> = { en: EN, es: ES }

export const factWords = (lang: Lang): FactWords => FACT_WORDS[lang]
