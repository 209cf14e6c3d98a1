/**
 * The hiring pages' words, checked as rules over whatever the content says (an editor adding a job keeps this
 * green as long as the Spanish says what the English says):
 * - a job's facts live once, in the English file's fields; the Spanish file holds only its words;
 * - no Spanish prose states a number, time or place its English original does not (and a job's prose states
 *   no time its schedule does not have);
 * - a job's prose names no shift but its own, in the words the application form's options use;
 * - work authorisation only in lawful wording; one name for each thing; inclusive Spanish titles and lists.
 */
import { collection, jobsWithWords, pageCopy, type JobWords } from "../fixtures/content"
import { STATE_NAMES } from "../../src/lib/content/constants"
import { startShiftOf } from "../../src/lib/job-facts/schedule"
import { minuteOfDay, type StartShift } from "../../src/lib/job-application/shifts"
import { HIRING_TEXT } from "../../src/lib/i18n/hiring-text"
import { UI_TEXT } from "../../src/lib/i18n/ui-text"
import { APPLICATION_MESSAGES } from "../../src/lib/job-application/messages"
import { FACT_WORDS } from "../../src/lib/job-facts/words"

const jobs = jobsWithWords()
const spanishJobs = jobs.filter((job) => job.es)

/** All of a job's prose in one language. */
const proseOf = (words: JobWords) => [words.title, words.summary, words.description, words.body].join("\n")

const EN_NUMBERS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
const ES_NUMBERS = ["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"]
const TIME = /\b(1[0-2]|[1-9])(?::([0-5]\d))? ?(am|pm)\b/gi

/** The times of day a text states ("6 pm", "2:30 am"), as they are written in both languages. */
const timesIn = (text: string) => new Set([...text.matchAll(TIME)].map((match) => `${match[1]}${match[2] ? `:${match[2]}` : ""} ${match[3].toLowerCase()}`))

/** The numbers a text states in figures or words (two to twelve: "one" and "un/una" are as often not numbers), times left out. */
function numbersIn(text: string, lang: "en" | "es"): Set<string> {
  const withoutTimes = text.replace(TIME, " ")
  const figures = [...withoutTimes.matchAll(/\d+(?:[.,/:]\d+)*/g)].map((match) => match[0])
  const words = lang === "en" ? EN_NUMBERS : ES_NUMBERS
  const spelled = [...withoutTimes.toLowerCase().matchAll(/\p{L}+/gu)].map((match) => match[0]).filter((word) => words.includes(word))
  return new Set([...figures, ...spelled.map((word) => String(words.indexOf(word) + 2))])
}

/**
 * Place names, each with its canonical name: every city the site has a page for, the states in both languages, and
 * the Tampa Bay area as each language names it. Longer names first, so "Bahía de Tampa" is not also "Tampa".
 */
const PLACES: Array<[RegExp, string]> = (() => {
  const names: Array<[string, string]> = [
    ...collection<{ city: string }>("locations").map(({ city }) => [city, city] as [string, string]),
    ...Object.entries(STATE_NAMES).flatMap(([code, name]) => [[name, name], [code, name]] as Array<[string, string]>),
    ...Object.entries(UI_TEXT.es.footer.stateNames).map(([code, name]) => [name!, STATE_NAMES[code as keyof typeof STATE_NAMES]] as [string, string]),
    ["Tampa Bay", "Tampa Bay"],
    ["Bahía de Tampa", "Tampa Bay"],
  ]
  return names
    .sort((a, b) => b[0].length - a[0].length)
    .map(([name, canonical]) => [new RegExp(`(?<![\\p{L}])${name.replace(/[.]/g, "\\.")}(?![\\p{L}])`, "gu"), canonical])
})()

function placesIn(text: string): Set<string> {
  const found = new Set<string>()
  let rest = text
  for (const [pattern, canonical] of PLACES) rest = rest.replace(pattern, () => (found.add(canonical), " "))
  return found
}

const sorted = (set: Set<string>) => [...set].sort()

