/**
 * The code's SMS ends with its origin-bound line (`@<site host> #<code>`), and the code step asks
 * the browser for it (WebOTP): on a phone the boxes fill without typing. Chromium has WebOTP only
 * on Android, so a stand-in plays it here as Chrome does there: `navigator.credentials.get({otp})`
 * waits for an SMS whose last line names this page's host, then answers its code.
 */
import { expect, test, type BrowserContext } from '@playwright/test'
import { latestCode, openSignUpCode } from './account-support'
import { expectNoSeriousA11yViolations } from './support'

test.describe.configure({ timeout: 60_000 })

/** WebOTP as on Android: the page's request waits for an SMS delivered with `testSmsArrived(text)`. */
async function withWebOtp(context: BrowserContext) {
  await context.addInitScript(() => {
    const page = window as unknown as {
      OTPCredential: unknown
      testSmsArrived?: (text: string) => void
      testSmsAsked: number
      testSmsWaiting: number
    }
    page.OTPCredential = function OTPCredential() {}
    page.testSmsAsked = 0
    page.testSmsWaiting = 0
    const get = navigator.credentials.get.bind(navigator.credentials)
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      if (!options || !('otp' in options)) return get(options)
      page.testSmsAsked += 1
      page.testSmsWaiting += 1
      return new Promise((resolve, reject) => {
        options.signal?.addEventListener('abort', () => {
          page.testSmsWaiting -= 1
          reject(new DOMException('aborted', 'AbortError'))
        })
        page.testSmsArrived = (text) => {
          const line = text.trim().split('\n').at(-1) ?? ''
          const bound = /^@(\S+) #([0-9A-Za-z]+)$/.exec(line)
          // only an SMS that names this site is offered to it
          if (bound && bound[1] === location.hostname)
            resolve({ id: '', type: 'otp', code: bound[2] } as never)
        }
      })
    }
  })
}

for (const l of [
  {
    locale: 'en',
    prefix: '',
    login: 'Login',
    phone: 'Phone number',
    next: 'Continue',
    signUp: 'Sign Up',
    digit: 'Digit 1 of 4',
    verify: 'Verify',
    name: 'Full name',
  },
  {
    locale: 'id',
    prefix: '/id',
    login: 'Masuk',
    phone: 'Nomor ponsel',
    next: 'Lanjut',
    signUp: 'Daftar',
    digit: 'Digit 1 dari 4',
    verify: 'Verifikasi',
    name: 'Nama lengkap',
  },
] as const) {
  test(`[${l.locale}] the code boxes fill from the SMS's WebOTP line, and a look-alike site's SMS is not taken`, async ({
    browser,
    request,
    baseURL,
  }) => {
    // the SMS names the site's host (SITE_URL: localhost here), as the page must be to be offered it
    const context = await browser.newContext({ baseURL: baseURL!.replace('127.0.0.1', 'localhost') })
    await withWebOtp(context)
    const page = await context.newPage()
    const { dialog, phone } = await openSignUpCode(page, `${l.prefix}/`, l)
    await expect(dialog.getByLabel(l.digit)).toHaveAttribute('autocomplete', 'one-time-code')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { testSmsAsked: number }).testSmsAsked))
      .toBe(1)

    const { code } = await latestCode(request, phone)
    const sms = await (await request.get(`/__dev/sms?phone=${phone}`)).json()
    expect(sms.text.split('\n').at(-1)).toBe(`@localhost #${code}`)

    // the boxes take a code once the send has answered (while it runs they are disabled, and what
    // the phone read then is not kept: the SMS came before the answer only here, where the test
    // reads it from the outbox at once); an SMS for another site is not offered: they stay empty
    await expect(dialog.getByLabel(l.digit)).toBeEnabled()
    const deliver = (text: string) =>
      page.evaluate(
        (t) => (window as unknown as { testSmsArrived: (text: string) => void }).testSmsArrived(t),
        text,
      )
    await deliver(sms.text.replace('@localhost', '@visionplus-promo.example'))
    await expect(dialog.getByLabel(l.digit)).toHaveValue('')

    await deliver(sms.text)
    const boxes = dialog.getByRole('group').getByRole('textbox')
    await expect(boxes).toHaveCount(4)
    for (const [index, digit] of [...code].entries()) await expect(boxes.nth(index)).toHaveValue(digit)
    await expect(dialog.getByRole('button', { name: l.verify })).toBeEnabled()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: l.verify }).click()
    await expect(dialog.getByLabel(l.name)).toBeVisible({ timeout: 20_000 })
    await context.close()
  })
}
