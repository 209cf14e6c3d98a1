import React, { useEffect } from "react"
import type { HeadProps, PageProps } from "gatsby"
import { Link } from "gatsby"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../components/button"
import { HeadTags, type HeadContext } from "../components/seo"
import { absoluteUrl, site } from "../config/site"
import { useSiteLinks } from "../hooks/use-site-links"
import { telHref } from "../lib/contact-links"
import { routes } from "../lib/routes"
import * as styles from "../components/not-found/not-found.module.css"

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    // The spec asks for the attempted path in the console, so broken links can be traced.
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`)
  }, [location.pathname])
  const { navServices } = useSiteLinks()

  return (
    <section className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 className={styles.title}>
        <span className="visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p className={styles.text}>The page you are looking for has moved or never existed. Everything we offer is one click away.</p>
      <div className={styles.actions}>
        <ButtonLink to={routes.quote} size="lg">Get a Free Quote</ButtonLink>
        <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>Call {site.phoneDisplay}</ButtonLink>
      </div>
      {/* The way on from a dead link: what we do and where, not just the home page. */}
      <nav className={styles.wayOn} aria-labelledby="not-found-services">
        <h2 id="not-found-services" className={styles.subheading}>Our main services</h2>
        <ul className={styles.links}>
          {navServices.map((service) => (
            <li key={service.to}><Link to={service.to}>{service.label}</Link></li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to={routes.serviceAreas}>See the cities and service areas we cover</Link>
          {" · "}
          <Link to={routes.home}>Return to Home</Link>
        </p>
      </nav>
    </section>
  )
}

export const Head = ({ location, pageContext }: HeadProps<unknown, HeadContext>) => (
  <HeadTags head={pageContext.head} url={absoluteUrl(location.pathname)} />
)
