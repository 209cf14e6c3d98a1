import React from "react"
import Mail from "lucide-react/icons/mail"
import MessageSquareText from "lucide-react/icons/message-square-text"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { mailtoHref, smsHref, telHref } from "../../lib/contact-links"
import * as styles from "./contact-channels.module.css"

/** Call, text and e-mail buttons with the number and address written out, all from the site config. */
export function ContactChannels({ tone = "light" }: { tone?: "light" | "dark" }) {
  const channels = [
    { label: "Call us", value: site.phoneDisplay, href: telHref(), icon: Phone },
    { label: "Text us", value: site.phoneDisplay, href: smsHref(), icon: MessageSquareText },
    { label: "E-mail us", value: site.email, href: mailtoHref(), icon: Mail },
  ]
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {channels.map(({ label, value, href, icon: IconComponent }) => (
        <li key={label}>
          <a href={href} className={styles.channel}>
            <span className={styles.icon}><IconComponent size={22} aria-hidden="true" /></span>
            <span className={styles.copy}>
              <span className={styles.label}>{label}</span>
              <span className={styles.value}>{value}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
