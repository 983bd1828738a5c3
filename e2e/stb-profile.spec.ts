/**
 * /stb-profile (SPEC §2, §5): the signed link checked by the server, the device profile, and the
 * device phone verification, in both languages. Links are signed like `npm run stb-link` does,
 * with the secret the e2e server generated into its data directory.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { loadConfig } from '../server/env'
import { persistedSecrets } from '../server/lib/secrets'
import { stbSignature } from '../server/routes/stb'
import { expectNoSeriousA11yViolations, gotoReady, MOBILE, watchConsole } from './support'
import { freshPhone, latestCode } from './account-support'
import { testNow } from './clock'

/** The e2e server's data directory (playwright.config.ts). */
const E2E_DATA_DIR = '.data-e2e'
const BOX = { sn: 'VPTV2024B0002', customerId: '3010000002' }
/** The demo customer's first box (seed), for the login hand-off. */
const DEMO_BOX = 'VPTV2024A0001'
const DEMO_PHONE = '081234567890'
const DEMO_PASSWORD = 'visionplus123'
/** Verified on another customer's box in the seed. */
const TAKEN_PHONE = '081298765432'

function secrets() {
  const config = loadConfig({ dataDir: E2E_DATA_DIR })
  return { key: config.stbClientKey, secret: persistedSecrets(E2E_DATA_DIR, config).stbClientSecret }
}

/** A /stb-profile query signed as the box would, `ageS` seconds old (negative: in the future). */
function signedQuery(sn: string, ageS = 0, sign = secrets().secret): string {
  const timestamp = String(Math.floor(testNow() / 1000) - ageS)
  const token = stbSignature(secrets().key, sn, sign, timestamp)
  return new URLSearchParams({ sn, token, timestamp }).toString()
}

const LOCALES = [
  {
    name: 'English',
    prefix: '',
    title: 'Set-top box profile',
    unauthorized: 'Unauthorized',
    expired: 'Unauthorized - Timestamp expired',
    serial: 'Serial number',
    openVerification: /^(Verify phone number|Change phone number)$/,
    infoTitle: 'Verify your phone number',
    continue: 'Continue',
    phone: 'Phone number',
    sendCode: 'Send code',
    change: 'Change',
    digit1: 'Digit 1 of 4',
    verify: 'Verify',
    verifiedTitle: 'Phone number verified',
    done: 'Done',
    verified: 'Verified',
    taken: 'This number already registered in other Vision+ TV Box',
    tryAgain: 'Try again',
    login: 'Login',
    password: 'Password',
    deviceDetails: 'Device details',
  },
  {
    name: 'Indonesian',
    prefix: '/id',
    title: 'Profil box',
    unauthorized: 'Akses ditolak',
    expired: 'Akses ditolak: tautan sudah kedaluwarsa',
    serial: 'Nomor seri',
    openVerification: /^(Verifikasi nomor ponsel|Ubah nomor ponsel)$/,
    infoTitle: 'Verifikasi nomor ponselmu',
    continue: 'Lanjut',
    phone: 'Nomor ponsel',
    sendCode: 'Kirim kode',
    change: 'Ubah',
    digit1: 'Digit 1 dari 4',
    verify: 'Verifikasi',
    verifiedTitle: 'Nomor ponsel terverifikasi',
    done: 'Selesai',
    verified: 'Terverifikasi',
    taken: 'Nomor ini sudah terdaftar di box Vision+ TV lain',
    tryAgain: 'Coba lagi',
    login: 'Masuk',
    password: 'Kata sandi',
    deviceDetails: 'Detail perangkat',
  },
] as const
type Labels = (typeof LOCALES)[number]

async function openVerificationForm(page: Page, l: Labels) {
  await page.getByRole('button', { name: l.openVerification }).click()
  const dialog = page.getByRole('dialog', { name: l.infoTitle })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: l.continue }).click()
  return page.getByRole('dialog')
}

