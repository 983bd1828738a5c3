import { createElement, use, type ComponentType } from 'react'
import { progress } from '../lib/progress'
import type { PageHead, PageSnapshot, PrerenderParams } from '../lib/prerendered'
import { reloadAfterChunkError } from '../lib/chunk-reload'

/**
 * What a page module may tell the prerenderer (src/lib/prerendered), and an account page its
 * `Frame`: what it shows first, prerendered and painted before the session is known.
 */
export type PageExtras = {
  snapshot?: PageSnapshot
  prerenderParams?: PrerenderParams
  head?: PageHead
  Frame?: ComponentType
}

/** A page module: the page, and optionally what it tells the prerenderer. */
type PageModule = { default: ComponentType } & PageExtras

export type LazyPage = ComponentType & {
  preload: () => Promise<void>
  /** What the loaded module tells the prerenderer (after preload). */
  extras: () => PageExtras
}

/**
 * Like React.lazy, but preloadable: the client loads the current route's chunk before
 * hydrating, so hydration renders synchronously and matches the prerendered HTML.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined
  let extras: PageExtras = {}
  let pending: Promise<void> | undefined
  const preload = () => {
    if (pending) return pending
    progress.start()
    pending = load().then(
      (mod) => {
        loaded = mod.default
        extras = {
          snapshot: mod.snapshot,
          prerenderParams: mod.prerenderParams,
          head: mod.head,
          Frame: mod.Frame,
        }
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
  return Object.assign(Page, { preload, extras: () => extras })
}
