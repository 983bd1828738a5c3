import { expect, test } from '@playwright/test'
import { demoToken, logInAs } from './account-support'
import { clippedLabels, expectNoSeriousA11yViolations, gotoReady, pressEnter } from './support'
import { GOPAY, item, linkGopay, methods, RUNS, unlink } from './payment-methods-support'

// Payment methods (issue 47): GoPay linked through the sandbox's activation page in its popup, the
// linking cancelled there, a card added in the card page, each unlinked. By keyboard, axe-clean, in
// both languages at a phone's and a laptop's width. The tests change the demo customer's methods one
// after the other; the renewal charged to GoPay on the demo clock is payment-methods.clock.spec.ts.
test.describe.configure({ mode: 'serial' })

test('GoPay linked through its activation page, cancelled there, and unlinked, by keyboard, in English and Indonesian at 375 and 1280 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000)
  const token = await demoToken(baseURL!)
  await logInAs(page, token)
  for (const { locale, prefix, words } of RUNS)
    for (const width of [375, 1280]) {
      const run = `${locale} at ${width} px`
      await page.setViewportSize({ width, height: 800 })
      await gotoReady(page, `${prefix}/account/payment-methods`)
      // the demo's saved card, masked, with the renewal it pays for
      await expect(item(page, words, words.card)).toContainText(words.one)
      await expectNoSeriousA11yViolations(page)
      expect(await clippedLabels(page), run).toEqual([])
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        run,
      ).toBeLessThanOrEqual(0)

      // Escape closes the dialog; the focus goes back to Link GoPay
      await pressEnter(page.getByRole('button', { name: words.link }))
      await expect(page.getByRole('dialog', { name: words.dialog })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: words.dialog })).toBeHidden()
      await expect(page.getByRole('button', { name: words.link })).toBeFocused()

      // cancelled in GoPay's page: said, and nothing is left waiting
      await linkGopay(page, words, 'Cancel')
      await expect(page.getByRole('status')).toHaveText(words.notLinked)
      // the list read again, the focus on its heading (as after a link): a Link GoPay pressed
      // before that can lose its Enter to the heading taking the focus (the dialog once stayed shut)
      await expect(page.getByRole('heading', { name: words.list })).toBeFocused()
      await expect(item(page, words, GOPAY)).toHaveCount(0)
      expect((await methods(page, token)).filter((m) => m.method.kind === 'gopay')).toEqual([])

      // allowed: listed active, paying for nothing yet
      await linkGopay(page, words, 'Allow')
      await expect(page.getByRole('status').filter({ hasText: words.linked })).toBeVisible({
        timeout: 15_000,
      })
      await expect(page.getByRole('heading', { name: words.list })).toBeFocused()
      await expect(item(page, words, GOPAY)).toContainText(words.none)
      await expectNoSeriousA11yViolations(page)
      expect(await clippedLabels(page), run).toEqual([])
      const linked = (await methods(page, token)).find((m) => m.method.kind === 'gopay')
      expect(linked?.status).toBe('active')

      // unlinked: gone here and at the provider's side of the service
      await unlink(page, words, GOPAY)
      await expect(item(page, words, GOPAY)).toHaveCount(0)
      expect((await methods(page, token)).filter((m) => m.method.kind === 'gopay')).toEqual([])
    }
})

test('a card added in the sandbox card page, then unlinked, by keyboard, in English at 1280 px and Indonesian at 375 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const token = await demoToken(baseURL!)
  await logInAs(page, token)
  for (const [{ prefix, words }, width] of [
    [RUNS[0], 1280],
    [RUNS[1], 375],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await gotoReady(page, `${prefix}/account/payment-methods`)
    const before = new Set((await methods(page, token)).map((m) => m.id))
    await page.getByRole('button', { name: prefix ? 'Tambah kartu' : 'Add a card' }).focus()
    const popupOpens = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    const popup = await popupOpens
    await popup.getByRole('button', { name: 'Save card' }).focus()
    const closes = popup.waitForEvent('close', { timeout: 20_000 })
    await popup.keyboard.press('Enter')
    await closes
    // the sandbox's accepted test card, masked as the provider keeps it
    await expect
      .poll(async () => (await methods(page, token)).filter((m) => !before.has(m.id)).length, {
        timeout: 15_000,
      })
      .toBe(1)
    const added = (await methods(page, token)).find((m) => !before.has(m.id))!
    expect(added.method).toMatchObject({ kind: 'card', last4: '1114' })
    const expiry = added.method.kind === 'card' ? added.method.expiry : ''
    const label = prefix ? `Visa •••• 1114, berlaku sampai ${expiry}` : `Visa •••• 1114, expires ${expiry}`
    const said = prefix
      ? `${label} berhasil ditambahkan. Perpanjangan bisa dibayar dengan metode ini.`
      : `${label} is added. Renewals can be charged to it.`
    await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible()
    await expect(item(page, words, label)).toContainText(words.none)
    await expectNoSeriousA11yViolations(page)
    await unlink(page, words, label)
    expect((await methods(page, token)).map((m) => m.id).sort()).toEqual([...before].sort())
  }
})
