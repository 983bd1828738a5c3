import { expect, test, type Browser, type Page } from '@playwright/test'
import { latestCode, registerCustomer } from './account-support'
import { testNow } from './clock'
import { expectNoSeriousA11yViolations, gotoReady } from './support'

// A sign-up, a passkey added, a reset by code and logins: room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })
const SLOW = 20_000

/**
 * Chromium's virtual authenticator (DevTools protocol), as e2e/passkeys.spec.ts has it: a platform
 * authenticator that answers a prompt as if the sensor were touched once `touchEveryPrompt` (or
 * from the start with `present`).
 */
async function addAuthenticator(page: Page, present: boolean) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: present,
    },
  })
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return {
    credentials,
    add: (credential: Awaited<ReturnType<typeof credentials>>[number]) =>
      cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
    touchEveryPrompt: () =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true }),
  }
}

const WORDS = {
  en: {
    base: '',
    login: 'Login',
    phone: 'Phone number',
    next: 'Continue',
    forgot: 'Forgot password?',
    forgotHeading: 'Forgot Password',
    digit: 'Digit 1 of 4',
    verify: 'Verify',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    box: 'Also remove my passkeys',
    list: 'Your passkeys',
    warning: 'Your passkeys stay. If someone else added one, they can still log in with it.',
    save: 'Save new password',
    changed: 'Password changed',
    accountMenu: 'Account menu',
    refused: 'This passkey could not log you in. Log in with your password, or try another passkey.',
  },
  id: {
    base: '/id',
    login: 'Masuk',
    phone: 'Nomor ponsel',
    next: 'Lanjut',
    forgot: 'Lupa kata sandi?',
    forgotHeading: 'Lupa Kata Sandi',
    digit: 'Digit 1 dari 4',
    verify: 'Verifikasi',
    newPassword: 'Kata sandi baru',
    confirm: 'Konfirmasi kata sandi baru',
    box: 'Hapus juga kunci sandi saya',
    list: 'Kunci sandimu',
    warning:
      'Kunci sandimu tetap ada. Kalau salah satunya ditambahkan orang lain, orang itu masih bisa masuk dengannya.',
    save: 'Simpan kata sandi baru',
    changed: 'Kata sandi berhasil diubah',
    accountMenu: 'Menu akun',
    refused:
      'Kunci sandi ini tidak bisa dipakai untuk masuk. Masuk dengan kata sandimu, atau coba kunci sandi lain.',
  },
} as const
type Language = keyof typeof WORDS

const WIDE = { width: 1280, height: 800 }

/**
 * A passkey named `name` added on the security page of a browser logged in as the customer (its
 * token in storage); the credential, to be held by another browser's authenticator as a synced
 * passkey would be.
 */
async function passkeyAdded(browser: Browser, localhost: string, customer: Customer, name: string) {
  const context = await browser.newContext({ baseURL: localhost, viewport: WIDE })
  await context.addInitScript(
    ([token, who, phone]) => {
      localStorage.setItem('vToken', token!)
      localStorage.setItem('user', JSON.stringify({ name: who, phone }))
    },
    [customer.token, customer.name, customer.phone],
  )
  const page = await context.newPage()
  const authenticator = await addAuthenticator(page, true)
  await gotoReady(page, '/account/security')
  await page.getByRole('button', { name: 'Add a passkey' }).click({ timeout: SLOW })
  const add = page.getByRole('dialog', { name: 'Add a passkey' })
  await add.getByLabel('Your password').fill(customer.password)
  await add.getByRole('textbox', { name: 'Passkey name' }).fill(name)
  await add.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Passkey added. You can log in with it now.')).toBeVisible({ timeout: SLOW })
  const [credential] = await authenticator.credentials()
  await context.close()
  return credential!
}
type Customer = Awaited<ReturnType<typeof registerCustomer>>

