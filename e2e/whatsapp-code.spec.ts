/**
 * A code by WhatsApp (the e2e server runs with OTP_CHANNELS=sms,whatsapp, playwright.config.ts):
 * the first code goes by SMS at once; once the countdown is over the customer chooses WhatsApp
 * with the keyboard, resends, reads the code where demo mode keeps WhatsApp's codes (the outbox,
 * /__dev/sms, marked `whatsapp`) and goes on to sign up. In both languages, at the narrowest and
 * the widest width.
 */
import { expect, test } from '@playwright/test'
import { latestCode, openSignUpCode } from './account-support'
import { expectNoSeriousA11yViolations } from './support'

test.describe.configure({ timeout: 60_000 })

for (const l of [
  {
    locale: 'en',
    prefix: '',
    width: 1440,
    login: 'Login',
    phone: 'Phone number',
    next: 'Continue',
    signUp: 'Sign Up',
    choice: 'Send the new code by',
    resend: 'Resend code',
    byWhatsApp: 'Enter the 4-digit code we sent by WhatsApp to',
    digit: 'Digit 1 of 4',
    verify: 'Verify',
    name: 'Full name',
  },
  {
    locale: 'id',
    prefix: '/id',
    width: 320,
    login: 'Masuk',
    phone: 'Nomor ponsel',
    next: 'Lanjut',
    signUp: 'Daftar',
    choice: 'Kirim kode baru lewat',
    resend: 'Kirim ulang kode',
    byWhatsApp: 'Masukkan kode 4 digit yang kami kirim lewat WhatsApp ke',
    digit: 'Digit 1 dari 4',
    verify: 'Verifikasi',
    name: 'Nama lengkap',
  },
] as const) {
  test(`[${l.locale}] after the countdown the customer chooses WhatsApp for the new code and signs up with it`, async ({
    page,
    request,
  }) => {
    await page.clock.install()
    const { dialog, phone } = await openSignUpCode(page, `${l.prefix}/`, l)
    // the dialog at this width (the header's Login moves into the menu on a phone)
    await page.setViewportSize({ width: l.width, height: 800 })
    const first = await latestCode(request, phone)
    expect((await (await request.get(`/__dev/sms?phone=${phone}`)).json()).channel).toBe('sms')
    // the code just sent is the one to wait for: no choice while the countdown runs
    await expect(dialog.getByRole('radiogroup', { name: l.choice })).toHaveCount(0)

    // the clock also runs in real time: a few seconds of slack for a slow machine
    await page.clock.runFor(305_000)
    const choice = dialog.getByRole('radiogroup', { name: l.choice })
    await expect(choice).toBeVisible()
    const sms = choice.getByRole('radio', { name: 'SMS' })
    await expect(sms).toBeChecked()
    await sms.focus()
    await page.keyboard.press('ArrowRight')
    await expect(choice.getByRole('radio', { name: 'WhatsApp' })).toBeChecked()
    // it fits: nothing runs off the side at this width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(l.width)
    await expectNoSeriousA11yViolations(page)

    await dialog.getByRole('button', { name: l.resend }).click()
    const { code } = await latestCode(request, phone, Date.parse(first.sentAt))
    const outbox = await (await request.get(`/__dev/sms?phone=${phone}`)).json()
    expect(outbox).toMatchObject({ channel: 'whatsapp', code })
    await expect(dialog.getByText(l.byWhatsApp)).toBeVisible()

    await dialog.getByLabel(l.digit).click()
    await page.keyboard.type(code)
    await dialog.getByRole('button', { name: l.verify }).click()
    await expect(dialog.getByLabel(l.name)).toBeVisible({ timeout: 20_000 })
  })
}
