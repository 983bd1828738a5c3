/**
 * The developer tools of `npm run dev`, in a dev server this file starts (the e2e web server
 * serves the production build, which has neither): the offline flow viewer at /__dev/flows
 * following a login in another tab with no network beyond localhost (and in the app's own tab
 * with ?flows), and the Stately inspector
 * (`?inspect`) posting the app's actors to its window, here a stub served for stately.ai.
 * The last test checks the production build has no viewer.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { DEMO } from './account-support'
import { startDevServer, type DevServer } from './dev-server'
import { expectNoSeriousA11yViolations } from './support'

let dev: DevServer

test.describe('npm run dev', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    dev = await startDevServer()
  })

  test.afterAll(async () => {
    await dev?.stop()
  })

  /** Aborts every request that leaves localhost (the machine is offline as far as the pages know). */
  async function offline(context: BrowserContext, allow: (url: URL) => boolean = () => false) {
    const blocked: string[] = []
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && !allow(url),
      (route) => {
        blocked.push(route.request().url())
        return route.abort('internetdisconnected')
      },
    )
    return blocked
  }

  /** Logs the demo customer in; `midway` runs once the password step shows (the login half done). */
  async function logInAsDemo(app: Page, midway: () => Promise<void> = async () => {}) {
    await app.goto(`${dev.origin}/`)
    await app.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 })
    await app.getByRole('button', { name: 'Login' }).click()
    const dialog = app.getByRole('dialog')
    await dialog.getByLabel('Phone number').fill(DEMO.phone)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const password = dialog.getByRole('textbox', { name: 'Password', exact: true })
    await password.waitFor({ timeout: 30_000 })
    await midway()
    await app.bringToFront()
    await password.fill(DEMO.password)
    await dialog.getByRole('button', { name: 'Login' }).click()
    await expect(app.getByRole('button', { name: 'Account menu' })).toContainText(DEMO.name, {
      timeout: 30_000,
    })
  }

  test('the flow viewer follows a login in another tab, offline, and is screenshotted', async ({
    context,
  }, testInfo) => {
    const blocked = await offline(context)
    const viewer = await context.newPage()
    await viewer.goto(`${dev.origin}/__dev/flows`)
    await expect(viewer.getByRole('heading', { level: 1, name: 'Flow viewer' })).toBeVisible({
      timeout: 60_000,
    })
    await expect(viewer).toHaveTitle(/Flow viewer/)

    const app = await context.newPage()
    await logInAsDemo(app, async () => {
      // While the login runs: the modal waits for the password, and the viewer marks that state.
      await viewer.bringToFront()
      const running = viewer
        .getByRole('navigation', { name: 'Running actors' })
        .locator('[data-actor="app.auth"]')
      await expect(running).toContainText('auth · login.password', { timeout: 30_000 })
      await running.click()
      await expect(viewer.getByTestId('current-state')).toHaveText('login.password')
      const figure = viewer.getByRole('figure', { name: 'Chart of app.auth, current state login.password' })
      await expect(figure.locator('[data-active="current"]')).toHaveText('password', { timeout: 60_000 })
      const during = testInfo.outputPath('flow-viewer-during-login.png')
      await viewer.screenshot({ path: during, fullPage: true })
      await testInfo.attach('flow viewer while a login runs', { path: during, contentType: 'image/png' })
    })
    await viewer.bringToFront()

    const actors = viewer.getByRole('navigation', { name: 'Running actors' })
    const auth = actors.locator('[data-actor="app.auth"]')
    await expect(auth).toBeVisible()
    await expect(auth).toContainText('auth · closed')
    await expect(actors.locator('[data-actor="app.session"]')).toContainText('session · loggedIn.ready')

    // The auth chart (the first machine with a chart) with the state the login led back to marked.
    await auth.click()
    await expect(auth).toHaveAttribute('aria-current', 'true')
    await expect(viewer.getByTestId('current-state')).toHaveText('closed')
    const chart = viewer.getByRole('figure', { name: 'Chart of app.auth, current state closed' })
    await expect(chart.locator('[data-active="current"]')).toHaveText('closed', { timeout: 60_000 })
    await expect(chart.locator('svg [id*="-state-loggingIn-"]')).toHaveCount(1)

    // The session reached loggedIn.ready: the composite is framed, its ready state marked.
    await actors.locator('[data-actor="app.session"]').click()
    await expect(viewer.getByTestId('current-state')).toHaveText('loggedIn.ready')
    const sessionChart = viewer.getByRole('figure', { name: /^Chart of app.session/ })
    await expect(sessionChart.locator('[data-active="current"]')).toHaveText('ready', { timeout: 30_000 })
    await expect(sessionChart.locator('[data-active="within"]')).toHaveCount(1)

    // The log: each event with its payload and the state it led to, the phone, password and token masked.
    const log = viewer.getByRole('list', { name: 'Events' })
    await expect(log.locator('[data-event="phone.change"]').first()).toContainText('"phone": "[masked]"')
    await expect(log.locator('[data-event="phone.submit"]').first()).toContainText('→ login.checking')
    const submit = log.locator('[data-event="login.submit"]').first()
    await expect(submit).toContainText('"password": "[masked]"')
    await expect(submit).toContainText('→ login.loggingIn')
    await expect(log.locator('[data-event="xstate.done.actor.login"]').first()).toContainText(
      '"token": "[masked]"',
    )
    await expect(log.locator('[data-event="session.loggedIn"]').first()).toContainText('→ loggedIn.ready')
    await expect(viewer.locator('body')).not.toContainText(DEMO.password)
    await expect(viewer.locator('body')).not.toContainText(DEMO.phone.slice(1))

    // The log scrolls by keyboard: its viewport takes focus.
    const scroller = viewer.getByLabel('Event log, newest first')
    await scroller.focus()
    await expect(scroller).toBeFocused()

    await auth.click()
    await expect(chart.locator('[data-active="current"]')).toHaveText('closed')
    await expectNoSeriousA11yViolations(viewer)
    const path = testInfo.outputPath('flow-viewer.png')
    await viewer.screenshot({ path, fullPage: true })
    await testInfo.attach('flow viewer after a login', { path, contentType: 'image/png' })

    // Nothing the viewer or the app needed was outside localhost.
    expect(blocked).toEqual([])
  })

  test('?flows shows the viewer in a drawer of the app’s own tab', async ({ context }) => {
    const blocked = await offline(context)
    const app = await context.newPage()
    await app.goto(`${dev.origin}/?flows`)
    await app.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 })
    await app.getByRole('button', { name: 'Login' }).click()
    const login = app.getByRole('dialog')
    await login.getByLabel('Phone number').fill(DEMO.phone)
    await app.keyboard.press('Escape')
    await expect(login).toBeHidden()

    await app.getByRole('button', { name: 'Flows' }).click()
    const dock = app.getByRole('dialog', { name: 'Flow viewer (this tab)' })
    const auth = dock.getByRole('navigation', { name: 'Running actors' }).locator('[data-actor="app.auth"]')
    await expect(auth).toContainText('auth · closed', { timeout: 60_000 })
    const log = dock.getByRole('list', { name: 'Events' })
    await expect(log.locator('[data-event="phone.change"]').first()).toContainText('"phone": "[masked]"')
    await expect(dock).not.toContainText(DEMO.phone.slice(1))
    await expect(log.locator('[data-event="close"]').first()).toContainText('→ closed')
    await auth.click()
    await expect(dock.getByRole('figure', { name: 'Chart of app.auth, current state closed' })).toBeVisible({
      timeout: 60_000,
    })
    expect(blocked).toEqual([])
  })

  test('?inspect opens the Stately inspector, the app actors reach it by readable ids, and it is sent no phone, password or token', async ({
    context,
  }) => {
    // A stand-in for stately.ai/inspect: it says it is connected, as the real one does, and keeps
    // every message the app posts to it.
    await context.route('https://stately.ai/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>inspector stub</title><script>
          window.received = []
          addEventListener('message', (event) => window.received.push(event.data))
          window.opener.postMessage({ type: '@statelyai.connected' }, '*')
        </script>`,
      }),
    )
    const blocked = await offline(context, (url) => url.hostname === 'stately.ai')
    const app = await context.newPage()
    const popup = context.waitForEvent('page')
    await app.goto(`${dev.origin}/?inspect`)
    const inspector = await popup
    await inspector.waitForLoadState()
    expect(inspector.url()).toMatch(/^https:\/\/stately\.ai\/inspect/)

    await app.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 })
    await app.getByRole('button', { name: 'Login' }).click()
    await app.getByRole('dialog').getByLabel('Phone number').fill(DEMO.phone)

    type Received = { type?: string; name?: string; sessionId?: string; event?: { type?: string } }
    const received = () => inspector.evaluate(() => (window as unknown as { received: Received[] }).received)
    // the dev server compiles the login's modules on the first Login: as long as the waits above
    await expect
      .poll(async () => (await received()).filter((m) => m.type === '@xstate.actor').map((m) => m.name), {
        timeout: 60_000,
      })
      .toEqual(expect.arrayContaining(['auth', 'session']))
    await expect
      .poll(
        async () =>
          (await received()).some((m) => m.type === '@xstate.event' && m.event?.type === 'phone.change'),
        { timeout: 60_000 },
      )
      .toBe(true)
    // A whole login: what the other site was sent names the events, never the phone (in any of its
    // forms), the password or the login's token.
    const login = app.getByRole('dialog')
    await login.getByRole('button', { name: 'Continue' }).click()
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password)
    await login.getByRole('button', { name: 'Login' }).click()
    await expect(app.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 60_000 })
    await expect
      .poll(async () => (await received()).some((m) => m.event?.type === 'login.submit'), { timeout: 30_000 })
      .toBe(true)
    const token = await app.evaluate(() => localStorage.getItem('vToken'))
    expect(token).toBeTruthy()
    const sent = JSON.stringify(await received())
    expect(sent).toContain('"[masked]"')
    for (const secret of [DEMO.phone.slice(1), DEMO.password, token!, token!.split('.')[1]!])
      expect(sent).not.toContain(secret)

    // The viewer's records go on alongside the inspector's.
    const viewer = await context.newPage()
    await viewer.goto(`${dev.origin}/__dev/flows`)
    await expect(
      viewer.getByRole('navigation', { name: 'Running actors' }).locator('[data-actor="app.auth"]'),
    ).toContainText('auth · closed', { timeout: 60_000 })
    expect(blocked).toEqual([])
  })

  test("the path coverage marks a chosen path's arrows on the chart, as mermaid numbered them", async ({
    page,
  }) => {
    await page.goto(`${dev.origin}/__dev/flows`)
    await page.getByRole('switch', { name: 'Show a generated path' }).check({ timeout: 60_000 })
    await page.getByRole('combobox', { name: 'Machine' }).selectOption('buy')
    await page.getByRole('combobox', { name: 'Criterion' }).selectOption('transition-pairs')
    const picker = page.getByRole('combobox', { name: /^Path \(\d+\)$/ })
    const retried = picker.locator('option', {
      hasText: /checkPackage fails .* → retry → actor checkPackage succeeds/,
    })
    await picker.selectOption((await retried.first().getAttribute('value'))!)

    const chart = page.getByRole('figure', { name: /^Chart of buy/ })
    const summary = await chart.getAttribute('aria-describedby')
    const marks = Number(
      /marks (\d+) of/.exec((await page.locator(`[id="${summary}"]`).textContent()) ?? '')?.[1],
    )
    expect(marks).toBeGreaterThan(1)
    // each marked transition's line and label: the labels say the events the path takes, no other
    await expect(chart.locator('svg path[data-taken]')).toHaveCount(marks, { timeout: 60_000 })
    const labels = await chart.locator('svg g.label[data-taken]').allTextContents()
    expect(labels).toHaveLength(marks)
    expect(labels).toEqual(expect.arrayContaining(['error checkPackage', 'retry']))
    // the path's events (its eventless routing's `always` among them), and no other arrow's
    expect(labels).toContain('always')
    expect(
      labels.filter((label) => !/^(done checkPackage|error checkPackage|retry|always)\b/.test(label)),
    ).toEqual([])
  })
})

test('the production build serves no flow viewer', async ({ page }) => {
  const response = await page.goto('/__dev/flows')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Flow viewer' })).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText('Running actors')
})
