import React, { useEffect, useState, type ComponentType } from "react"
import { useFormikContext } from "formik"
import type { QuoteFormValues } from "../../lib/quote/form-values"
import * as styles from "./zip-check.module.css"

/** The answer's code (the ZIP rules, words, icons and the address fill): fetched when a ZIP code is first typed. */
const loadAnswer = () => import("./quote-zip-answer").then((m) => m.QuoteZipAnswerContent)

/**
 * Under the quote form's ZIP field: a live region in the page from the start (so the first answer is heard),
 * whose words come from quote-zip-answer.tsx, loaded once the field holds something. Most visitors type a ZIP
 * code after the page is alive, so its 3 KB stay out of /quote's first load; a ZIP code typed before hydration
 * (the form adopts it) loads it at once.
 */
export function QuoteZipAnswer() {
  const { values } = useFormikContext<QuoteFormValues>()
  const [Content, setContent] = useState<ComponentType | null>(null)
  const wanted = values.zipCode.trim() !== ""

  useEffect(() => {
    if (!wanted || Content) return
    let live = true
    // A failed load (offline) leaves the region empty: the ZIP field and the quote work without the answer.
    loadAnswer().then(
      (loaded) => live && setContent(() => loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, Content])

  return (
    <div className={styles.inForm}>
      <div id="quote-zip-answer" role="status" className={styles.answerRegion}>
        {Content && <Content />}
      </div>
    </div>
  )
}
