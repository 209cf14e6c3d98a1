import React from "react"
import { Link } from "gatsby"
import { GatsbyImage } from "gatsby-plugin-image"
import ArrowRight from "lucide-react/icons/arrow-right"
import CalendarDays from "lucide-react/icons/calendar-days"
import UserRound from "lucide-react/icons/user-round"
import { routes } from "../../lib/routes"
import { KeepTogether } from "../keep-together"
import type { PostSummary } from "./blog-list"
import * as styles from "./blog-list.module.css"

/** A post's card: the contents of its <li> (the list's static region, see blog-list.tsx). */
export function PostCardContent({ post }: { post: PostSummary }) {
  return (
    <>
      {post.image && <GatsbyImage image={post.image} alt={post.imageAlt ?? ""} className={styles.image} />}
      <div className={styles.body}>
        <p className={styles.badge}>{post.category}</p>
        <h3 className={styles.title}><KeepTogether>{post.title}</KeepTogether></h3>
        <p className={styles.meta}>
          <span><CalendarDays size={15} aria-hidden="true" /> <time dateTime={post.isoDate}>{post.date}</time></span>
          <span><UserRound size={15} aria-hidden="true" /> {post.author}</span>
        </p>
        <p className={styles.excerpt}><KeepTogether>{post.excerpt}</KeepTogether></p>
        <Link to={routes.post(post.slug)} className={styles.more} data-read-more="">
          Read More<span className="visually-hidden"> about {post.title}</span>
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </>
  )
}
