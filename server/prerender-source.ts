/**
 * The reference API in memory on its seed, for the build: the prerenderer asks it for the results
 * public pages are rendered with (scripts/build.mjs, src/lib/prerendered.ts). Nothing is written
 * to disk and nothing listens on a port.
 */
import { createApp } from './app'
import { openPglite } from './db/client'
import { seed } from './db/seed/index'

export type PrerenderSource = {
  /** A fetch for the app's API clients: same-origin paths go to the reference API. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  close: () => Promise<void>
}

export async function openPrerenderSource(): Promise<PrerenderSource> {
  const database = await openPglite()
  await seed(database.db)
  const app = createApp({ db: database.db })
  return {
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      // a service base pointing elsewhere (VITE_*): ask that service
      if (/^https?:\/\//i.test(url)) return globalThis.fetch(input, init)
      return app.request(url, init)
    },
    close: () => database.close(),
  }
}
