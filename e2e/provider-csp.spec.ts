/**
 * A real payment provider is a configuration (issue 33 point 4): a server whose CSP is built for
 * another provider origin (PAYMENT_ORIGINS, VITE_SNAP_SCRIPT_URL) lets the provider's script from
 * that origin in, and the payment window it opens appears; the default server's CSP blocks the
 * same script. The "provider" is served locally, on a port of its own.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO } from './account-support'
import { freePort, type DevServer } from './dev-server'
import { startOwnSite } from './own-site'

// one worker: one site and one provider for both tests
test.describe.configure({ timeout: 120_000, mode: 'serial' })

const SNAP_JS = readFileSync(join(process.cwd(), 'server/sandbox/assets/snap.js'), 'utf8')

let provider: Server
let providerScript = ''
let site: DevServer
let siteOrigin = ''

test.beforeAll(async () => {
  // a server start, which a busy machine can stretch past a hook's 30 s default (it did once)
  test.setTimeout(120_000)
  const providerPort = await freePort()
  const providerOrigin = `http://127.0.0.1:${providerPort}`
  providerScript = `${providerOrigin}/snap/snap.js`
  provider = createServer((req, res) => {
    if (req.url !== '/snap/snap.js') return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'application/javascript' }).end(SNAP_JS)
  })
  await new Promise<void>((resolve) => provider.listen(providerPort, '127.0.0.1', resolve))

  site = await startOwnSite({ PAYMENT_ORIGINS: providerOrigin, VITE_SNAP_SCRIPT_URL: providerScript })
  siteOrigin = site.origin
})

test.afterAll(async () => {
  await site.stop()
  provider.close()
})

/** an order of the demo customer's on `origin`, and its payment token */
async function paymentToken(request: APIRequestContext, origin: string) {
  const login = await request.post(`${origin}/api/v1/user/login`, { data: DEMO })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const order = await request.post(`${origin}/go/vplustv/v1/checkout`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { package_id: 102 },
  })
  return ((await order.json()) as { data: { token: string } }).data.token
}

/** loads the provider's script into the page: 'loaded', or 'blocked' by the page's CSP */
const loadProviderScript = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script')
        script.src = url
        script.onload = () => resolve('loaded')
        script.onerror = () => resolve('blocked')
        document.head.append(script)
      }),
    src,
  )

test("the payment window opens from the provider's own origin under a CSP built for it", async ({
  page,
  request,
}) => {
  const payToken = await paymentToken(request, siteOrigin)
  await page.goto(`${siteOrigin}/`)
  expect(await loadProviderScript(page, providerScript)).toBe('loaded')
  const popup = page.waitForEvent('popup')
  await page.evaluate(
    (t) => (window as unknown as { snap: { pay: (t: string) => void } }).snap.pay(t),
    payToken,
  )
  const window = await popup
  await expect(window.getByRole('button', { name: 'Pay', exact: true })).toBeVisible({ timeout: 20_000 })
})

test("the default CSP blocks the same provider's script", async ({ page }) => {
  const blocked = page.waitForEvent('console', (m) => m.text().includes('Content Security Policy'))
  await page.goto('/')
  expect(await loadProviderScript(page, providerScript)).toBe('blocked')
  await blocked
})
