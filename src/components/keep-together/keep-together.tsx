import React from "react"
import { unbreakableRuns } from "../../lib/text"

/**
 * Text whose hyphenated words ("after-hours", "COVID-19") and times ("2:30 am") never break across
 * lines: on a phone a heading otherwise reads "after-" / "hours". Static markup, no script.
 */
export function KeepTogether({ children }: { children: string }) {
  return (
    <>
      {unbreakableRuns(children).map((run, index) =>
        run.keep ? <span key={index} className="nowrap">{run.text}</span> : <React.Fragment key={index}>{run.text}</React.Fragment>,
      )}
    </>
  )
}
