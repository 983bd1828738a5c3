// `npm run build`: the client bundle, the server-render bundle, then static HTML for every
// public route in both locales (plus the client-rendered shells and the 404 pages).
import { build } from 'vite'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SITE_URL } from './site.mjs'
import { loadManifest, pageKeys, routeAssets } from './manifest.mjs'

const root = new URL('..', import.meta.url).pathname
process.chdir(root)
const started = Date.now()

await rm('dist', { recursive: true, force: true })
await build({ logLevel: 'warn' })
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false },
})

const { render, ROUTE_PATHS, PAGES, localizePath, LOCALES } = await import(
  pathToFileURL(join(root, 'dist/server/entry-server.js')).href
)

const template = await readFile('dist/client/index.html', 'utf8')
const manifest = loadManifest()
const pageKeyOf = pageKeys(manifest)

// The page's own styles, linked from the HTML so the prerendered page paints styled (no shift
// when its chunk arrives). Its code is not preloaded: on a slow mobile link those requests
// compete with the render-blocking CSS and delay the first paint (measured with Lighthouse).
// Its first API replies are preloaded: on /package the largest paint is a card picture that
// can only start once the reply is in.
function assetTags(routeId) {
  const key = pageKeyOf[routeId]
  if (!key) throw new Error(`no chunk for page ${routeId}`)
  const { css, js } = routeAssets(manifest, key)
  const data = PAGES[routeId].data ?? []
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`),
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}" />`),
    // such a page's largest paint waits for its code too
    ...(data.length > 0 ? js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`) : []),
  ].join('\n    ')
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function headFor({ title, description, lang }, path, { indexable }) {
  const tags = [`<title>${escapeHtml(title)}</title>`]
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}" />`)
  if (!indexable) {
    tags.push('<meta name="robots" content="noindex" />')
    return tags.join('\n    ')
  }
  const url = (locale) => `${SITE_URL}${localizePath(path, locale)}`
  tags.push(`<link rel="canonical" href="${url(lang)}" />`)
  for (const locale of LOCALES) tags.push(`<link rel="alternate" hreflang="${locale}" href="${url(locale)}" />`)
  tags.push(`<link rel="alternate" hreflang="x-default" href="${url('en')}" />`)
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Vision+ TV" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url(lang)}" />`,
    `<meta property="og:image" content="${SITE_URL}/og-image.png" />`,
    `<meta property="og:locale" content="${lang === 'id' ? 'id_ID' : 'en_US'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  )
  return tags.join('\n    ')
}

// A component that suspends while prerendering makes React stream a fallback plus inline
// scripts, which the CSP blocks: the page would then re-render on the client. Fail instead.
function assertComplete(result, urlPath) {
  if (result.errors?.length) {
    throw new Error(`${urlPath} failed to prerender: ${result.errors.map((e) => e?.stack ?? String(e)).join('\n')}`)
  }
  if (/<template id="B:/.test(result.html)) {
    throw new Error(`${urlPath} suspended while prerendering: preload its lazy parts before rendering (see src/app/lazy-page.ts)`)
  }
}

function page(result, head) {
  return template
    .replace('<html lang="en"', `<html lang="${result.lang}"`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', result.html ?? '')
}

async function write(file, html) {
  const target = join('dist/client', file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}

const fileFor = (urlPath) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`)
const publicPaths = []

for (const locale of LOCALES) {
  for (const route of ROUTE_PATHS.filter((r) => r.prerender)) {
    const urlPath = localizePath(route.pattern, locale)
    const result = await render(urlPath)
    assertComplete(result, urlPath)
    const html = page(result, headFor(result, route.pattern, { indexable: true }))
      // after the entry's own tags, so page styles win over the base styles as they do on the client
      .replace('</head>', `  ${assetTags(route.id)}\n  </head>`)
    await write(fileFor(urlPath), html)
    publicPaths.push({ path: route.pattern, urlPath })
  }
  // Client-rendered routes get an empty shell; unknown paths the 404 page (served with 404).
  const prefix = locale === 'id' ? 'id/' : ''
  const shellTitle = locale === 'id' ? 'Vision+ TV' : 'Vision+ TV'
  await write(`${prefix}200.html`, page({ lang: locale, html: '' }, `<title>${shellTitle}</title>\n    <meta name="robots" content="noindex" />`))
  const missing = await render(localizePath('/__not-found__', locale))
  assertComplete(missing, '404')
  await write(`${prefix}404.html`, page(missing, headFor(missing, '/404', { indexable: false })))
}

// robots.txt and sitemap.xml list the public routes in both locales.
await writeFile('dist/client/robots.txt', `User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /stb-profile\n\nSitemap: ${SITE_URL}/sitemap.xml\n`)
const byPath = new Map()
for (const { path, urlPath } of publicPaths) byPath.set(path, [...(byPath.get(path) ?? []), urlPath])
const urls = [...byPath.entries()].flatMap(([path]) =>
  LOCALES.map((locale) => {
    const alternates = LOCALES.map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${SITE_URL}${localizePath(path, alt)}"/>`,
    ).join('\n')
    return `  <url>\n    <loc>${SITE_URL}${localizePath(path, locale)}</loc>\n${alternates}\n  </url>`
  }),
)
await writeFile(
  'dist/client/sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
)

console.log(`built and prerendered ${publicPaths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`)
