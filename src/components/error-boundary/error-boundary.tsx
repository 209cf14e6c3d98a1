import React from "react"
import { routes } from "../../lib/routes"
import * as styles from "./error-boundary.module.css"

interface State {
  error: Error | null
}

/** Keeps the header and footer usable when a page's content throws while rendering. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <section className={styles.fallback} role="alert">
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page. Please try again, or call or e-mail us and we will help right away.</p>
        {/* A full page load, not client routing, so the broken state is left behind. */}
        <a href={routes.home} className={styles.home}>Return to Home</a>
      </section>
    )
  }
}
