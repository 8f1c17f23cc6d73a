import { Component, type ReactNode } from 'react'

/** Props for {@link ErrorBoundary}: what to show, and how to show an error thrown while rendering it. */
export interface ErrorBoundaryProps {
  children: ReactNode
  fallback: (error: Error) => ReactNode
  /** When this value changes (e.g. the location), a shown error is cleared and the children render again. */
  resetKey?: string
}

interface ErrorBoundaryState {
  error: Error | null
}

/**
 * Catches an error thrown while rendering its children and shows `fallback(error)` instead of a blank page.
 * A change of `resetKey` (the location) gives the next page a fresh try.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render:', error)
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}
