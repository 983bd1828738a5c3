/**
 * Serves the built SPA from dist/client (the lead's build writes it):
 *   /assets/* hashed → immutable for a year; other public files → short cache;
 *   prerendered <path>/index.html → 200 no-cache; a known client-rendered route → the locale's
 *   200.html; anything else → the locale's 404.html with 404. '/' with i18n_redirected=id → /id.
 *   Files the build stored compressed (`.br`, `.gz`) are sent so to clients that accept it.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { join } from 'node:path'
import { LOCALE_COOKIE, matchRoute, splitLocale } from '../src/lib/route-paths'
import { fileResponse, findFile } from './lib/files'

const NO_CACHE = 'no-cache'

export function siteHandler(distDir: string): MiddlewareHandler {
  const page = async (c: Context, rel: string, status: 200 | 404) => {
    const file = await findFile(distDir, rel)
    if (file) return fileResponse(file, status, NO_CACHE, c.req.header('accept-encoding'))
    return c.text(
      status === 404
        ? 'This page could not be found'
        : 'Vision+ TV: the site is not built yet (npm run build)',
      status,
    )
  }

  return async (c) => {
    const path = c.req.path
    const acceptEncoding = c.req.header('accept-encoding')
    if (path === '/' && getCookie(c, LOCALE_COOKIE) === 'id') return c.redirect('/id', 302)

    if (path.startsWith('/assets/')) {
      const file = await findFile(distDir, path)
      if (file) return fileResponse(file, 200, 'public, max-age=31536000, immutable', acceptEncoding)
      return c.text('Not found', 404)
    }

    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
    const prerendered = await findFile(distDir, trimmed === '/' ? '/index.html' : `${trimmed}/index.html`)
    if (prerendered) return fileResponse(prerendered, 200, NO_CACHE, acceptEncoding)

    // a real public file (favicon, manifest, robots.txt, images) but never a shell by its name
    if (!path.endsWith('.html')) {
      const file = await findFile(distDir, path)
      if (file) return fileResponse(file, 200, 'public, max-age=3600', acceptEncoding)
    }

    const { locale } = splitLocale(path)
    const prefix = locale === 'id' ? '/id' : ''
    if (matchRoute(path)) return page(c, `${prefix}/200.html`, 200)
    return page(c, `${prefix}/404.html`, 404)
  }
}

export const defaultDistDir = () => join(process.cwd(), 'dist', 'client')
