import React from "react"
import { Link } from "gatsby"
import ArrowRight from "lucide-react/icons/arrow-right"
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign"
import CalendarClock from "lucide-react/icons/calendar-clock"
import Clock from "lucide-react/icons/clock"
import FileUser from "lucide-react/icons/file-user"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import Phone from "lucide-react/icons/phone"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { JobType, StateCode } from "../../lib/content/constants"
import type { Lang } from "../../lib/i18n/language"
import { payText, type PayRange } from "../../lib/pay"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import { KeepTogether } from "../keep-together"
import * as styles from "./job-card.module.css"
import { hiringText } from "../../lib/i18n/hiring-text"
import { shiftName, type JobSchedule } from "../../lib/job-facts/schedule"

export interface JobSummary {
  slug: string
  /** In the card's language. */
  title: string
  type: JobType
  summary: string
  location: { city: string; region: StateCode }
  schedule: JobSchedule
  payRange?: PayRange | null
}

interface JobCardProps {
  job: JobSummary
  /** The application e-mail's subject. */
  subject: string
  body?: string
  /** A highlighted line such as "Competitive pay • Training provided • Background check required". */
  perks?: string
  lang?: Lang
}

/**
 * One open role: type, place, shift, pay, summary; then the fastest way to apply first (the role's page, at its
 * online form), the spec's e-mail and call links, and the details link, in the page's language.
 */
export function JobCard({ job, subject, body, perks, lang = "en" }: JobCardProps) {
  const text = hiringText(lang)
  // A stated range is always shown; "Competitive pay" only where the perks line does not already say it.
  const pay = job.payRange || !perks ? payText(job.payRange, lang) : null
  const page = lang === "es" ? routes.esJob(job.slug) : routes.job(job.slug)
  return (
    <li className={styles.card} data-job={job.slug}>
      <p className={styles.facts}>
        <span className={styles.type}><Clock size={14} aria-hidden="true" /> {text.jobTypes[job.type]}</span>
        <span className={styles.place}><MapPin size={14} aria-hidden="true" /> {job.location.city}, {job.location.region}</span>
        <span className={styles.place}><CalendarClock size={14} aria-hidden="true" /> {shiftName(job.schedule, lang)}</span>
        {pay && <span className={styles.pay}><BadgeDollarSign size={14} aria-hidden="true" /> {pay}</span>}
      </p>
      <h3 className={styles.title}><KeepTogether>{job.title}</KeepTogether></h3>
      <p className={styles.summary}><KeepTogether>{job.summary}</KeepTogether></p>
      {perks && <p className={styles.perks}>{perks}</p>}
      <div className={styles.actions}>
        <ButtonLink to={`${page}#apply`} size="sm" icon={<FileUser size={16} />}>
          {text.applyOnline}<span className="visually-hidden">{text.applyFor(job.title)}</span>
        </ButtonLink>
        <ButtonLink to={mailtoHref({ subject, body })} size="sm" variant="secondary" icon={<Mail size={16} />}>
          {text.applyByEmail}<span className="visually-hidden">{text.applyFor(job.title)}</span>
        </ButtonLink>
        <ButtonLink to={telHref()} size="sm" variant="secondary" icon={<Phone size={16} />}>
          {text.call}<span className="visually-hidden">{text.callAbout(job.title)}</span>
        </ButtonLink>
      </div>
      <Link to={page} className={styles.details}>
        {text.details}<span className="visually-hidden">: {job.title}</span> <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </li>
  )
}
