import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { activateLocale } from '../i18n/i18n'
import { splitLocale } from '../lib/route-paths'
import { preloadPage } from './routes'

/**
 * Starts the app on the page the browser shows: the active catalog and the route's code first,
 * so hydration renders synchronously and matches the prerendered HTML; client-rendered routes
 * (an empty root) are rendered from scratch.
 */
export async function boot(): Promise<void> {
  const { locale, path } = splitLocale(window.location.pathname)
  await Promise.all([activateLocale(locale), preloadPage(path).catch(() => {})])

  const container = document.getElementById('root')!
  if (container.firstElementChild) {
    document.documentElement.dataset.prerendered = 'true'
    hydrateRoot(container, <App />)
  } else {
    createRoot(container).render(<App />)
  }
}
