import React from "react"
import { Link } from "gatsby"
import ArrowLeft from "lucide-react/icons/arrow-left"
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign"
import Briefcase from "lucide-react/icons/briefcase"
import Clock from "lucide-react/icons/clock"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import MessageSquare from "lucide-react/icons/message-square"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { LanguageSwitch } from "../language-switch"
import { Prose } from "../prose"
import { site } from "../../config/site"
import { mailtoHref, smsHref, telHref } from "../../lib/contact-links"
import type { LanguageLink } from "../../lib/i18n/hiring-paths"
import type { Lang } from "../../lib/i18n/language"
import { longDate } from "../../lib/i18n/ui-text"
import { payText } from "../../lib/pay"
import { routes } from "../../lib/routes"
import * as styles from "../article/article.module.css"
import * as jobStyles from "../job-facts/job-facts.module.css"
import { KeepTogether } from "../keep-together"
import { hiringText } from "../../lib/i18n/hiring-text"
import { hiringSettings } from "../../config/hiring"
import { jobFactsHtml } from "../../lib/job-facts/job-html"
import { shiftLine } from "../../lib/job-facts/schedule"
import { factWords } from "../../lib/job-facts/words"
import { EVerifyNotices } from "../e-verify-notices"

// The application section's static heading: one region chunk with the rest of the job page's markup.
export { ApplyIntro } from "../job-application-form/apply-intro"

interface JobPageProps {
  data: Queries.JobPageQuery
  lang?: Lang
  /** The same job in the other language. */
  otherLanguage?: LanguageLink
}

/** The job's words in the page's language: its Spanish (content/jobs/es/<slug>.md) on a Spanish page; its facts are the job's, once. */
function wordsOf(data: Queries.JobPageQuery, lang: Lang) {
  const job = data.job!
  const es = lang === "es" ? data.es : null
  return es ? { ...job, title: es.title, summary: es.summary, html: es.html } : job
}

/**
 * A job's page (src/templates/job.tsx), in English at /jobs/<slug>/ or Spanish at /es/empleos/<slug>/: markup
 * only, rendered as one static region. Its facts (type, place, hours, pay, requirements) come from the job's one
 * file in the page's language (src/lib/job-facts); the words around them are the page language's own file.
 */
export function JobPage({ data, lang = "en", otherLanguage }: JobPageProps) {
  const job = wordsOf(data, lang)
  const text = hiringText(lang)
  const facts = factWords(lang)
  const careers = job.board === "careers"
  const back = lang === "es" ? (careers ? routes.esCareers : routes.esJobs) : careers ? routes.careers : routes.jobs
  const eyebrow = <p className={styles.category}><Briefcase size={14} aria-hidden="true" /> {text.weAreHiring}</p>
  return (
    <>
      <article className={`${styles.article} ${jobStyles.articleAbove}`}>
        <header className={styles.header}>
          <Link to={back} className={styles.back}>
            <ArrowLeft size={16} aria-hidden="true" /> {careers ? text.backToCareers : text.backToJobs}
          </Link>
          {otherLanguage ? <LanguageSwitch to={otherLanguage} label={text.language}>{eyebrow}</LanguageSwitch> : eyebrow}
          <h1>{job.title}</h1>
          <p className={styles.meta}>{job.summary}</p>
        </header>
        <ul className={jobStyles.facts}>
          <li><Clock size={18} aria-hidden="true" /> {text.jobTypes[job.type]}</li>
          <li><MapPin size={18} aria-hidden="true" /> {job.location.city}, {job.location.region} ({facts.onSite})</li>
          {/* One flex item: the times KeepTogether holds together would otherwise each be a column of the row. */}
          <li><Briefcase size={18} aria-hidden="true" /> <span><KeepTogether>{shiftLine(job.schedule, lang)}</KeepTogether></span></li>
          <li><BadgeDollarSign size={18} aria-hidden="true" /> {payText(job.payRange, lang)}</li>
        </ul>
        <Prose html={job.html + jobFactsHtml(job, lang)} />
        <EVerifyNotices settings={hiringSettings} lang={lang} />
      </article>
    </>
  )
}

/**
 * The other ways to apply, under the job (and under its application form): e-mail, call and text, in the
 * page's language. Markup only, a static region of its own.
 */
export function JobApplyWays({ data, lang = "en" }: { data: Queries.JobPageQuery; lang?: Lang }) {
  const job = wordsOf(data, lang)
  const text = hiringText(lang)
  // The same e-mail as the role's card: the careers page applies as 'Job Application', naming the role in the body.
  const applyHref =
    job.board === "careers"
      ? mailtoHref({ subject: text.mail.careersSubject, body: text.mail.careersBody(job.title) })
      : mailtoHref({ subject: text.mail.subject(job.title) })
  return (
    <section className={jobStyles.applyWrap} aria-label={text.applyWays}>
      <div className={jobStyles.apply}>
        <p>{text.applyIntro}</p>
        <div className={jobStyles.actions}>
          <ButtonLink to={applyHref} size="lg" icon={<Mail size={18} />}>{text.applyByEmail}</ButtonLink>
          <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>{text.callNumber(site.phoneDisplay)}</ButtonLink>
          <ButtonLink to={smsHref()} variant="secondary" size="lg" icon={<MessageSquare size={18} />}>{text.textUs}</ButtonLink>
        </div>
        <p className={jobStyles.until}>
          {text.acceptedThrough(longDate(job.validThrough, lang))} {text.forBusinesses} <Link to={routes.quote}>{text.getQuote}</Link>.
        </p>
      </div>
    </section>
  )
}
