import React from "react"
import { Link } from "gatsby"
import ArrowRight from "lucide-react/icons/arrow-right"
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign"
import Clock from "lucide-react/icons/clock"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import Phone from "lucide-react/icons/phone"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { JOB_TYPE_LABELS, type JobType, type StateCode } from "../../lib/content/constants"
import { payText, type PayRange } from "../../lib/pay"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import { KeepTogether } from "../keep-together"
import * as styles from "./job-card.module.css"

export interface JobSummary {
  slug: string
  title: string
  type: JobType
  summary: string
  location: { city: string; region: StateCode }
  /** The words shown when no pay range is stated ("Competitive pay"). */
  pay: string
  payRange?: PayRange | null
}

interface JobCardProps {
  job: JobSummary
  /** The application e-mail's subject. */
  subject: string
  body?: string
  /** A highlighted line such as "Competitive pay • Training provided • Background check required". */
  perks?: string
}

/** One open role: type, place, summary, and the apply, call and details links. */
export function JobCard({ job, subject, body, perks }: JobCardProps) {
  // A stated range is always shown; the pay words only where the perks line does not already say them.
  const pay = job.payRange || !perks ? payText(job.payRange, job.pay) : null
  return (
    <li className={styles.card} data-job={job.slug}>
      <p className={styles.facts}>
        <span className={styles.type}><Clock size={14} aria-hidden="true" /> {JOB_TYPE_LABELS[job.type]}</span>
        <span className={styles.place}><MapPin size={14} aria-hidden="true" /> {job.location.city}, {job.location.region}</span>
        {pay && <span className={styles.pay}><BadgeDollarSign size={14} aria-hidden="true" /> {pay}</span>}
      </p>
      <h3 className={styles.title}><KeepTogether>{job.title}</KeepTogether></h3>
      <p className={styles.summary}><KeepTogether>{job.summary}</KeepTogether></p>
      {perks && <p className={styles.perks}>{perks}</p>}
      <div className={styles.actions}>
        <ButtonLink to={mailtoHref({ subject, body })} size="sm" icon={<Mail size={16} />}>
          Apply via Email<span className="visually-hidden"> for {job.title}</span>
        </ButtonLink>
        <ButtonLink to={telHref()} size="sm" variant="secondary" icon={<Phone size={16} />}>
          Call<span className="visually-hidden"> about the {job.title} role</span>
        </ButtonLink>
      </div>
      <Link to={routes.job(job.slug)} className={styles.details}>
        Full role details<span className="visually-hidden">: {job.title}</span> <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </li>
  )
}