/** Every text of a page's copy file. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : typeof value === "object" && value ? Object.values(value).flatMap(textsOf) : []

describe("a job's facts live once, in the English file's fields", () => {
  it.each(spanishJobs.map((job) => [job.slug, job.esKeys!]))("content/jobs/es/%s.md holds only its words", (_slug, keys) => {
    expect(keys.filter((key) => !["slug", "title", "summary", "description"].includes(key))).toEqual([])
  })
})

describe("no Spanish prose states a number, time or place its English original does not", () => {
  describe.each(spanishJobs.map((job) => [job.slug, job] as const))("job %s", (_slug, job) => {
    const en = proseOf(job.en)
    const es = proseOf(job.es!)
    it("states the same numbers", () => expect(sorted(numbersIn(es, "es"))).toEqual(sorted(numbersIn(en, "en"))))
    it("states the same times", () => expect(sorted(timesIn(es))).toEqual(sorted(timesIn(en))))
    it("names the same places", () => expect(sorted(placesIn(es))).toEqual(sorted(placesIn(en))))
  })

  it.each(["careers", "jobs", "privacy"])("pages/%s.es.yaml states nothing pages/%s.yaml does not", (name) => {
    const en = textsOf(pageCopy(`${name}.yaml`)).join("\n")
    const es = textsOf(pageCopy(`${name}.es.yaml`)).join("\n")
    const extra = (ofEs: Set<string>, ofEn: Set<string>) => [...ofEs].filter((item) => !ofEn.has(item))
    expect({
      numbers: extra(numbersIn(es, "es"), numbersIn(en, "en")),
      times: extra(timesIn(es), timesIn(en)),
      places: extra(placesIn(es), placesIn(en)),
    }).toEqual({ numbers: [], times: [], places: [] })
  })

  it("tells a number, a time and a place apart as this check reads them", () => {
    const en = "Monday to Friday, 6 pm to 2:30 am, two years, 30 to 60 minutes, 24/7, in the Tampa Bay area, Orlando, FL"
    const es = "De lunes a viernes, de 6 pm a 2:30 am, dos años, de 30 a 60 minutos, 24/7, en la Bahía de Tampa, Orlando, Florida"
    for (const [text, lang] of [[en, "en"], [es, "es"]] as const) {
      expect(sorted(numbersIn(text, lang))).toEqual(["2", "24/7", "30", "60"])
      expect(sorted(timesIn(text))).toEqual(["2:30 am", "6 pm"])
      expect(sorted(placesIn(text))).toEqual(["Florida", "Orlando", "Tampa Bay"])
    }
    expect(sorted(placesIn("Tampa, FL"))).toEqual(["Florida", "Tampa"])
  })
})

describe("a job's prose agrees with its schedule", () => {
  const languages = (job: (typeof jobs)[number]) => [["en", job.en], ...(job.es ? [["es", job.es]] : [])] as Array<["en" | "es", JobWords]>

  it.each(jobs.map((job) => [job.slug, job] as const))("%s: states no time but its start and end", (_slug, job) => {
    const hours = new Set([job.facts.schedule.start, job.facts.schedule.end])
    for (const [, words] of languages(job)) expect([...timesIn(proseOf(words))].filter((time) => !hours.has(time))).toEqual([])
  })

  /** How the prose of each language names a shift: the form's option names (shifts.ts) and their everyday forms. */
  const SHIFT_WORDS: Record<"en" | "es", Record<StartShift, RegExp>> = {
    en: { day: /\bday shift\b|\bdaytime\b/i, evening: /\bevening shift\b|\bevening hours\b/i, overnight: /\bovernight\b/i },
    es: { day: /turno de día|horario de día/i, evening: /turno de noche|horario de noche/i, overnight: /madrugada/i },
  }

  it.each(jobs.map((job) => [job.slug, job] as const))("%s: names no shift but the one its start time is", (_slug, job) => {
    const own = startShiftOf(job.facts.schedule)
    for (const [lang, words] of languages(job)) {
      const named = (Object.entries(SHIFT_WORDS[lang]) as Array<[StartShift, RegExp]>).filter(([, pattern]) => pattern.test(proseOf(words))).map(([shift]) => shift)
      expect({ lang, named: named.filter((shift) => shift !== own) }).toEqual({ lang, named: [] })
    }
  })

  it("reads every schedule's times", () => {
    for (const job of jobs) expect([minuteOfDay(job.facts.schedule.start), minuteOfDay(job.facts.schedule.end)]).not.toContain(null)
  })
})

