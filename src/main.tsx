import './styles/fonts.css'
import './styles/mantine.css'
import './styles/app.css'
import { readLocaleCookie } from './i18n/locale-cookie'
import { reloadAfterChunkError } from './lib/chunk-reload'
import { localizePath } from '../contract/route-paths'
import { loadTextFace } from './lib/text-face'

/**
 * Runs `start` once the browser has shown the page it was given: the prerendered HTML is on
 * screen before the app's code is fetched and evaluated (hundreds of milliseconds on a slow
 * phone), not after. "Shown" is the first contentful paint's entry, which Chromium reports once
 * the frame is presented; an animation frame comes before that paint, and the app's code
 * requested then competed with the page's own pictures (Lighthouse counted the app's code
 * into the home page's LCP in some runs, 1.4 s instead of 1.0 s). It starts at once where nothing
 * would be painted before it: a client-rendered page (an empty root, as the dev server's are too),
 * a tab opened in the background (no paint until it is shown) or hidden before its paint. The
 * timer is a last resort.
 */
function afterFirstPaint(start: () => void): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    document.removeEventListener('visibilitychange', once)
    start()
  }
  const painted = () => {
    setTimeout(once, 0)
  }
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.hasChildNodes()) {
    painted()
    return
  }
  document.addEventListener('visibilitychange', once)
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      painted()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(painted)
  }
  setTimeout(once, 2_000)
}

const { pathname, search, hash } = window.location
// The dev flow viewer (src/dev) instead of the app; the production build folds this branch away.
if (import.meta.env.DEV && pathname === '/__dev/flows') {
  void import('./dev/viewer-boot').then(({ bootViewer }) => bootViewer())
} else if (pathname === '/' && readLocaleCookie(document.cookie) === 'id') {
  // A returning Indonesian visitor who lands on the English home goes to /id (the server does this
  // too; this covers static hosting).
  window.location.replace(`${localizePath('/', 'id')}${search}${hash}`)
} else {
  afterFirstPaint(() => {
    loadTextFace()
    import('./app/boot').then(
      ({ boot }) => boot(),
      (error: unknown) => reloadAfterChunkError(error),
    )
  })
}