for (const l of LOCALES) {
  test.describe(`/stb-profile in ${l.name}`, () => {
    test('a valid link shows the device profile without a footer, and the phone is verified with a code', async ({
      page,
      request,
    }) => {
      const problems = watchConsole(page)
      const bodies: string[] = []
      page.on('response', (response) => {
        void response.text().then(
          (text) => bodies.push(text + JSON.stringify(response.headers())),
          () => undefined,
        )
      })
      await gotoReady(page, `${l.prefix}/stb-profile?${signedQuery(BOX.sn)}`)
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible()
      const profile = page.locator('dl').first()
      await expect(profile).toContainText(BOX.sn)
      await expect(profile).toContainText(BOX.customerId)
      await expect(profile).toContainText('00:1A:79:5B:10:02')
      await expect(page.locator('footer')).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)

      const phone = freshPhone()
      const dialog = await openVerificationForm(page, l)
      await expect(dialog.getByLabel(l.serial)).toHaveValue(BOX.sn)
      await dialog.getByRole('textbox', { name: l.phone, exact: true }).fill(phone)
      await dialog.getByRole('button', { name: l.continue }).click()
      await expect(dialog).toContainText(phone)
      // back to the form keeps what was typed
      await dialog.getByRole('button', { name: l.change, exact: true }).click()
      await expect(dialog.getByRole('textbox', { name: l.phone, exact: true })).toHaveValue(phone)
      await dialog.getByRole('button', { name: l.continue }).click()
      await dialog.getByRole('button', { name: l.sendCode }).click()

      const { code } = await latestCode(request, phone)
      await dialog.getByLabel(l.digit1).click()
      await page.keyboard.type(code)
      await dialog.getByRole('button', { name: l.verify }).click()
      await expect(page.getByRole('dialog', { name: l.verifiedTitle })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('button', { name: l.done }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // the profile is read again: the new number, verified
      await expect(page.locator('dl').first()).toContainText(phone)
      await expect(page.locator('dl').first()).toContainText(l.verified)

      // the client secret reached the browser in no reply, header or asset
      const { secret } = secrets()
      expect(bodies.length).toBeGreaterThan(3)
      expect(bodies.filter((body) => body.includes(secret))).toEqual([])
      expect(problems).toEqual([])
    })

    test('a number verified on another box is refused; the form stays filled and offers a retry', async ({
      page,
    }) => {
      await gotoReady(page, `${l.prefix}/stb-profile?${signedQuery(BOX.sn)}`)
      const dialog = await openVerificationForm(page, l)
      await dialog.getByRole('textbox', { name: l.phone, exact: true }).fill(TAKEN_PHONE)
      await dialog.getByRole('button', { name: l.continue }).click()
      await dialog.getByRole('button', { name: l.sendCode }).click()
      await expect(dialog.getByRole('alert')).toContainText(l.taken)
      await expect(dialog.getByRole('textbox', { name: l.phone, exact: true })).toHaveValue(TAKEN_PHONE)
      await dialog.getByRole('button', { name: l.tryAgain }).click()
      await expect(dialog.getByRole('alert')).toContainText(l.taken)
      // editing the number clears the refusal
      await dialog.getByRole('textbox', { name: l.phone, exact: true }).fill(freshPhone())
      await expect(dialog.getByRole('alert')).toHaveCount(0)
    })

    test('logging in from the page shows the box of the link at home with the top bar active', async ({
      page,
    }) => {
      await gotoReady(page, `${l.prefix}/stb-profile?${signedQuery(DEMO_BOX)}`)
      await expect(page.locator('dl').first()).toContainText(DEMO_BOX)
      const header = page.locator('header').first()
      await expect(header).not.toHaveAttribute('data-scrolled')
      await page.getByRole('button', { name: l.login, exact: true }).click()
      const login = page.getByRole('dialog')
      await login.getByRole('textbox', { name: l.phone, exact: true }).fill(DEMO_PHONE)
      await login.getByRole('button', { name: l.continue }).click()
      await login.getByRole('textbox', { name: l.password, exact: true }).fill(DEMO_PASSWORD)
      await login.getByRole('button', { name: l.login, exact: true }).click()
      const detail = page.getByRole('dialog', { name: l.deviceDetails })
      await expect(detail).toBeVisible({ timeout: 15_000 })
      await expect(detail).toContainText(DEMO_BOX)
      await expect.poll(() => new URL(page.url()).pathname).toMatch(l.prefix ? /^\/id\/?$/ : /^\/$/)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      await expect(page.locator('footer')).toHaveCount(1)
    })

    test('expired, future, forged and incomplete links get the 401 page', async ({ page }) => {
      const unsigned = new URLSearchParams({ sn: BOX.sn, timestamp: String(Math.floor(testNow() / 1000)) })
      const cases: [string, string][] = [
        [signedQuery(BOX.sn, 86_400 + 60), l.expired],
        [signedQuery(BOX.sn, -3600), l.expired],
        [signedQuery(BOX.sn, 0, 'a-forged-secret-of-some-32-characters!'), l.unauthorized],
        // signed for another box, then pointed at this one
        [signedQuery('VPTV2024A0001').replace('VPTV2024A0001', BOX.sn), l.unauthorized],
        [unsigned.toString(), l.unauthorized],
        ['', l.unauthorized],
      ]
      for (const [query, message] of cases) {
        await gotoReady(page, `${l.prefix}/stb-profile${query ? `?${query}` : ''}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message)
        await expect(page.getByText('401')).toBeVisible()
        await expect(page.locator('dl')).toHaveCount(0)
      }
    })
  })
}

test('the profile and the popups fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await gotoReady(page, `/stb-profile?${signedQuery(BOX.sn)}`)
  await expect(page.locator('dl').first()).toContainText(BOX.sn)
  await openVerificationForm(page, LOCALES[0])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('no built asset holds the client secret of the signed links', () => {
  const { secret } = secrets()
  expect(secret.length).toBeGreaterThanOrEqual(32)
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else files.push(path)
    }
  }
  walk('dist')
  expect(files.some((f) => /stb/i.test(f))).toBe(true)
  const holding = files.filter((file) => readFileSync(file).includes(secret))
  expect(holding).toEqual([])
})

test('signing up from the page goes home with the top bar active; a box of someone else stays closed', async ({
  page,
  request,
}) => {
  await gotoReady(page, `/stb-profile?${signedQuery(BOX.sn)}`)
  await expect(page.locator('dl').first()).toContainText(BOX.sn)
  const header = page.locator('header').first()
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  const dialog = page.getByRole('dialog')
  const phone = freshPhone()
  await dialog.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Digit 1 of 4').click()
  await page.keyboard.type((await latestCode(request, phone)).code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await dialog.getByLabel('Full name').fill('Rina Wulandari')
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('rahasia123')
  await dialog.getByLabel('Confirm password').fill('rahasia123')
  await dialog.getByRole('button', { name: 'Sign Up' }).click()
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/')
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Rina Wulandari')
  // the new account does not own the box of the link, so no device detail opens
  await expect(page.getByRole('dialog', { name: 'Device details' })).toHaveCount(0)
})

test('the mobile menu keeps its panel when the app navigates away from the page, and closes elsewhere', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await gotoReady(page, `/stb-profile?${signedQuery(BOX.sn)}`)
  await expect(page.locator('dl').first()).toContainText(BOX.sn)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByText('Package', { exact: true }).click()
  await expect(drawer.getByRole('link', { name: 'Add-on', exact: true })).toBeVisible()
  // the login hand-off navigates by itself (history.pushState, which the router follows)
  await page.evaluate(() => history.pushState(null, '', '/'))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Set-top box profile')
  await expect(drawer.getByRole('link', { name: 'Add-on', exact: true })).toBeVisible()
  // from any other page, navigating closes the menu
  await page.evaluate(() => history.pushState(null, '', '/promo'))
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
