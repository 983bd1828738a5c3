// `npm run build`: the client bundle, the server-render bundle, then static HTML for every
// public route in both locales (plus the client-rendered shells and the 404 pages).
import { build } from 'vite'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import { createHash } from 'node:crypto'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SITE_URL } from './site.mjs'
import { bootAssets, entryAssets, loadManifest, pageKeys, routeAssets } from './manifest.mjs'

const root = new URL('..', import.meta.url).pathname
process.chdir(root)
const started = Date.now()

await rm('dist', { recursive: true, force: true })
// Public pages are prerendered with the results of their first calls (src/lib/prerendered.ts).
// Same-origin service bases (the default) are answered by the reference API, in memory on its
// seed; VITE_* bases pointing at real services are asked over the network.
const { tsImport } = await import('tsx/esm/api')
const sourceReady = tsImport('../server/prerender-source.ts', import.meta.url).then((m) =>
  m.openPrerenderSource(),
)
sourceReady.catch(() => {}) // awaited below; do not report it twice
await build({ logLevel: 'warn' })
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false },
})

const {
  render,
  prerenderPaths,
  ROUTE_PATHS,
  localizePath,
  LOCALES,
  configureClients,
  serializePrerendered,
  PRERENDERED_ELEMENT_ID,
  mantineStyles,
} = await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href)
const source = await sourceReady
configureClients({ fetch: source.fetch })

// The app's code only makes a prerendered page interactive; its first paint needs the HTML, one
// stylesheet and the pictures. The entry (fetched at low priority) imports the app
// (src/app/boot.tsx) once the page has painted, and the app's code is fetched then, in one round
// (Vite's preload list): preloaded from the HTML, it went out beside the stylesheet and the
// pictures and, on a slow link, shared their bandwidth (measured with Lighthouse).
const manifest = loadManifest()
const boot = bootAssets(manifest)
const entryFiles = entryAssets(manifest)
const entryCss = entryFiles.css
const template = (await readFile('dist/client/index.html', 'utf8'))
  .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
  // the entry's own imports (the few modules it shares with the app) go out beside it, also low
  .replace(
    /<link rel="modulepreload" crossorigin/g,
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  )
  // the entry's stylesheet goes into each page's one stylesheet (below)
  .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/g, '')
const preloaded = [...template.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((m) => m[1])
const entryImports = entryFiles.js.filter((file) => file !== manifest['index.html'].file)
if (/rel="stylesheet"/.test(template) || preloaded.join(' ') !== entryImports.join(' '))
  throw new Error('index.html links a stylesheet or module the build does not expect')

// One stylesheet per page: the entry's, the app's and the page's styles, joined in the order the
// browser would apply them, in a file of its own (shared by the pages with the same set). On a
// slow link six render-blocking stylesheets took six connections while the pictures waited.
// The files joined are also listed, with a type that no browser fetches, so that Vite's loader
// (which skips a stylesheet a <link> already names) does not fetch them again when the app loads
// the page's code.
const JOINED_TYPE = 'text/x-joined'
const joinedSheets = new Map() // files joined → joined file
function stylesheetTags(files) {
  const key = files.join(' ')
  let joined = joinedSheets.get(key)
  if (!joined) {
    const text = files
      .map((f) =>
        readFileSync(join('dist/client', f), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, ''),
      )
      .join('\n')
    joined = `assets/page-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.css`
    writeFileSync(join('dist/client', joined), text)
    joinedSheets.set(key, joined)
  }
  return [
    `<link rel="stylesheet" crossorigin href="/${joined}" />`,
    ...files.map((f) => `<link rel="stylesheet" type="${JOINED_TYPE}" crossorigin href="/${f}" />`),
  ].join('\n    ')
}
const pageKeyOf = pageKeys(manifest)
// Mantine's theme variables and global classes, last in <head> (after every stylesheet, as they
// came when MantineProvider rendered them into <body>).
const themeStyles = mantineStyles()

// The page's own styles are in its stylesheet so that the prerendered page paints styled (no
// shift when its chunk arrives). Its code and its first API calls are not preloaded: the page is
// prerendered with their results, so its first paint needs neither.
function pageCss(routeId) {
  const key = pageKeyOf[routeId]
  if (!key) throw new Error(`no chunk for page ${routeId}`)
  return routeAssets(manifest, key).css
}

const escapeHtml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function headFor({ title, description, lang, image }, path, { indexable, locales = LOCALES }) {
  const tags = [`<title>${escapeHtml(title)}</title>`]
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}" />`)
  if (!indexable) {
    tags.push('<meta name="robots" content="noindex" />')
    return tags.join('\n    ')
  }
  const url = (locale) => `${SITE_URL}${localizePath(path, locale)}`
  tags.push(`<link rel="canonical" href="${url(lang)}" />`)
  for (const locale of locales)
    tags.push(`<link rel="alternate" hreflang="${locale}" href="${url(locale)}" />`)
  tags.push(
    `<link rel="alternate" hreflang="x-default" href="${url(locales.includes('en') ? 'en' : locales[0])}" />`,
  )
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Vision+ TV" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url(lang)}" />`,
    `<meta property="og:image" content="${escapeHtml(image ? new URL(image, SITE_URL).href : `${SITE_URL}/og-image.png`)}" />`,
    `<meta property="og:locale" content="${lang === 'id' ? 'id_ID' : 'en_US'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  )
  return tags.join('\n    ')
}

