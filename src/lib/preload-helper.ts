/**
 * The build's preload helper: what Vite's own (`__vitePreload`, vite/src/node/plugins/
 * importAnalysisBuild.ts) does before a lazy import, with the links appended a few per task.
 *
 * Before `import('./x')` runs, the build's code appends a `<link>` for each file `x` needs that the
 * page has not asked for yet (`modulepreload`, or `stylesheet` for its CSS, which the import then
 * waits for), so the browser fetches them all at once instead of finding them one level at a time.
 * Appending a link sends its request there and then, on the main thread: 0.5–0.8 ms each here, four
 * times that on a phone's CPU. Vite's helper appends every one in the task that asked for the
 * import, and an account page's lazy imports need tens of files: the route's page with its first
 * call, 14 files, then the security page's list, 19; each made one of the page's long tasks at load.
 * Here the links go in `SLICE` at a time, each slice in a task of its own (`nextTask`: ahead of
 * other tasks, so the downloads start as early, but input and paint may come between). The import
 * itself starts once its links are all in, as before.
 *
 * `vite.config.ts` puts this module in place of Vite's (scripts/preload-in-slices.ts).
 * Kept the same: each file asked for once per page; a file the page already links is not linked
 * again; the CSP nonce; a stylesheet that failed to load fails the import. Not kept: Vite's
 * `vite:preloadError` event first (no one here listens; a failed import is its caller's to meet,
 * which reloads the page once: src/lib/chunk-reload.ts), since the product dispatches no events of
 * its own (scripts/flow-buses.ts).
 */
import { nextTask } from './next-task'

/** Links appended per task. */
export const SLICE = 4

/** Each file asked for: a stylesheet's load still awaited, or `undefined` once it is in. */
const seen = new Map<string, Promise<void> | undefined>()

/** The links the document has (its own stylesheets and modulepreloads, and those linked since). */
function documentLinks() {
  const all = new Set<string>()
  const styles = new Set<string>()
  for (const link of Array.from(document.getElementsByTagName('link'))) {
    all.add(link.href)
    if (link.rel === 'stylesheet') styles.add(link.href)
  }
  return { all, styles }
}

/** A link for `href`, appended; settles when a stylesheet has loaded, at once for a script. */
function append(href: string, isCss: boolean, nonce: string | undefined): Promise<void> {
  const link = document.createElement('link')
  link.rel = isCss ? 'stylesheet' : 'modulepreload'
  if (!isCss) link.as = 'script'
  link.crossOrigin = ''
  link.href = href
  if (nonce) link.setAttribute('nonce', nonce)
  document.head.appendChild(link)
  if (!isCss) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const settle = (event: Event) => {
      link.removeEventListener('load', settle)
      link.removeEventListener('error', settle)
      if (event.type === 'error') reject(new Error(`Unable to preload CSS for ${href}`))
      else resolve()
    }
    link.addEventListener('load', settle)
    link.addEventListener('error', settle)
  })
}

/**
 * `baseModule()` once the files in `deps` (paths under the site's base) are asked for, their
 * stylesheets loaded: the build's `__vitePreload`, with its signature (the build calls it).
 */
export function preload<T>(baseModule: () => Promise<T>, deps?: string[]): Promise<T> {
  if (!deps?.length || typeof document === 'undefined') return baseModule()
  const nonceMeta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')
  const nonce = nonceMeta?.nonce || nonceMeta?.getAttribute('nonce') || undefined
  const waits: Promise<void>[] = []
  const fresh: (() => void)[] = []
  let linked: ReturnType<typeof documentLinks> | undefined
  for (const dep of deps) {
    const href = new URL(import.meta.env.BASE_URL + dep, document.baseURI).href
    if (seen.has(href)) {
      const pending = seen.get(href)
      if (pending) waits.push(pending)
      continue
    }
    const isCss = new URL(href).pathname.endsWith('.css')
    linked ??= documentLinks()
    if ((isCss ? linked.styles : linked.all).has(href)) {
      seen.set(href, undefined)
      continue
    }
    let start!: () => void
    const done = new Promise<void>((resolve) => {
      start = resolve
    }).then(() => append(href, isCss, nonce))
    fresh.push(start)
    const pending = done.then(
      () => void seen.set(href, undefined),
      (error: unknown) => {
        seen.set(href, undefined)
        throw error
      },
    )
    seen.set(href, pending)
    waits.push(pending)
  }
  // the links, `SLICE` to a task, none in the task that asked for the import
  void (async () => {
    for (let i = 0; i < fresh.length; i += SLICE) {
      await nextTask()
      for (const start of fresh.slice(i, i + SLICE)) start()
    }
  })()
  return Promise.allSettled(waits).then((results) => {
    for (const result of results) if (result.status === 'rejected') throw result.reason
    return baseModule()
  })
}
