/**
 * A job's facts said in each language (src/lib/job-facts), and the one definition of the shifts the job pages and
 * the application form share (src/lib/job-application/shifts.ts): an applicant reading "Evening shift" or "Turno de
 * noche" on a job finds the option of that name in the form, and that option's hours hold the job's start.
 */
import { collection, jobs as contentJobs } from "../fixtures/content"
import { SHIFT_LABELS } from "../../src/lib/job-application/option-labels"
import { SHIFTS } from "../../src/lib/job-application/options"
import { SHIFT_NAMES, SHIFT_STARTS, START_SHIFTS, minuteOfDay, shiftStartingAt, timeText } from "../../src/lib/job-application/shifts"
import { jobPostingHtml } from "../../src/lib/job-facts/job-html"
import { requirementLists } from "../../src/lib/job-facts/requirements"
import { daysText, scheduleText, shiftLine, shiftName, shiftsOf, startShiftOf, type JobSchedule } from "../../src/lib/job-facts/schedule"
import { site } from "../../src/config/site"

const WEEKDAYS_ONLY: JobSchedule = { days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], start: "6 pm", end: "10 pm", hoursPerWeek: 20, extras: [] }

describe("the shifts, defined once", () => {
  it("cover the day: every start time is exactly one shift", () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const holding = START_SHIFTS.filter((shift) => {
        const { from, until } = SHIFT_STARTS[shift]
        return from < until ? minute >= from && minute < until : minute >= from || minute < until
      })
      expect([minute, holding]).toEqual([minute, [shiftStartingAt(minute)]])
    }
  })

  it("are the form's options, each named as the job pages name it and saying the hours it starts in", () => {
    expect(SHIFTS).toEqual([...START_SHIFTS, "weekend"])
    for (const lang of ["en", "es"] as const) {
      for (const shift of START_SHIFTS) {
        const label = SHIFT_LABELS[lang][shift]
        expect(label.startsWith(`${SHIFT_NAMES[lang][shift]} (`)).toBe(true)
        expect(label).toContain(timeText(SHIFT_STARTS[shift].from))
        expect(label).toContain(timeText(SHIFT_STARTS[shift].until))
      }
      expect(SHIFT_LABELS[lang].weekend.startsWith(SHIFT_NAMES[lang].weekend)).toBe(true)
    }
    expect(SHIFT_LABELS.es.evening).toBe("Turno de noche (empieza entre las 4 pm y las 8 pm)")
    expect(SHIFT_LABELS.en.overnight).toBe("Overnight shift (starts between 8 pm and 5 am)")
  })

  it("read and write times as Florida writes them", () => {
    expect(["6 pm", "2:30 am", "12 pm", "12 am", "7:05 am"].map(minuteOfDay)).toEqual([1080, 150, 720, 0, 425])
    expect([1080, 150, 720, 0, 425].map(timeText)).toEqual(["6 pm", "2:30 am", "12 pm", "12 am", "7:05 am"])
    expect(minuteOfDay("18:00")).toBeNull()
  })
})

describe("every job's hours agree with the application form's shift options", () => {
  const raw = new Map(collection<{ slug: string; schedule: JobSchedule }>("jobs").map((job) => [job.slug, job.schedule]))
  it.each(contentJobs().map((job) => [job.slug, raw.get(job.slug)!] as const))("%s", (_slug, schedule) => {
    const shift = startShiftOf(schedule)
    for (const lang of ["en", "es"] as const) {
      // The page names the job's hours with the name of the one option whose hours hold its start...
      expect(shiftLine(schedule, lang).startsWith(`${shiftName(schedule, lang)}: `)).toBe(true)
      const options = Object.entries(SHIFT_LABELS[lang]).filter(([, label]) => label.startsWith(`${shiftName(schedule, lang)} (`))
      expect(options.map(([value]) => value)).toEqual([shift])
    }
    // ...and that option's hours hold it.
    const { from, until } = SHIFT_STARTS[shift]
    const start = minuteOfDay(schedule.start)!
    expect(from < until ? start >= from && start < until : start >= from || start < until).toBe(true)
    // A job that works a Saturday or Sunday is also the weekend option.
    const weekend = schedule.days.some((day) => day === "SATURDAY" || day === "SUNDAY") || (schedule.extras ?? []).includes("SOME_WEEKENDS")
    expect(shiftsOf(schedule)).toEqual(weekend ? [shift, "weekend"] : [shift])
  })
})

