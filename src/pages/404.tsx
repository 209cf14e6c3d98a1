import React, { useEffect } from "react"
import type { HeadFC, PageProps } from "gatsby"
import { ButtonLink } from "../components/button"
import { Seo } from "../components/seo"
import { routes } from "../lib/routes"
import * as styles from "../components/not-found/not-found.module.css"

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    // The spec asks for the attempted path in the console, so broken links can be traced.
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`)
  }, [location.pathname])

  return (
    <section className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 className={styles.title}>
        <span className="visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p className={styles.text}>The page you are looking for has moved or never existed. Everything we offer is one click away.</p>
      <ButtonLink to={routes.home} size="lg">Return to Home</ButtonLink>
    </section>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page not found" description="The page you are looking for could not be found. Return to the home page of our commercial cleaning company." pathname={location.pathname} noIndex />
)
