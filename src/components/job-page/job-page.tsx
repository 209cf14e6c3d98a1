import React from "react"
import { Link } from "gatsby"
import ArrowLeft from "lucide-react/icons/arrow-left"
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign"
import Briefcase from "lucide-react/icons/briefcase"
import Clock from "lucide-react/icons/clock"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { Prose } from "../prose"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { JOB_TYPE_LABELS } from "../../lib/content/constants"
import { CAREERS_APPLICATION_SUBJECT, applicationSubject, careersApplicationBody } from "../../lib/jobs"
import { payText } from "../../lib/pay"
import { routes } from "../../lib/routes"
import * as styles from "../article/article.module.css"
import * as jobStyles from "../job-facts/job-facts.module.css"
import { KeepTogether } from "../keep-together"

/**
 * A job's page (src/templates/job.tsx): markup only, rendered as one static region.
 */
export function JobPage({ data }: { data: Queries.JobPageQuery }) {
  const job = data.job!
  // The same e-mail as the role's card: the careers page applies as 'Job Application', naming the role in the body.
  const applyHref =
    job.board === "careers"
      ? mailtoHref({ subject: CAREERS_APPLICATION_SUBJECT, body: careersApplicationBody(job.title) })
      : mailtoHref({ subject: applicationSubject(job.title) })
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <Link to={job.board === "careers" ? routes.careers : routes.jobs} className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" /> {job.board === "careers" ? "Careers" : "All open roles"}
        </Link>
        <p className={styles.category}><Briefcase size={14} aria-hidden="true" /> We're hiring</p>
        <h1>{job.title}</h1>
        <p className={styles.meta}>{job.summary}</p>
      </header>
      <ul className={jobStyles.facts}>
        <li><Clock size={18} aria-hidden="true" /> {JOB_TYPE_LABELS[job.type]}</li>
        <li><MapPin size={18} aria-hidden="true" /> {job.location.city}, {job.location.region} (on site)</li>
        <li><Briefcase size={18} aria-hidden="true" /> <KeepTogether>{job.schedule}</KeepTogether></li>
        <li><BadgeDollarSign size={18} aria-hidden="true" /> {payText(job.payRange, job.pay)}</li>
      </ul>
      <Prose html={job.html} />
      <div className={jobStyles.apply}>
        <p>Apply by e-mail with your name, phone number and a few lines about your experience, or call us to talk about the role.</p>
        <div className={jobStyles.actions}>
          <ButtonLink to={applyHref} size="lg" icon={<Mail size={18} />}>Apply via Email</ButtonLink>
          <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>Call {site.phoneDisplay}</ButtonLink>
        </div>
        <p className={jobStyles.until}>
          Applications accepted through {job.validUntil}. Looking for cleaning for your business instead?{" "}
          <Link to={routes.quote}>Get a free quote</Link>.
        </p>
      </div>
    </article>
  )
}