describe("lawful and consistent words", () => {
  const hiringProse = () => [
    ...jobs.flatMap((job) => [proseOf(job.en), ...(job.es ? [proseOf(job.es)] : [])]),
    ...["careers.yaml", "careers.es.yaml", "jobs.yaml", "jobs.es.yaml"].flatMap((file) => textsOf(pageCopy(file))),
  ]

  it("mentions work authorisation, if at all, only as being authorized to work in the United States", () => {
    // Citizenship, immigration status or particular documents may not be asked for (8 U.S.C. 1324b): only authorisation.
    const unlawful = /citizens? only|U\.?\s?S\.? citizen|green card|permanent resident|legal resident|tener papeles|papeles en regla|ciudadan[oa]|residente (legal|permanente)|tarjeta verde/i
    expect(hiringProse().filter((text) => unlawful.test(text))).toEqual([])
  })

  /** Every Spanish string of the frame's and hiring pages' dictionaries, with their functions called. */
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : typeof value === "function"
        ? [String((value as (...a: unknown[]) => string)("x", "x"))]
        : typeof value === "object" && value
          ? Object.values(value).flatMap(strings)
          : []
  const spanishWords = () => [
    ...strings([HIRING_TEXT.es, UI_TEXT.es, APPLICATION_MESSAGES.es, FACT_WORDS.es]),
    ...spanishJobs.map((job) => proseOf(job.es!)),
    ...["careers.es.yaml", "jobs.es.yaml", "privacy.es.yaml"].flatMap((file) => textsOf(pageCopy(file))),
  ]

  it.each([
    ["texting is 'mandar un texto' (or 'Texto' on a short button), never 'textear'", /text[eé]a/i],
    ["the state is 'Florida', as the header says, not 'la Florida'", /\bla Florida\b/],
    ["e-mail is 'email', not 'correo' (which also means the post)", /\bcorreo/i],
    ["on site is 'presencial' or 'en los edificios de los clientes', not the calque 'en el sitio'", /en el sitio/i],
    ["a day porter is a 'conserje de día', not a doorman ('portero')", /\bporter[oa]\b/i],
    ["helping to clean is 'ayudar a limpiar', never 'meter mano'", /meter(le)? mano/i],
    ["calling is 'Llámanos', as every button says it", /\bLlama al\b|\bLlamar al\b/],
  ])("in Spanish, %s", (_rule, pattern) => {
    expect(spanishWords().filter((text) => pattern.test(text))).toEqual([])
  })

  it.each(spanishJobs.map((job) => [job.slug, job.es!] as const))("%s: a Spanish title and lists written for everyone", (_slug, es) => {
    // A job noun with a masculine-only form carries its feminine; qualities are nouns or verbs, not masculine adjectives.
    expect(es.title).not.toMatch(/\b(Técnico|Limpiador|Supervisor|Operador|Portero|Trabajador)\b(?!\(a\))/)
    expect(proseOf(es)).not.toMatch(/\b(cómodo|discreto|organizado|dispuesto|capacitado|calificado|experimentado|motivado|atento|un compañero)\b/i)
  })

  it("keeps Spanish hiring sentences short enough to read on a phone (at most 25 words)", () => {
    const texts = [
      ...spanishJobs.flatMap((job) => [job.es!.title, job.es!.summary, job.es!.description, job.es!.body]),
      ...["careers.es.yaml", "jobs.es.yaml", "privacy.es.yaml"].flatMap((file) => textsOf(pageCopy(file))),
      ...strings([HIRING_TEXT.es, APPLICATION_MESSAGES.es]),
    ]
    const long = texts
      .flatMap((text) => text.split(/\n+|(?<=[.?!:;])\s+/))
      .map((sentence) => sentence.replace(/^[-#\s]+/, "").trim())
      .filter((sentence) => sentence.split(/\s+/).length > 25)
    expect(long).toEqual([])
  })
})