/** The header's Login on a wide page (the narrow header hides it in its menu), the dialog at `viewport`. */
async function openLogin(page: Page, language: Language, viewport: { width: number; height: number }) {
  const words = WORDS[language]
  await page.setViewportSize(WIDE)
  await gotoReady(page, words.base || '/')
  await page.getByRole('button', { name: words.login, exact: true }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.setViewportSize(viewport)
}

const fits = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

/**
 * From a fresh browser whose authenticator holds the passkey (the sensor untouched, so the phone
 * field's passkey suggestion waits): the phone, Forgot password, the code, then the new-password
 * step, where the passkey is listed by name with the box checked.
 */
async function resetByCode(
  page: Page,
  request: Parameters<typeof latestCode>[0],
  language: Language,
  viewport: { width: number; height: number },
  customer: Customer,
  passkeyName: string,
) {
  const words = WORDS[language]
  await openLogin(page, language, viewport)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(words.phone).fill(customer.phone)
  await dialog.getByRole('button', { name: words.next }).click()
  const askedAt = testNow()
  await dialog.getByRole('button', { name: words.forgot }).click({ timeout: SLOW })
  await expect(dialog.getByRole('heading', { name: words.forgotHeading })).toBeVisible()
  const { code } = await latestCode(request, customer.phone, askedAt)
  await dialog.getByLabel(words.digit).click()
  await page.keyboard.type(code)
  await dialog.getByRole('button', { name: words.verify }).click()

  const box = dialog.getByRole('checkbox', { name: words.box })
  await expect(box).toBeChecked({ timeout: SLOW })
  await expect(dialog.getByRole('list', { name: words.list }).getByRole('listitem')).toHaveText([
    new RegExp(`^${passkeyName} `),
  ])
  await fits(page)
  // the box's label beside it on its line, not under it (Mantine's inline-input layout is loaded)
  const [square, label] = await Promise.all([
    box.boundingBox(),
    dialog.getByText(words.box, { exact: true }).boundingBox(),
  ])
  expect(label!.x).toBeGreaterThanOrEqual(square!.x + square!.width)
  expect(Math.abs(label!.y + label!.height / 2 - (square!.y + square!.height / 2))).toBeLessThan(
    square!.height,
  )
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('textbox', { name: words.newPassword, exact: true }).fill('kedua12345')
  await dialog.getByLabel(words.confirm).fill('kedua12345')
  return { dialog, box }
}

async function saveAndClose(page: Page, language: Language) {
  const words = WORDS[language]
  await page.getByRole('dialog').getByRole('button', { name: words.save }).click()
  const changed = page.getByRole('dialog', { name: words.changed })
  await expect(changed).toBeVisible({ timeout: SLOW })
  await changed.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

// Passkeys belong to a domain, never to an IP address: the pages are opened on localhost, the
// server's default relying party.

test('in English at 1440 px: a reset by code lists the passkey by name, checked, and after saving it logs nobody in', async ({
  browser,
  request,
  baseURL,
}) => {
  const localhost = baseURL!.replace('127.0.0.1', 'localhost')
  const customer = await registerCustomer(request, 'Sari Reset', 'pertama123')
  const credential = await passkeyAdded(browser, localhost, customer, 'Work laptop')

  const context = await browser.newContext({ baseURL: localhost, viewport: WIDE })
  const page = await context.newPage()
  const authenticator = await addAuthenticator(page, false)
  await authenticator.add(credential)
  const viewport = { width: 1440, height: 900 }
  await resetByCode(page, request, 'en', viewport, customer, 'Work laptop')
  // keyboard: the box is reached and left checked
  await page.getByRole('checkbox', { name: WORDS.en.box }).focus()
  await expect(page.getByText(WORDS.en.warning)).toHaveCount(0)
  await saveAndClose(page, 'en')

  // the passkey, offered by the phone field's suggestion as the dialog opens, is refused
  await authenticator.touchEveryPrompt()
  const refused = page.waitForResponse((r) => r.url().endsWith('/passkeys/login/verify'))
  await openLogin(page, 'en', viewport)
  await refused
  await expect(page.getByRole('dialog').getByText(WORDS.en.refused)).toBeVisible({ timeout: SLOW })
  await context.close()
})

test('in Indonesian at 320 px: the box unchecked with the keyboard warns, and the passkey still logs in after the reset', async ({
  browser,
  request,
  baseURL,
}) => {
  const localhost = baseURL!.replace('127.0.0.1', 'localhost')
  const customer = await registerCustomer(request, 'Budi Kunci', 'pertama123')
  const credential = await passkeyAdded(browser, localhost, customer, 'Ponsel lama')

  const context = await browser.newContext({ baseURL: localhost, viewport: WIDE })
  const page = await context.newPage()
  const authenticator = await addAuthenticator(page, false)
  await authenticator.add(credential)
  const viewport = { width: 320, height: 700 }
  const { box } = await resetByCode(page, request, 'id', viewport, customer, 'Ponsel lama')
  await box.focus()
  await page.keyboard.press('Space')
  await expect(box).not.toBeChecked()
  await expect(page.getByText(WORDS.id.warning)).toBeVisible()
  await fits(page)
  await saveAndClose(page, 'id')

  // kept: the phone field's suggestion logs the customer in with it
  await authenticator.touchEveryPrompt()
  const used = page.waitForResponse((r) => r.url().endsWith('/passkeys/login/verify'))
  await openLogin(page, 'id', viewport)
  expect((await (await used).json()).status.code).toBe(0)
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: SLOW })
  await page.setViewportSize(WIDE)
  await expect(page.getByRole('button', { name: WORDS.id.accountMenu })).toContainText('Budi Kunci', {
    timeout: SLOW,
  })
  await context.close()
})
