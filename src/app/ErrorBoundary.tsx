import { Component, type ReactNode } from 'react'
import { ErrorPage, ErrorPageFailure } from './ErrorPage'

interface Props {
  children: ReactNode
  resetKey?: string
}
interface State {
  error: Error | null
  key?: string
}

/** A normalised error's status code (default 500). */
export function statusOf(error: unknown): number {
  const status =
    (error as { statusCode?: unknown; status?: unknown } | null)?.statusCode ??
    (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/** Shows the error page instead of the page that failed; clears when the route changes. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null
  }

  componentDidCatch(error: Error) {
    console.error(error)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    // The title is the catalog's (SPEC §8's default 'Error', or the 404 title), never the error's
    // own words: a thrown error's message is a program's English sentence, on /id too; it is
    // logged above (docs/architecture.md, departures).
    return (
      <LastResort>
        <ErrorPage status={statusOf(error)} />
      </LastResort>
    )
  }
}

/** If the error page itself fails, say so plainly. */
class LastResort extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children
  }
}
