import React, { useRef, useState } from "react"
import MapPin from "lucide-react/icons/map-pin"
import { site } from "../../config/site"
import { useTypedBeforeHydration } from "../../hooks/use-typed-before-hydration"
import { useZipAnswer } from "../../hooks/use-zip-answer"
import { telHref } from "../../lib/contact-links"
import { ZIP_BOX_WORDS } from "../../lib/service-area/zip-box-words"
import { SectionFrame } from "../section/section-frame"
import { ZipAnswerLine } from "./zip-answer-line"
import * as styles from "./zip-check.module.css"

export interface ZipCheckProps {
  /** Names the box's ids (an island takes no ids from useId). */
  id: string
  /** The city page the box is on, if any (its name heads the box; its answer does not link to it again). */
  city?: { name: string; slug: string }
}

/**
 * "Do we serve your area?": a ZIP code answered as it is typed, from the service-area file fetched on the
 * box's first use (src/hooks/use-zip-answer.ts). Rendered as an island (zip-check-island.ts): its code loads
 * when the visitor is about to use it, and what was typed before that is adopted at once.
 */
export function ZipCheck({ id, city }: ZipCheckProps) {
  // The words live with the box's code, not the page's: the server draws them, the first load needs none.
  const heading = city ? ZIP_BOX_WORDS.cityHeading(city.name) : ZIP_BOX_WORDS.heading
  const intro = city ? ZIP_BOX_WORDS.cityIntro : ZIP_BOX_WORDS.intro
  const currentSlug = city?.slug
  const [value, setValue] = useState("")
  const [checked, setChecked] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, (typed) => {
    if (typeof typed.zip === "string") setValue(typed.zip)
  })
  const { state, warm } = useZipAnswer(value)
  const fix = checked && state.status === "answered" && state.message?.tone === "fix"
  // The page's band around the box comes with the box's code (a city page's is tinted), not the page's.
  return (
    <SectionFrame id="zip-check" narrow tone={city ? "alt" : "plain"} aria-label="Check your ZIP code">
      <section className={styles.box} aria-labelledby={`${id}-heading`}>
        <div className={styles.head}>
          <span className={styles.badge} aria-hidden="true">
            <MapPin size={22} />
          </span>
          <div>
            <h2 id={`${id}-heading`} className={styles.heading}>{heading}</h2>
            <p className={styles.intro}>{intro}</p>
          </div>
        </div>
        <form
          ref={form}
          method="post"
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            setChecked(true)
            warm()
          }}
        >
          <label htmlFor={`${id}-zip`} className={styles.label}>Your ZIP code</label>
          <div className={styles.row}>
            <input
              id={`${id}-zip`}
              name="zip"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              placeholder="e.g. 33602"
              className={styles.input}
              value={value}
              aria-describedby={`${id}-answer`}
              aria-invalid={fix || undefined}
              onFocus={warm}
              onBlur={() => setChecked(true)}
              onChange={(event) => {
                setValue(event.target.value)
                setChecked(false)
              }}
            />
            <button type="submit" className={styles.button}>Check</button>
          </div>
          <ZipAnswerLine id={`${id}-answer`} state={state} showFixes={checked} currentSlug={currentSlug} offerQuote />
        </form>
        <noscript>
          <p className={styles.intro}>
            The ZIP check needs JavaScript, which is off in this browser. Find your city below, or call{" "}
            <a href={telHref()}>{site.phoneDisplay}</a> and we will tell you.
          </p>
        </noscript>
      </section>
    </SectionFrame>
  )
}
