import { expect, test, type Page } from '@playwright/test'
import { formatDayMonth } from '../src/lib/format'
import { registerCustomer } from './account-support'
import { onTestClock, testNow } from './clock'
import { expectNoSeriousA11yViolations, gotoReady } from './support'

// Sign-ups and logins hash passwords: room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })
const SLOW = 20_000

const AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps
 * passkeys and answers every prompt as if the customer touched the sensor (`present`; else none
 * until `touchEveryPrompt`). Each browser context gets its own, as each device has its own;
 * `credentials` reads the passkeys it holds.
 */
async function addAuthenticator(page: Page, present = true) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { ...AUTHENTICATOR, automaticPresenceSimulation: present },
  })
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return {
    credentials,
    add: (credential: Awaited<ReturnType<typeof credentials>>[number]) =>
      cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
    /** From now on every prompt is answered as if the sensor were touched. */
    touchEveryPrompt: () =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true }),
  }
}

const PHONE = { width: 375, height: 812 }
const WIDE = { width: 1280, height: 800 }

/** The header's Login (the wide header's: the phone's menu has its own tests); the dialog at 375 px. */
async function openLogin(page: Page) {
  await page.setViewportSize(WIDE)
  await gotoReady(page, '/id')
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.setViewportSize(PHONE)
}

async function logOut(page: Page) {
  await page.setViewportSize(WIDE)
  await page.getByRole('button', { name: 'Menu akun' }).click()
  await page.getByRole('menuitem', { name: 'Keluar' }).click()
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible({ timeout: SLOW })
  await page.setViewportSize(PHONE)
}

/** Logged in: the wide header names the account. */
async function expectLoggedIn(page: Page, name: string) {
  await page.setViewportSize(WIDE)
  await expect(page.getByRole('button', { name: 'Menu akun' })).toContainText(name, { timeout: SLOW })
  await page.setViewportSize(PHONE)
}

/**
 * Whether a password field appears on the page from now on, if only for a moment: 'true' or 'false'
 * (undefined if the page was left, which the caller's expectation refuses too).
 */
async function watchForPasswordField(page: Page) {
  await page.evaluate(() => {
    const field = 'input[autocomplete="current-password"]'
    const flag = document.documentElement.dataset
    flag.passwordFieldShown = String(document.querySelector(field) !== null)
    // the nodes added, not the page when the observer runs: a field shown and gone in between counts
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches(field) || node.querySelector(field)))
            flag.passwordFieldShown = 'true'
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => document.documentElement.dataset.passwordFieldShown)
}

const passkeyItems = (page: Page) => page.getByRole('list', { name: 'Kunci sandi' }).getByRole('listitem')

// Passkeys belong to a domain (the relying party), never to an IP address: the page is opened on
// localhost, the server's default SITE_URL host, so its default relying party and origin fit.

