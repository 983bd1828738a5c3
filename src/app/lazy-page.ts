import { createElement, use, type ComponentType } from 'react'
import { progress } from '../lib/progress'
import type { PageSnapshot } from '../lib/prerendered'
import { reloadAfterChunkError } from './chunk-reload'

/** A page module: the page, and optionally its first calls for the prerenderer. */
type PageModule = { default: ComponentType; snapshot?: PageSnapshot }

export type LazyPage = ComponentType & {
  preload: () => Promise<void>
  /** The loaded module's first calls, if it declares them (after preload). */
  snapshot: () => PageSnapshot | undefined
}

export { reloadAfterChunkError } from './chunk-reload'

/**
 * Like React.lazy, but preloadable: the client loads the current route's chunk before
 * hydrating, so hydration renders synchronously and matches the prerendered HTML.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined
  let snapshot: PageSnapshot | undefined
  let pending: Promise<void> | undefined
  const preload = () => {
    if (pending) return pending
    progress.start()
    pending = load().then(
      (mod) => {
        loaded = mod.default
        snapshot = mod.snapshot
        progress.done()
      },
      (error: unknown) => {
        pending = undefined
        progress.fail()
        return reloadAfterChunkError(error)
      },
    )
    return pending
  }
  function Page() {
    if (!loaded) use(preload())
    return createElement(loaded!)
  }
  return Object.assign(Page, { preload, snapshot: () => snapshot })
}