// A component that suspends while prerendering makes React stream a fallback plus inline
// scripts, which the CSP blocks: the page would then re-render on the client. Fail instead.
function assertComplete(result, urlPath) {
  if (result.errors?.length) {
    throw new Error(
      `${urlPath} failed to prerender: ${result.errors.map((e) => e?.stack ?? String(e)).join('\n')}`,
    )
  }
  if (/<template id="B:/.test(result.html)) {
    throw new Error(
      `${urlPath} suspended while prerendering: preload its lazy parts before rendering (see src/app/lazy-page.ts)`,
    )
  }
}

function page(result, head, css = []) {
  const data =
    result.data && Object.keys(result.data).length > 0
      ? `<script type="application/json" id="${PRERENDERED_ELEMENT_ID}">${serializePrerendered(result.data)}</script>`
      : ''
  return (
    template
      .replace('<html lang="en"', `<html lang="${result.lang}"`)
      .replace('<!--app-head-->', () => head)
      .replace(
        '</head>',
        () => `  ${stylesheetTags([...entryCss, ...boot.css, ...css])}\n  ${themeStyles}\n  </head>`,
      )
      .replace('<!--app-html-->', () => result.html ?? '')
      // outside the root element, which must hold only what React renders
      .replace('</body>', () => `${data}</body>`)
  )
}

async function write(file, html) {
  const target = join('dist/client', file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}

const fileFor = (urlPath) =>
  urlPath === '/' ? 'index.html' : `${decodeURIComponent(urlPath.slice(1))}/index.html`

// What to prerender: every public route, and a route with parameters once per item its page
// lists (a promo, a story, a guide), in each language that has it.
const pages = new Map() // path → { route, locales }
for (const locale of LOCALES) {
  for (const route of ROUTE_PATHS.filter((r) => r.prerender)) {
    let paths = []
    try {
      paths = await prerenderPaths(route.id, locale)
    } catch (error) {
      // the list of items could not be had: those pages load in the browser (the client shell)
      console.warn(
        `${localizePath(route.pattern, locale)}: no pages prerendered (${error instanceof Error ? error.message : error})`,
      )
    }
    for (const path of paths) {
      const entry = pages.get(path) ?? { route, locales: [] }
      entry.locales.push(locale)
      pages.set(path, entry)
    }
  }
}

for (const [path, { route, locales }] of pages) {
  for (const locale of locales) {
    const urlPath = localizePath(path, locale)
    const result = await render(urlPath)
    assertComplete(result, urlPath)
    for (const failure of result.dataFailures) console.warn(`${urlPath}: prerendered without ${failure}`)
    const html = page(result, headFor(result, path, { indexable: true, locales }), pageCss(route.id))
    await write(fileFor(urlPath), html)
  }
}

// The account pages: their frame (header, sidebar, the page's heading and content skeleton, as
// the app renders them before it knows the session) is prerendered, so it paints before the app
// runs; the page hydrates and fills it once the session and the data are there. Not indexed.
const accountLayoutCss = routeAssets(manifest, 'src/app/layouts/AccountLayout.tsx').css
let frames = 0
for (const route of ROUTE_PATHS.filter((r) => r.layout === 'account' && !r.pattern.includes(':'))) {
  for (const locale of LOCALES) {
    const urlPath = localizePath(route.pattern, locale)
    const result = await render(urlPath)
    assertComplete(result, urlPath)
    const css = [...accountLayoutCss, ...pageCss(route.id).filter((f) => !accountLayoutCss.includes(f))]
    await write(fileFor(urlPath), page(result, headFor(result, route.pattern, { indexable: false }), css))
    frames += 1
  }
}

for (const locale of LOCALES) {
  // Client-rendered routes get an empty shell; unknown paths the 404 page (served with 404).
  const prefix = locale === 'id' ? 'id/' : ''
  const shellTitle = locale === 'id' ? 'Vision+ TV' : 'Vision+ TV'
  await write(
    `${prefix}200.html`,
    page(
      { lang: locale, html: '' },
      `<title>${shellTitle}</title>\n    <meta name="robots" content="noindex" />`,
    ),
  )
  const missing = await render(localizePath('/__not-found__', locale))
  assertComplete(missing, '404')
  await write(`${prefix}404.html`, page(missing, headFor(missing, '/404', { indexable: false })))
}

// robots.txt and sitemap.xml list the public routes in both locales.
await writeFile(
  'dist/client/robots.txt',
  `User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /stb-profile\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
)
const urls = [...pages.entries()].flatMap(([path, { locales }]) =>
  locales.map((locale) => {
    const alternates = locales
      .map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt}" href="${SITE_URL}${localizePath(path, alt)}"/>`,
      )
      .join('\n')
    return `  <url>\n    <loc>${SITE_URL}${localizePath(path, locale)}</loc>\n${alternates}\n  </url>`
  }),
)
await writeFile(
  'dist/client/sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
)

// Text files stored compressed next to themselves (x.js.br, x.js.gz): the server, or a CDN,
// sends those as they are instead of compressing on every request (server/site.ts, through Hono's serveStatic).
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
function storeCompressed(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name)
    if (entry.isDirectory()) storeCompressed(file)
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= 1024) {
      const raw = readFileSync(file)
      const br = brotliCompressSync(raw, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
      const gz = gzipSync(raw, { level: 9 })
      if (br.length < raw.length) writeFileSync(`${file}.br`, br)
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz)
    }
  }
}
storeCompressed('dist/client')

await source.close()
console.log(
  `built and prerendered ${[...pages.values()].reduce((n, p) => n + p.locales.length, 0)} pages and ${frames} account frames in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
