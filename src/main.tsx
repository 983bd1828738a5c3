import './styles/fonts.css'
import './styles/mantine.css'
import './styles/app.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { activateLocale } from './i18n/i18n'
import { readLocaleCookie } from './i18n/locale-cookie'
import { splitLocale } from './lib/route-paths'
import { preloadPage } from './app/routes'

async function start() {
  const { pathname, search, hash } = window.location
  // A returning Indonesian visitor who lands on the English home goes to /id (the server
  // does this too; this covers static hosting).
  if (pathname === '/' && readLocaleCookie(document.cookie) === 'id') {
    window.location.replace(`/id${search}${hash}`)
    return
  }
  const { locale, path } = splitLocale(pathname)
  await Promise.all([activateLocale(locale), preloadPage(path).catch(() => {})])

  const container = document.getElementById('root')!
  if (container.firstElementChild) hydrateRoot(container, <App />)
  else createRoot(container).render(<App />)
}

void start()
