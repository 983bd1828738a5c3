/**
 * Serves the built SPA from dist/client (the lead's build writes it) with Hono's serveStatic:
 *   /assets/* hashed → immutable for a year; other public files → short cache;
 *   prerendered <path>/index.html → 200 no-cache; a known client-rendered route → the locale's
 *   200.html; anything else → the locale's 404.html with 404. '/' with i18n_redirected=id → /id.
 *   Files the build stored compressed (`.br`, `.gz`) are sent so to clients that accept it.
 */
import type { Context, MiddlewareHandler, Next } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { getCookie } from 'hono/cookie'
import { join } from 'node:path'
import { LOCALE_COOKIE, matchRoute, splitLocale } from '../contract/route-paths'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

/**
 * serveStatic under `root`, falling through to `next` when there is no such file. It refuses
 * `..`, doubled slashes and percent-encoded paths (they get the 404 page).
 */
export function staticFiles(
  root: string,
  options: { path?: string; strip?: string } = {},
): MiddlewareHandler {
  const { path, strip } = options
  return serveStatic({
    precompressed: true,
    ...(path ? { path: join(root, path) } : {}),
    rewriteRequestPath: (p) => join(root, strip && p.startsWith(strip) ? p.slice(strip.length) : p),
  })
}

/** Sends a file with a cache policy (and status), or null when the file does not exist. */
export async function send(
  c: Context,
  serve: MiddlewareHandler,
  cacheControl: string,
  status: 200 | 404 = 200,
): Promise<Response | null> {
  let missing = false
  const res = await serve(c, (async () => {
    missing = true
  }) as Next)
  if (missing || !(res instanceof Response)) return null
  res.headers.set('Cache-Control', cacheControl)
  // SVG declares its own encoding; the logos have always gone out as plain image/svg+xml
  if (res.headers.get('Content-Type')?.startsWith('image/svg+xml'))
    res.headers.set('Content-Type', 'image/svg+xml')
  if (
    !res.headers.has('Content-Encoding') &&
    /^(text\/|application\/(javascript|json|manifest))/.test(res.headers.get('Content-Type') ?? '')
  )
    res.headers.append('Vary', 'Accept-Encoding')
  return status === res.status ? res : new Response(res.body, { status, headers: res.headers })
}

export function siteHandler(distDir: string): MiddlewareHandler {
  const files = staticFiles(distDir)
  const pages = {
    '/200.html': staticFiles(distDir, { path: '/200.html' }),
    '/404.html': staticFiles(distDir, { path: '/404.html' }),
    '/id/200.html': staticFiles(distDir, { path: '/id/200.html' }),
    '/id/404.html': staticFiles(distDir, { path: '/id/404.html' }),
  }

  return async (c) => {
    const path = c.req.path
    if (path === '/' && getCookie(c, LOCALE_COOKIE) === 'id') return c.redirect('/id', 302)

    if (path.startsWith('/assets/')) return (await send(c, files, IMMUTABLE)) ?? c.text('Not found', 404)

    // a directory answers with its prerendered index.html; a file by its name, never a shell
    if (!path.endsWith('.html')) {
      const isPage = !/\.[a-z0-9]+$/i.test(path)
      const found = await send(c, files, isPage ? NO_CACHE : SHORT)
      if (found) return found
    }

    const { locale } = splitLocale(path)
    const prefix = locale === 'id' ? '/id' : ''
    const [name, status] = matchRoute(path) ? (['200.html', 200] as const) : (['404.html', 404] as const)
    const page = await send(c, pages[`${prefix}/${name}`], NO_CACHE, status)
    if (page) return page
    return c.text(
      status === 404
        ? 'This page could not be found'
        : 'Vision+ TV: the site is not built yet (npm run build)',
      status,
    )
  }
}

export const defaultDistDir = () => join(process.cwd(), 'dist', 'client')
