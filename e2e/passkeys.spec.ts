import { expect, test, type Page } from '@playwright/test'
import { registerCustomer } from './account-support'
import { expectNoSeriousA11yViolations, gotoReady } from './support'

// Sign-ups and logins hash passwords: room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })
const SLOW = 20_000

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps
 * passkeys and answers every prompt as if the customer touched the sensor.
 */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
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

const passkeyItems = (page: Page) => page.getByRole('list', { name: 'Kunci sandi' }).getByRole('listitem')

// Passkeys belong to a domain (the relying party), never to an IP address: the page is opened on
// localhost, the server's default SITE_URL host, so its default relying party and origin fit.

test('in Indonesian at 375 px: a passkey added on the security page (password asked again), renamed, used to log in from the login dialog, then removed and refused', async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'Kunci Sandi', 'rahasia123')
  const context = await browser.newContext({
    baseURL: baseURL!.replace('127.0.0.1', 'localhost'),
    viewport: PHONE,
  })
  const page = await context.newPage()
  await addAuthenticator(page)

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
  await expect(page.getByText('Kunci sandi ditambahkan. Sekarang kamu bisa masuk dengannya.')).toBeVisible({
    timeout: SLOW,
  })
  await expect(passkeyItems(page)).toHaveCount(1)
  await expect(passkeyItems(page)).toContainText('Laptop kantor')
  await expect(passkeyItems(page)).toContainText('Belum pernah dipakai')
  await expectNoSeriousA11yViolations(page)

  // renamed
  await page.getByRole('button', { name: 'Ubah nama Laptop kantor' }).click()
  const rename = page.getByRole('dialog', { name: 'Ubah nama kunci sandi' })
  await rename.getByRole('textbox', { name: 'Nama kunci sandi' }).fill('Laptop rumah')
  await rename.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Nama kunci sandi diubah.')).toBeVisible({ timeout: SLOW })
  await expect(passkeyItems(page)).toContainText('Laptop rumah')

  // logged out, then in again with the passkey: a login like any other
  await logOut(page)
  await openLogin(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Masuk dengan kunci sandi' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: SLOW })
  await expectLoggedIn(page, 'Kunci Sandi')

  // the passkey was used today
  await gotoReady(page, '/id/account/security')
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date())
  await expect(passkeyItems(page)).toContainText(`Terakhir dipakai ${today}`, { timeout: SLOW })

  // removed after a confirmation
  await page.getByRole('button', { name: 'Hapus Laptop rumah' }).click()
  const remove = page.getByRole('dialog', { name: 'Hapus kunci sandi ini?' })
  await remove.getByRole('button', { name: 'Hapus', exact: true }).click()
  await expect(page.getByText('Kunci sandi dihapus.', { exact: false })).toBeVisible({ timeout: SLOW })
  await expect(passkeyItems(page)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // the device still holds it, but it logs nobody in
  await logOut(page)
  await openLogin(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Masuk dengan kunci sandi' }).click()
  await expect(
    page
      .getByRole('dialog')
      .getByText(
        'Kunci sandi ini tidak bisa dipakai untuk masuk. Masuk dengan kata sandimu, atau coba kunci sandi lain.',
      ),
  ).toBeVisible({ timeout: SLOW })
  await expectNoSeriousA11yViolations(page)
  await context.close()
})
