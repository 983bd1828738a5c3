import { Component, createElement, Suspense, use, useState, type ComponentType, type ReactNode } from 'react'
import { reloadAfterChunkError } from '../lib/chunk-reload'
import { LoadFailure } from './LoadFailure'

type Module<P> = { default: ComponentType<P> }

export type LazyPart<P> = ComponentType<P> & {
  /** Starts the download (a tap, hover or idle time may ask for it before the part is shown). */
  preload: () => Promise<unknown>
}

/**
 * A part of the shell (a menu, a dialog) in a chunk of its own, failing as pages do: a failed
 * download reloads the page at most once a minute, else `<PartBoundary>` says so and offers to try
 * again. Nothing else on the page goes blank.
 */
export function lazyPart<P extends object>(load: () => Promise<Module<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined
  // A failure is kept: the browser keeps a failed module download too (a second import() of it
  // fails at once), so only a new page tries again.
  let downloading: Promise<void> | undefined
  const preload = () =>
    (downloading ??= load().then((mod) => {
      loaded = mod.default
    }))
  // Showing the part needs the code: a failed download then reloads the page (at most once a
  // minute), as a page's does. A prefetch that fails reloads nothing.
  let showing: Promise<void> | undefined
  function Part(props: P) {
    // once a render waited on the download, every render asks for it again (React then answers
    // from the settled promise at once): use() may not be skipped in the render that follows a wait
    if (!loaded || showing) use((showing ??= preload().catch(reloadAfterChunkError)))
    return createElement(loaded!, props)
  }
  return Object.assign(Part, { preload })
}

interface BoundaryProps {
  children: ReactNode
  /** While the part downloads, and after its failure notice is closed (default: nothing). */
  fallback?: ReactNode
  /** Closing the failure notice (e.g. puts the dialog that failed back in its closed state). */
  onClose?: () => void
  /** For a part that stays mounted while closed (a dialog): opening it again says it again. */
  opened?: boolean
}

/** Try again: a new page (a failed module download is not tried again by the same page). */
export const reloadPage = () => window.location.reload()

/** Suspense for lazy parts, with a failure that says so instead of blanking the app. */
export function PartBoundary({ children, fallback = null, onClose, opened }: BoundaryProps) {
  const [dismissed, setDismissed] = useState(false)
  const [wasOpened, setWasOpened] = useState(opened)
  if (opened !== wasOpened) {
    setWasOpened(opened)
    if (opened) setDismissed(false)
  }
  if (dismissed) return fallback
  return (
    <Catch
      onClose={() => {
        setDismissed(true)
        onClose?.()
      }}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </Catch>
  )
}

class Catch extends Component<{ children: ReactNode; onClose: () => void }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(error)
  }
  render() {
    if (!this.state.failed) return this.props.children
    return <LoadFailure onRetry={reloadPage} onClose={this.props.onClose} />
  }
}
