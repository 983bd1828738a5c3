// `npm run size`: the initial JS and CSS (gzip) each route downloads, from the build manifest:
// the entry and the app it imports (src/app/boot.tsx) with their static imports, the route's
// page chunk and its imports, and the locale's catalog (and the account area's for its pages, or
// the page's own catalog where it has one).
// Exits 1 over budget (JS 150 kB, CSS 30 kB per route; the entry and the app in 4 files).
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { appClosure, closure, loadManifest, pageKeys } from './manifest.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const BUDGET_JS = 150 * 1024
const BUDGET_CSS = 30 * 1024
const BUDGET_APP_FILES = 4

if (!existsSync('dist/client/.vite/manifest.json')) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}
const manifest = loadManifest()
const gz = new Map()
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(`dist/client/${file}`), { level: 9 }).length)
  return gz.get(file)
}

const pages = Object.entries(pageKeys(manifest)).map(([id, key]) => ({ id, key }))
// a route whose page the manifest reading did not find would silently leave the budget
const routeIds = [
  ...readFileSync('contract/route-paths.ts', 'utf8').matchAll(/\{ id: '(\w+)', pattern:/g),
].map((m) => m[1])
for (const missing of routeIds.filter((id) => !pages.some((p) => p.id === id)))
  pages.push({ id: missing, key: undefined })
const entry = appClosure(manifest)
const catalogKey = (locale, name = 'messages') =>
  Object.keys(manifest).find((k) => k === `locales/${locale}/${name}.po`)
// the account area's pages load its layout and its own catalog too (src/app/routes.ts preloadPage,
// src/i18n/i18n.ts): routes of the account layout
const accountRoutes = new Set(
  [...readFileSync('contract/route-paths.ts', 'utf8').matchAll(/\{ id: '(\w+)',[^}]*layout: 'account'/g)].map(
    (m) => m[1],
  ),
)

// a page with a catalog of its own loads that one with its page instead of the account area's
// (src/app/routes.ts withPaymentMethodsCatalog, lingui.config.ts)
const OWN_CATALOG = { paymentMethods: 'payment-methods' }

const kb = (n) => (n / 1024).toFixed(1)
let failed = false
const rows = []
for (const { id, key } of pages) {
  if (!key) {
    console.error(`no chunk found for page ${id}`)
    failed = true
    continue
  }
  // an account page also loads the account layout's chunk and the account area's catalog
  const account = accountRoutes.has(id)
    ? [
        ...closure(manifest, 'src/app/layouts/AccountLayout.tsx'),
        catalogKey('en', OWN_CATALOG[id] ?? 'account'),
      ]
    : []
  const keys = new Set([...entry, ...closure(manifest, key), catalogKey('en'), ...account].filter(Boolean))
  const js = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))]
  const jsSize = js.reduce((sum, f) => sum + gzipSize(f), 0)
  const cssSize = css.reduce((sum, f) => sum + gzipSize(f), 0)
  const over = jsSize > BUDGET_JS || cssSize > BUDGET_CSS
  failed ||= over
  rows.push(
    `${id.padEnd(16)} JS ${kb(jsSize).padStart(6)} kB in ${String(js.length).padStart(2)} files  CSS ${kb(cssSize).padStart(5)} kB${over ? '  OVER BUDGET' : ''}`,
  )
}
console.log(`initial download per route, gzip (budget JS ${kb(BUDGET_JS)} kB, CSS ${kb(BUDGET_CSS)} kB):`)
console.log(rows.join('\n'))
// The entry and the app, which every page loads, in as few files as scripts/chunk-groups.ts
// makes them (the entry, the modules it shares with the app, the app, Rolldown's runtime): each
// more file is one more request and preload in the tasks that start the app.
const appFiles = [...entry].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))
const appFilesOver = appFiles.length > BUDGET_APP_FILES
failed ||= appFilesOver
console.log(
  `the entry and the app: ${appFiles.length} files (budget ${BUDGET_APP_FILES})${appFilesOver ? '  OVER BUDGET' : ''}`,
)
process.exit(failed ? 1 : 0)
