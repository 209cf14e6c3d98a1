import React, { lazy, Suspense, useEffect, useState } from "react"
import { loadPending } from "../../lib/quote/pending-uploads"
import { ErrorBoundary } from "../error-boundary"

const ResumeUploads = lazy(() => import("./resume-uploads").then(({ ResumeUploads }) => ({ default: ResumeUploads })))

/**
 * The panel that finishes a saved quote's files after a reload mid-upload (resume-uploads.tsx): its code is
 * fetched only when such files are waiting in this browser, which is rare, so it is not in the quote page's
 * first load. Like the panel itself, it looks once the form is in the page.
 */
export function ResumeUploadsGate() {
  const [waiting, setWaiting] = useState(false)
  useEffect(() => setWaiting(loadPending() !== null), [])
  if (!waiting) return null
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ResumeUploads />
      </Suspense>
    </ErrorBoundary>
  )
}