describe("a job's schedule in each language", () => {
  it("names runs of days, wrapping round the week, lists of days and every day", () => {
    expect(daysText(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], "en")).toBe("Monday to Friday")
    expect(daysText(["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"], "es")).toBe("De domingo a jueves")
    expect(daysText(["FRIDAY", "SATURDAY", "SUNDAY"], "en")).toBe("Friday to Sunday")
    expect(daysText(["MONDAY", "WEDNESDAY", "FRIDAY"], "en")).toBe("Monday, Wednesday and Friday")
    expect(daysText(["MONDAY", "WEDNESDAY", "FRIDAY"], "es")).toBe("Lunes, miércoles y viernes")
    expect(daysText(["SATURDAY"], "es")).toBe("Sábado")
    expect(daysText(["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"], "es")).toBe("Todos los días")
  })

  it("says the same days, hours, weekly hours and extras in English and Spanish", () => {
    expect(shiftLine(WEEKDAYS_ONLY, "en")).toBe("Evening shift: Monday to Friday, 6 pm to 10 pm, about 20 hours a week")
    expect(shiftLine(WEEKDAYS_ONLY, "es")).toBe("Turno de noche: de lunes a viernes, de 6 pm a 10 pm, unas 20 horas a la semana")
    const onCall: JobSchedule = { days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], start: "8 am", end: "4:30 pm", extras: ["ON_CALL_WEEK"] }
    expect(scheduleText(onCall, "en")).toBe("Monday to Friday, 8 am to 4:30 pm, plus a rotating on-call week for emergencies")
    expect(scheduleText(onCall, "es")).toBe("De lunes a viernes, de 8 am a 4:30 pm, más una semana de guardia rotativa para emergencias")
    expect(shiftLine({ ...onCall, start: "9 pm", end: "5:30 am", extras: ["SOME_WEEKENDS"] }, "es")).toBe(
      "Turno de madrugada: de lunes a viernes, de 9 pm a 5:30 am, con algunos proyectos de fin de semana, planeados con tiempo",
    )
  })
})

describe("a job's requirements in each language", () => {
  const requirements = { liftPounds: 50, physical: ["LADDERS"] as const, experienceYears: 2, driversLicense: true, transportation: true, backgroundCheck: true }

  it("state the physical ones with or without reasonable accommodation, then the rest", () => {
    expect(requirementLists(requirements, "en")).toEqual({
      physical: { heading: "Physical requirements", intro: "With or without reasonable accommodation, you must be able to:", items: ["Lift up to 50 pounds", "Work on ladders"] },
      other: ["At least 2 years of commercial cleaning experience", "A valid driver's license", "Reliable transportation to work", "A background check before you start"],
    })
    expect(requirementLists(requirements, "es")).toEqual({
      physical: { heading: "Requisitos físicos", intro: "Con o sin adaptaciones razonables, debes poder:", items: ["Levantar hasta 50 libras", "Trabajar en escaleras"] },
      other: ["Por lo menos 2 años de experiencia en limpieza comercial", "Licencia de conducir vigente", "Transporte confiable para llegar al trabajo", "Una verificación de antecedentes antes de empezar"],
    })
  })

  it("leave out what the job does not ask: no lift, no experience, no licence", () => {
    const few = { liftPounds: 0, physical: [], driversLicense: false, transportation: false, backgroundCheck: true }
    expect(requirementLists(few, "en")).toEqual({
      physical: expect.objectContaining({ items: [] }),
      other: ["A background check before you start"],
    })
  })

  it("make the JobPosting's description the page's words: the body, the hours, the requirements and equal opportunity", () => {
    const html = jobPostingHtml("<p>Body</p>", { schedule: WEEKDAYS_ONLY, requirements }, "en")
    expect(html).toMatch(/^<p>Body<\/p>\n<p>Evening shift: Monday to Friday, 6 pm to 10 pm, about 20 hours a week<\/p>\n<h2>Requirements<\/h2>/)
    expect(html).toContain("<h3>Physical requirements</h3><p>With or without reasonable accommodation, you must be able to:</p><ul><li>Lift up to 50 pounds</li>")
    expect(html).toContain(`<h2>Equal opportunity</h2><p>${site.companyName} is an equal opportunity employer.`)
    expect(jobPostingHtml("", { schedule: WEEKDAYS_ONLY, requirements }, "es")).toContain("es un empleador que ofrece igualdad de oportunidades")
  })
})
