import { expect, test } from '@playwright/test'
import { gotoReady } from './support'
import { freshPhone } from './account-support'

// Whole flows with several server round trips: give them room on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 })

/**
 * Chromium's WebOTP, stubbed as Chrome on Android behaves: `navigator.credentials.get({otp})`
 * resolves with the code of the SMS whose last line is `@<host> #<code>` — here the demo outbox's
 * latest SMS for the phone, read line by line as the phone would — and rejects once aborted. Any
 * other credential request goes to the browser's own.
 */
function stubWebOtp(phone: string) {
  const own = navigator.credentials.get.bind(navigator.credentials)
  Object.assign(window, { OTPCredential: function OTPCredential() {} })
  const otp = async (signal?: AbortSignal | null) => {
    for (;;) {
      if (signal?.aborted) throw new DOMException('The request was aborted', 'AbortError')
      const res = await fetch(`/__dev/sms?phone=${phone}`)
      if (res.ok) {
        const { text } = (await res.json()) as { text: string }
        const line = /^@([^\s#]+) #(\w+)$/.exec(text.split('\n').at(-1) ?? '')
        if (line) {
          Object.assign(window, { webOtpHost: line[1] })
          return { type: 'otp', id: '', code: line[2] }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  navigator.credentials.get = ((options?: CredentialRequestOptions & { otp?: unknown }) =>
    options?.otp ? otp(options.signal) : own(options)) as typeof navigator.credentials.get
}

for (const l of [
  {
    prefix: '',
    login: 'Login',
    phone: 'Phone number',
    next: 'Continue',
    verify: 'Verify',
    name: 'Full name',
  },
  {
    prefix: '/id',
    login: 'Masuk',
    phone: 'Nomor ponsel',
    next: 'Lanjut',
    verify: 'Verifikasi',
    name: 'Nama lengkap',
  },
]) {
  test(`the code fills in from the SMS's WebOTP line, and is verified${l.prefix ? ' in Indonesian' : ''}`, async ({
    page,
  }) => {
    const phone = freshPhone()
    await page.addInitScript(stubWebOtp, phone)
    await gotoReady(page, l.prefix || '/')
    await page.getByRole('button', { name: l.login, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(l.phone).fill(phone)
    await dialog.getByRole('button', { name: l.next }).click()
    // nothing typed: the four boxes fill from the SMS as it arrives
    const boxes = dialog.locator('input[inputmode="numeric"]')
    await expect(boxes).toHaveCount(4)
    await expect(boxes.first()).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(boxes.last()).not.toHaveValue('', { timeout: 20_000 })
    const code = (await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).join(
      '',
    )
    expect(code).toMatch(/^\d{4}$/)
    const host = await page.evaluate(() => (window as { webOtpHost?: string }).webOtpHost)
    expect(host).toBeTruthy()
    expect(host).not.toContain(':')
    await dialog.getByRole('button', { name: l.verify }).click()
    await expect(dialog.getByLabel(l.name)).toBeVisible({ timeout: 20_000 })
  })
}
