/**
 * A real payment provider is a configuration (issue 33 point 4): a server whose CSP is built for
 * another provider origin (PAYMENT_ORIGINS, VITE_SNAP_SCRIPT_URL) lets the provider's script from
 * that origin in, and the payment window it opens appears; the default server's CSP blocks the
 * same script. The "provider" is served locally, on a port of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO } from './account-support'
import { freePort } from './dev-server'

// one worker: one site and one provider for both tests
test.describe.configure({ timeout: 120_000, mode: 'serial' })

const SNAP_JS = readFileSync(join(process.cwd(), 'server/sandbox/assets/snap.js'), 'utf8')

let provider: Server
let providerScript = ''
let site: ChildProcess
let siteOrigin = ''
let dataDir = ''
const log: string[] = []

test.beforeAll(async () => {
  const providerPort = await freePort()
  const providerOrigin = `http://127.0.0.1:${providerPort}`
  providerScript = `${providerOrigin}/snap/snap.js`
  provider = createServer((req, res) => {
    if (req.url !== '/snap/snap.js') return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'application/javascript' }).end(SNAP_JS)
  })
  await new Promise<void>((resolve) => provider.listen(providerPort, '127.0.0.1', resolve))

  const port = await freePort()
  siteOrigin = `http://127.0.0.1:${port}`
  dataDir = mkdtempSync(join(tmpdir(), 'vp-provider-'))
  site = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      PAYMENT_ORIGINS: providerOrigin,
      VITE_SNAP_SCRIPT_URL: providerScript,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [site.stdout!, site.stderr!])
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)))
  await expect
    .poll(() => log.some((line) => line.includes(`Vision+ TV on ${siteOrigin}`)), { timeout: 90_000 })
    .toBe(true)
})

test.afterAll(async () => {
  if (site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve))
    site.kill('SIGTERM')
    await exited
  }
  provider.close()
  rmSync(dataDir, { recursive: true, force: true })
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
