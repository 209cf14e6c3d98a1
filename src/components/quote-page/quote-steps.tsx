import React from "react"
import * as styles from "./quote-page.module.css"
import { KeepTogether } from "../keep-together"

interface QuoteStepsProps {
  heading: string
  steps: ReadonlyArray<{ title: string; text?: string | null }>
}

/** "How it works" beside the quote page's heading: what happens after the visitor sends the form. */
export function QuoteSteps({ heading, steps }: QuoteStepsProps) {
  return (
    <section className={styles.steps} aria-labelledby="quote-steps-heading">
      <h2 id="quote-steps-heading" className={styles.stepsHeading}>{heading}</h2>
      <ol className={styles.stepList}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.stepItem}>
            <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
            <span>
              <strong className={styles.stepTitle}><KeepTogether>{step.title}</KeepTogether></strong>
              {step.text && <span className={styles.stepText}>{step.text}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
