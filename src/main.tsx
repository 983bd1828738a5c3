import './styles/fonts.css'
import './styles/mantine.css'
import './styles/app.css'
import { readLocaleCookie } from './i18n/locale-cookie'
import { reloadAfterChunkError } from './lib/chunk-reload'
import { localizePath } from './lib/route-paths'
import { loadTextFace } from './lib/text-face'

/**
 * Runs `start` once the browser has painted the page it was given: the prerendered HTML shows
 * before the app's code is evaluated (hundreds of milliseconds on a slow phone), not after.
 * Background tabs get no animation frames, so a timer starts it there.
 */
function afterFirstPaint(start: () => void): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 250)
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
