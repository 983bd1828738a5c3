import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { activateLocale } from '../i18n/i18n'
import { routeForPath, splitLocale } from '../../contract/route-paths'
import { preloadPage } from './routes'
import { mantineStylesInHead } from './mantine-styles'
import { startInspector } from '../lib/inspect'
import { readStored, STORAGE_KEYS } from '../api/storage-keys'
import { preloadAccountMenu } from '../ui/Navbar'
import { readStoredSession } from '../lib/stored-session'
import { nextTask } from '../lib/next-task'

/**
 * Starts the app on the page the browser shows: the active catalog and the route's code first,
 * so hydration never waits on a chunk and matches the prerendered HTML; client-rendered routes
 * (an empty root) are rendered from scratch.
 */
export async function boot(): Promise<void> {
  // the app's module was evaluated in this task: what follows starts in the next
  await nextTask()
  const { locale, path } = splitLocale(window.location.pathname)
  const route = routeForPath(path)
  const stored = route?.layout === 'account' ? readStoredSession() : null
  // Each lazy import below appends a preload link per file it needs (tens for an account page, a
  // few tenths of a millisecond apiece on a phone's CPU): one import per task, so that together
  // they never make the long task they made in one (over 150 ms at 4× CPU on an account page).
  // An account page's data, with a stored login that has not expired, goes out first, beside the
  // page's and the session's code (src/api/early-calls.ts), not after them.
  if (route && stored && stored.exp * 1000 > Date.now()) {
    import('./account-first-calls')
      .then((m) => m.startFirstCall(route.id, window.location.search))
      .catch(() => undefined)
    await nextTask()
  }
  // The inspector (dev only) must be attached before the first actor is created.
  const ready = Promise.all([
    activateLocale(locale),
    preloadPage(path, nextTask).catch(() => {}),
    startInspector(),
  ])
  if (readStored(STORAGE_KEYS.vToken)) {
    // a returning customer's header shows their avatar menu as soon as the page is live, and the
    // session reads the stored login once hydrated (src/app/account-nav.tsx): the code of both
    // comes beside the page's, not after hydration (not awaited: the page never waits for it)
    await nextTask()
    preloadAccountMenu().catch(() => undefined)
    await nextTask()
    import('./runtime').catch(() => undefined)
  }
  await ready

  const container = document.getElementById('root')!
  const app = <App mantineStylesInHead={mantineStylesInHead(document)} />
  if (container.firstElementChild) {
    document.documentElement.dataset.prerendered = 'true'
    // As a transition, hydration works in short slices and lets the browser handle input between
    // them, instead of one long task per part of the page.
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    createRoot(container).render(app)
  }
}
