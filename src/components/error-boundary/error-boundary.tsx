import React from "react"
import { routes } from "../../lib/routes"
import * as styles from "./error-boundary.module.css"

interface State {
  error: Error | null
}

interface Props {
  children: React.ReactNode
  /** What to show instead of children that threw; by default, the page-level message below. */
  fallback?: React.ReactNode
}

/**
 * Keeps the rest of the page usable when part of it throws while rendering, or when a part loaded on
 * demand cannot be fetched (offline, or a chunk removed by a newer deploy): React 18 unmounts the whole
 * root on an error no boundary catches.
 */
export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    if (this.props.fallback !== undefined) return this.props.fallback
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