test(
  "in Indonesian at 375 px: a passkey added on the security page (password asked again), renamed, used to log in from fresh browsers (the button, then the phone field's suggestion), then removed and refused",
  { tag: '@dates' },
  async ({ browser, request, baseURL }) => {
    const customer = await registerCustomer(request, 'Kunci Sandi', 'rahasia123')
    const localhost = baseURL!.replace('127.0.0.1', 'localhost')
    const context = await browser.newContext({ baseURL: localhost, viewport: PHONE })
    await onTestClock(context)
    const page = await context.newPage()
    const authenticator = await addAuthenticator(page)

    // a login with the password, through the dialog
    await openLogin(page)
    const dialog = page.getByRole('dialog')
    const phoneField = dialog.getByLabel('Nomor ponsel')
    await expect(phoneField).toHaveAttribute('autocomplete', 'username webauthn')
    await phoneField.fill(customer.phone)
    await dialog.getByRole('button', { name: 'Lanjut' }).click()
    await dialog.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(customer.password)
    await dialog.getByRole('button', { name: 'Masuk', exact: true }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: SLOW })
    await expectLoggedIn(page, 'Kunci Sandi')

    // no passkey yet; one added with the password asked again and a name of the customer's
    await gotoReady(page, '/id/account/security')
    await expect(page.getByRole('heading', { name: 'Kunci sandi' })).toBeVisible({ timeout: SLOW })
    await expect(page.getByText('Belum ada kunci sandi.', { exact: false })).toBeVisible()
    await page.getByRole('button', { name: 'Tambah kunci sandi' }).click()
    const add = page.getByRole('dialog', { name: 'Tambah kunci sandi' })
    const name = add.getByRole('textbox', { name: 'Nama kunci sandi' })
    // suggested from the browser and system
    await expect(name).toHaveValue(/ di /)
    await add.getByLabel('Kata sandimu').fill('bukan-sandinya')
    await name.fill('Laptop kantor')
    await add.getByRole('button', { name: 'Lanjut' }).click()
    await expect(add.getByText('Kata sandi salah. Silakan coba lagi.')).toBeVisible({ timeout: SLOW })
    await add.getByLabel('Kata sandimu').fill(customer.password)
    await add.getByRole('button', { name: 'Lanjut' }).click()
    await expect(
      page.getByText('Kunci sandi berhasil ditambahkan. Sekarang kamu bisa masuk pakai kunci sandi ini.'),
    ).toBeVisible({
      timeout: SLOW,
    })
    await expect(passkeyItems(page)).toHaveCount(1)
    await expect(passkeyItems(page)).toContainText('Laptop kantor')
    await expect(passkeyItems(page)).toContainText('Belum pernah dipakai')
    await expectNoSeriousA11yViolations(page)

    // renamed, the password asked again
    await page.getByRole('button', { name: 'Ubah nama Laptop kantor' }).click()
    const rename = page.getByRole('dialog', { name: 'Ubah nama kunci sandi' })
    await rename.getByLabel('Kata sandimu').fill(customer.password)
    await rename.getByRole('textbox', { name: 'Nama kunci sandi' }).fill('Laptop rumah')
    await rename.getByRole('button', { name: 'Simpan' }).click()
    await expect(page.getByText('Nama kunci sandi diubah.')).toBeVisible({ timeout: SLOW })
    await expect(passkeyItems(page)).toContainText('Laptop rumah')

    // The passkey moves to fresh browsers (no storage, no cookies) as a synced passkey would: the same
    // credential, its private key and counter, in each browser's own authenticator.
    const held = await authenticator.credentials()
    expect(held).toHaveLength(1)
    const freshBrowser = async ({ present = true } = {}) => {
      const fresh = await browser.newContext({ baseURL: localhost, viewport: PHONE })
      await onTestClock(fresh)
      // marks when the page's passkey request is actually with the browser (not only its options fetched)
      await fresh.addInitScript(() => {
        const get = navigator.credentials.get.bind(navigator.credentials)
        navigator.credentials.get = (asked) => {
          if (asked?.mediation === 'conditional') document.documentElement.dataset.suggestionAsked = 'true'
          return get(asked)
        }
      })
      const freshPage = await fresh.newPage()
      expect(await fresh.cookies()).toEqual([])
      return { fresh, freshPage, freshAuthenticator: await addAuthenticator(freshPage, present) }
    }
    const options = (on: Page) => on.waitForResponse((r) => r.url().endsWith('/passkeys/login/options'))
    const verified = (on: Page) => on.waitForResponse((r) => r.url().endsWith('/passkeys/login/verify'))

    // "Log in with a passkey": no touch of the sensor while the dialog opens, so the phone field's
    // suggestion waits (as a customer who has not picked it); then the button's prompt is answered
    const first = await freshBrowser({ present: false })
    await first.freshAuthenticator.add(held[0]!)
    const suggestionAsked = options(first.freshPage)
    await openLogin(first.freshPage)
    await suggestionAsked
    const firstDialog = first.freshPage.getByRole('dialog')
    await expect(firstDialog.getByLabel('Nomor ponsel')).toHaveValue('')
    // the sensor is touched only once the suggestion's request waits in the browser: touched before,
    // the suggestion itself logged in and the dialog closed under the button
    await expect(first.freshPage.locator('html[data-suggestion-asked="true"]')).toHaveCount(1, {
      timeout: SLOW,
    })
    await first.freshAuthenticator.touchEveryPrompt()
    const passwordFieldShown = await watchForPasswordField(first.freshPage)
    await firstDialog.getByRole('button', { name: 'Masuk dengan kunci sandi' }).click()
    await expect(firstDialog).toHaveCount(0, { timeout: SLOW })
    await expectLoggedIn(first.freshPage, 'Kunci Sandi')
    // the phone step stayed until the dialog closed: no password field for a moment
    expect(await passwordFieldShown()).toBe('false')
    // as it is now: the service refuses a signature counter that did not grow (a cloned passkey)
    const used = await first.freshAuthenticator.credentials()
    expect(used[0]!.signCount).toBeGreaterThan(held[0]!.signCount)
    await first.fresh.close()

    // the phone field's suggestion (conditional mediation): Chromium's virtual authenticator answers
    // it at once with the passkey it holds, as a customer picking it from the field would; nothing
    // is typed or clicked in the dialog
    const second = await freshBrowser()
    await second.freshAuthenticator.add(used[0]!)
    const suggestionUsed = verified(second.freshPage)
    const usedFrom = testNow()
    await openLogin(second.freshPage)
    await suggestionUsed
    const usedBy = testNow()
    await expect(second.freshPage.getByRole('dialog')).toHaveCount(0, { timeout: SLOW })
    await expectLoggedIn(second.freshPage, 'Kunci Sandi')

    // the first browser sees the day it was used, in Jakarta and in Indonesian ("6 Des 2026"), as the
    // site writes it (a use a moment before midnight may read either day)
    await gotoReady(page, '/id/account/security')
    const days = [...new Set([usedFrom, usedBy].map((t) => formatDayMonth(t, 'id', true)))]
    await expect(passkeyItems(page)).toContainText(new RegExp(`Terakhir dipakai (${days.join('|')})`), {
      timeout: SLOW,
    })

    // removed there after a confirmation
    await page.getByRole('button', { name: 'Hapus Laptop rumah' }).click()
    const remove = page.getByRole('dialog', { name: 'Hapus kunci sandi ini?' })
    await remove.getByLabel('Kata sandimu').fill(customer.password)
    await remove.getByRole('button', { name: 'Hapus', exact: true }).click()
    await expect(page.getByText('Kunci sandi dihapus.', { exact: false })).toBeVisible({ timeout: SLOW })
    await expect(passkeyItems(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await context.close()

    // the fresh browser still holds it, but it logs nobody in: not as the suggestion, not with the button
    const refused =
      'Kunci sandi ini tidak bisa dipakai untuk masuk. Masuk dengan kata sandimu, atau coba kunci sandi lain.'
    await logOut(second.freshPage)
    const suggestionRefused = verified(second.freshPage)
    await openLogin(second.freshPage)
    await suggestionRefused
    const secondDialog = second.freshPage.getByRole('dialog')
    await expect(secondDialog.getByText(refused)).toBeVisible({ timeout: SLOW })
    const buttonRefused = verified(second.freshPage)
    await secondDialog.getByRole('button', { name: 'Masuk dengan kunci sandi' }).click()
    await buttonRefused
    await expect(secondDialog.getByText(refused)).toBeVisible({ timeout: SLOW })
    // back on the phone step it was opened from, the password path open
    await expect(secondDialog.getByRole('button', { name: 'Lanjut' })).toBeEnabled()
    await expectNoSeriousA11yViolations(second.freshPage)
    await second.fresh.close()
  },
)

/** Tab (forwards) until `target` holds the focus: the keyboard's way to a control, no click. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the control was never reached with Tab')
}

const fits = async (page: Page, what: string) => {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(sideways, `${what} scrolls sideways`).toBeLessThanOrEqual(0)
}

for (const viewport of [
  { width: 320, height: 700 },
  { width: 1920, height: 1080 },
]) {
  test(`in English at ${viewport.width} px, keyboard only: a passkey added, renamed and removed, each dialog fitting and axe clean`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const customer = await registerCustomer(request, 'Key Board', 'rahasia123')
    const context = await browser.newContext({
      baseURL: baseURL!.replace('127.0.0.1', 'localhost'),
      viewport,
    })
    await context.addInitScript(
      ([token, name, phone]) => {
        localStorage.setItem('vToken', token!)
        localStorage.setItem('user', JSON.stringify({ name, phone }))
      },
      [customer.token, customer.name, customer.phone],
    )
    const page = await context.newPage()
    await addAuthenticator(page)
    await gotoReady(page, '/account/security')
    const items = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')
    await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible({ timeout: SLOW })

    // add: the password asked again, typed and sent with the keyboard
    await tabTo(page, page.getByRole('button', { name: 'Add a passkey' }))
    await page.keyboard.press('Enter')
    const add = page.getByRole('dialog', { name: 'Add a passkey' })
    await expect(add).toBeVisible()
    await fits(page, 'the add dialog')
    await expectNoSeriousA11yViolations(page)
    await tabTo(page, add.getByLabel('Your password'))
    await page.keyboard.type(customer.password)
    await page.keyboard.press('Enter')
    await expect(page.getByText('Passkey added. You can log in with it now.')).toBeVisible({ timeout: SLOW })
    await expect(items).toHaveCount(1)
    await fits(page, 'the list')

    // rename: the password asked again, then the name field, cleared and typed
    const [added] = await items.allInnerTexts()
    const current = (added ?? '').split('\n')[0]!.trim()
    await tabTo(page, page.getByRole('button', { name: `Rename ${current}` }))
    await page.keyboard.press('Enter')
    const rename = page.getByRole('dialog', { name: 'Rename passkey' })
    await expect(rename).toBeVisible()
    await fits(page, 'the rename dialog')
    await expectNoSeriousA11yViolations(page)
    await tabTo(page, rename.getByLabel('Your password'))
    await page.keyboard.type(customer.password)
    await tabTo(page, rename.getByRole('textbox', { name: 'Passkey name' }))
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Work laptop')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Passkey renamed.')).toBeVisible({ timeout: SLOW })
    await expect(items).toContainText('Work laptop')

    // remove: the password asked again, then the confirmation's own button, reached with Tab
    await tabTo(page, page.getByRole('button', { name: 'Remove Work laptop' }))
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' })
    await expect(confirm).toBeVisible()
    await fits(page, 'the confirmation')
    await expectNoSeriousA11yViolations(page)
    await tabTo(page, confirm.getByLabel('Your password'))
    await page.keyboard.type(customer.password)
    await tabTo(page, confirm.getByRole('button', { name: 'Remove', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Passkey removed. It no longer logs anyone in.')).toBeVisible({
      timeout: SLOW,
    })
    await expect(items).toHaveCount(0)
    await context.close()
  })
}
