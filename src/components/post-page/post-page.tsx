import React from "react"
import { Link } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import ArrowLeft from "lucide-react/icons/arrow-left"
import CalendarDays from "lucide-react/icons/calendar-days"
import Tag from "lucide-react/icons/tag"
import UserRound from "lucide-react/icons/user-round"
import { CtaBand } from "../cta-band"
import { Prose } from "../prose"
import { QuoteCallActions } from "../quote-call-actions"
import { Section } from "../section"
import { routes } from "../../lib/routes"
import * as styles from "../article/article.module.css"
import { KeepTogether } from "../keep-together"
import { site } from "../../config/site"

/**
 * A blog post's page (src/templates/post.tsx): markup only, rendered as one static region.
 */
export function PostPage({ data }: { data: Queries.PostPageQuery }) {
  const post = data.post!
  const image = getImage(post.image?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <>
      <article className={styles.article}>
        <header className={styles.header}>
          <Link to={routes.blog} className={styles.back}><ArrowLeft size={16} aria-hidden="true" /> All posts</Link>
          <p className={styles.category}><Tag size={14} aria-hidden="true" /> {post.category}</p>
          <h1><KeepTogether>{post.title}</KeepTogether></h1>
          <p className={styles.meta}>
            <span><CalendarDays size={16} aria-hidden="true" /> <time dateTime={post.isoDate}>{post.date}</time></span>
            <span><UserRound size={16} aria-hidden="true" /> {post.author}</span>
          </p>
        </header>
        {image && <GatsbyImage image={image} alt={post.imageAlt ?? ""} className={styles.image} loading="eager" fetchpriority="high" />}
        <Prose html={post.html} />
        {/* The post ends on something to do, not a sentence: the quote and the phone, as buttons. */}
        <aside className={styles.endCta} aria-labelledby="post-next-step">
          <h2 id="post-next-step" className={styles.endCtaHeading}>Want this handled for your building?</h2>
          <p>Tell us about your facility for a free quote {site.responseTime}, or call and talk to a person now.</p>
          <div className={styles.endCtaActions}><QuoteCallActions /></div>
        </aside>
      </article>
      {data.related.nodes.length > 0 && (
        <Section id="related" heading="Related articles" tone="alt">
          <ul className={styles.related}>
            {data.related.nodes.map((related) => (
              <li key={related.slug}>
                <Link to={routes.post(related.slug)} className={styles.relatedLink}>
                  <span className={styles.relatedCategory}>{related.category}</span>
                  <strong>{related.title}</strong>
                  <span className={styles.relatedExcerpt}>{related.excerpt}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <CtaBand belowFold />
    </>
  )
}

