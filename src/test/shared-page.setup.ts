/**
 * The `views` project's files share one worker and one jsdom page (vite.config.ts): before each
 * file runs, this puts the page back as a new one would be, so that no file depends on the files
 * before it (checked with --sequence.shuffle.files). It runs after shared-modules.setup.ts, once
 * per file.
 */
import { InertResizeObserver, staticMediaQuery } from './browser-stubs'

type Listener = EventListenerOrEventListenerObject
type Listening = [type: string, listener: Listener, options: unknown]

/** What the page was when the worker's first file began, kept across files on the window. */
interface Shared {
  href: string
  listening: Set<Listening>
  /** Element methods jsdom lacks, which a file may stub for its dropdowns (scrollIntoView). */
  missing: string[]
}
const SHARED = Symbol.for('vp.shared-page')
const holder = window as unknown as Record<symbol, Shared | undefined>

/**
 * Listeners added to the window, so those a file leaves behind (a machine's storage watcher, a hook
 * not unmounted) are taken off before the next file: jsdom cannot list them. Not the document's:
 * React and Testing Library's user-event listen there once per document and mark it as done.
 */
function trackListeners(): Shared {
  const shared: Shared = {
    href: window.location.href,
    listening: new Set(),
    missing: ['scrollIntoView'].filter((name) => !(name in Element.prototype)),
  }
  const add = window.addEventListener.bind(window)
  const remove = window.removeEventListener.bind(window)
  window.addEventListener = (type: string, listener: Listener, options?: unknown) => {
    shared.listening.add([type, listener, options])
    add(type, listener, options as AddEventListenerOptions)
  }
  window.removeEventListener = (type: string, listener: Listener, options?: unknown) => {
    for (const entry of shared.listening)
      if (entry[0] === type && entry[1] === listener) shared.listening.delete(entry)
    remove(type, listener, options as EventListenerOptions)
  }
  return shared
}

const shared = (holder[SHARED] ??= trackListeners())

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

function clearElement(element: Element): void {
  for (const { name } of [...element.attributes]) element.removeAttribute(name)
  element.replaceChildren()
}

// what the file before left in the page
for (const [type, listener, options] of shared.listening)
  window.removeEventListener(type, listener, options as EventListenerOptions)
shared.listening.clear()
window.localStorage.clear()
window.sessionStorage.clear()
clearCookies()
window.history.replaceState(null, '', shared.href)
for (const { name } of [...document.documentElement.attributes])
  document.documentElement.removeAttribute(name)
clearElement(document.head)
clearElement(document.body)
document.title = ''
// what the page's own scripts leave on the window before the app (kept taps) and analytics' layer
for (const name of ['vpKeptTaps', 'vpKeptValues', 'dataLayer'])
  delete (window as unknown as Record<string, unknown>)[name]
for (const name of shared.missing) delete (Element.prototype as unknown as Record<string, unknown>)[name]
// a file may assign its own (a screen that turns wide): every file starts from a narrow one
window.matchMedia = (query: string) => staticMediaQuery(query, false)
globalThis.ResizeObserver = InertResizeObserver
