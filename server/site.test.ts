import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { siteHandler } from './site'
import { securityHeaders } from './lib/headers'

let dist: string
const app = new Hono()

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'vp-dist-'))
  const files: Record<string, string> = {
    'index.html': 'home-en',
    'package/index.html': 'package-en',
    'id/index.html': 'home-id',
    'id/package/index.html': 'package-id',
    '200.html': 'shell-en',
    'id/200.html': 'shell-id',
    '404.html': 'missing-en',
    'id/404.html': 'missing-id',
    'assets/app-abc123.js': 'console.log(1)',
    // what the build stores next to a text file (the contents stand in for the encoded bytes)
    'assets/app-abc123.js.br': 'brotli-bytes',
    'assets/app-abc123.js.gz': 'gzip-bytes',
    'package/index.html.br': 'package-en-brotli',
    'favicon.svg': '<svg/>',
  }
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    writeFileSync(join(dist, path), body)
  }
  app.use('*', securityHeaders)
  app.get('*', siteHandler(dist))
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers })
  return { status: res.status, body: await res.text(), headers: res.headers }
}

describe('serving the built site', () => {
  it('serves prerendered pages in both locales without caching', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: 'home-en' })
    expect(await get('/package/')).toMatchObject({ status: 200, body: 'package-en' })
    expect(await get('/id')).toMatchObject({ status: 200, body: 'home-id' })
    const page = await get('/id/package')
    expect(page.body).toBe('package-id')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('serves the locale shell for client-rendered routes', async () => {
    expect(await get('/account/transaction')).toMatchObject({ status: 200, body: 'shell-en' })
    expect(await get('/id/promo/42')).toMatchObject({ status: 200, body: 'shell-id' })
  })

  it('answers unknown paths with the locale 404 page and status 404', async () => {
    expect(await get('/no/such/page')).toMatchObject({ status: 404, body: 'missing-en' })
    expect(await get('/id/nope')).toMatchObject({ status: 404, body: 'missing-id' })
    expect((await get('/200.html')).status).toBe(404)
  })

  it('caches hashed assets for a year and serves other public files', async () => {
    const asset = await get('/assets/app-abc123.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toContain('javascript')
    expect((await get('/favicon.svg')).status).toBe(200)
    expect((await get('/assets/missing.js')).status).toBe(404)
  })

  it('redirects / to /id when the locale cookie says id', async () => {
    const res = await app.request('/', { headers: { cookie: 'i18n_redirected=id' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/id')
    expect((await get('/', { cookie: 'i18n_redirected=en' })).body).toBe('home-en')
  })

  it('falls back to plain text when nothing is built', async () => {
    const bare = new Hono()
    bare.get('*', siteHandler(join(dist, 'nothing-here')))
    const res = await bare.request('/nope')
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('This page could not be found')
  })
})

describe('compressed copies stored by the build', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that only takes gzip, the file to others', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.body).toBe('brotli-bytes')
    expect(br.headers.get('content-type')).toContain('javascript')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gz.body).toBe('gzip-bytes')
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.body).toBe('console.log(1)')
  })

  it("uses a prerendered page's copy only in the encodings stored, and honours a refusal", async () => {
    expect((await get('/package', { 'accept-encoding': 'br' })).body).toBe('package-en-brotli')
    expect((await get('/package', { 'accept-encoding': 'gzip' })).body).toBe('package-en')
    expect((await get('/package', { 'accept-encoding': 'br;q=0, gzip' })).body).toBe('package-en')
  })

  it('honours a refusal written with spaces or a zero weight, and sends the file to a client that names no encoding', async () => {
    expect((await get('/assets/app-abc123.js', { 'accept-encoding': 'br; q=0.0' })).body).toBe(
      'console.log(1)',
    )
    expect((await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' })).body).toBe(
      'gzip-bytes',
    )
    expect(
      (await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br;q=0.8' })).headers.get(
        'content-encoding',
      ),
    ).not.toBeNull()
    expect((await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' })).body).toBe(
      'console.log(1)',
    )
  })

  it('keeps uncompressed text cacheable per encoding and serves no encoded copy by its own name', async () => {
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml')
    expect((await get('/assets/app-abc123.js')).headers.get('vary')).toBe('Accept-Encoding')
    expect((await get('/assets/..%2fpackage%2findex.html')).status).toBe(404)
  })
})

describe('security headers', () => {
  it('sends the same CSP, nosniff, referrer and opener policy as before on every reply', async () => {
    const res = await get('/no/such/page')
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    )
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
  })
})
