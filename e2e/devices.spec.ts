import { expect, test, type Page } from '@playwright/test'
import { demoToken, freshPhone, latestCode, logInAs } from './account-support'
import { expectNoSeriousA11yViolations, gotoReady } from './support'
import { testNow } from './clock'

test.describe.configure({ timeout: 60_000 })

let token: string
test.beforeAll(async ({ baseURL }) => {
  token = await demoToken(baseURL!)
})
test.beforeEach(async ({ page }) => logInAs(page, token))

const card = (page: Page, name: string) => page.getByTestId('device-card').filter({ hasText: name })

test('the device list shows each box with owner and serial number, and its detail in a modal above 640 px', async ({
  page,
}) => {
  await gotoReady(page, '/account/device-management')
  await expect(page.getByRole('heading', { name: 'Device management', level: 1 })).toBeVisible()
  const living = card(page, 'Living Room TV')
  await expect(living).toContainText('Demo Customer')
  await expect(living).toContainText('VPTV2024A0001')
  await expect(card(page, 'VPTV2024B0002')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await living.getByRole('button', { name: /Details/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Device details' })
  await expect(dialog).toBeVisible()
  for (const label of [
    'Account ID',
    'Customer ID',
    'MNC subscriber ID',
    'Address',
    'City',
    'Phone',
    'Email',
    'MAC address',
  ])
    await expect(dialog.getByText(label, { exact: true })).toBeVisible()
  await expect(dialog).toContainText('3010000001')
  await expect(dialog).toContainText('00:1A:79:5B:10:01')
  const packages = dialog.getByTestId('active-package')
  await expect(packages.filter({ hasText: 'Basic Plan' })).toBeVisible()
  // Overlay texts are shown only when they say 'until' (English)
  await expect(dialog.getByTestId('overlay-text').first()).toContainText('until')
  await expect(dialog.getByRole('region', { name: 'Add-on packs' })).toContainText('Add On Premium Sports 2')
  await expect(dialog.getByRole('link', { name: 'Buy an add-on' })).toHaveAttribute('href', '/purchase')
  await expectNoSeriousA11yViolations(page)

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('in Indonesian the detail shows the overlay text that says sampai', async ({ page }) => {
  await gotoReady(page, '/id/account/device-management')
  await card(page, 'Living Room TV')
    .getByRole('button', { name: /Detail/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Detail perangkat' })
  await expect(dialog.getByText('ID Pelanggan', { exact: true })).toBeVisible()
  await expect(dialog.getByTestId('overlay-text').first()).toContainText('sampai')
  await expect(dialog.getByRole('link', { name: 'Beli add-on' })).toHaveAttribute('href', '/id/purchase')
  await expectNoSeriousA11yViolations(page)
})

test('at 375 px the detail is an inline page with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoReady(page, '/account/device-management')
  await card(page, 'Living Room TV')
    .getByRole('button', { name: /Details/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Device details', level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('device-detail')).toContainText('00:1A:79:5B:10:01')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Back to devices' }).click()
  await expect(page.getByRole('heading', { name: 'Device management', level: 1 })).toBeVisible()
})

/** Restores the demo box the edit test renames, whatever the test did. */
async function restoreBedroomBox(page: Page) {
  const reply = await page.request.put('/api/v1/user/sn/edit', {
    headers: { Authorization: `Bearer ${token}` },
    data: { sn: 'VPTV2024B0002', name: 'Bedroom Box', location: 'bedroom' },
  })
  expect((await reply.json()).status.code).toBe(0)
}

test.describe('edit device', () => {
  // Both tests rename the same box: one after the other.
  test.describe.configure({ mode: 'serial' })
  for (const locale of [
    {
      prefix: '',
      details: /Details/,
      edit: 'Edit device',
      name: 'Device name',
      room: 'Room',
      kitchen: 'Kitchen',
      save: 'Save',
      messages: ['Name is required', 'Min 3 char', 'Max 60 char'],
    },
    {
      prefix: '/id',
      details: /Detail/,
      edit: 'Ubah perangkat',
      name: 'Nama perangkat',
      room: 'Ruangan',
      kitchen: 'Dapur',
      save: 'Simpan',
      messages: ['Nama wajib diisi', 'Minimal 3 karakter', 'Maximum 60 karakter'],
    },
  ]) {
    test(`edit device${locale.prefix ? ' in Indonesian' : ''} shows each name message, then saves name and room`, async ({
      page,
    }) => {
      try {
        await gotoReady(page, `${locale.prefix}/account/device-management`)
        await card(page, 'VPTV2024B0002').getByRole('button', { name: locale.details }).click()
        await page.getByRole('dialog').getByRole('button', { name: locale.edit }).click()
        const dialog = page.getByRole('dialog', { name: locale.edit })
        const name = dialog.getByRole('textbox', { name: locale.name })
        const save = dialog.getByRole('button', { name: locale.save })
        await expect(name).toHaveValue(/.+/)

        await name.fill('')
        await name.blur()
        await expect(dialog.getByText(locale.messages[0]!)).toBeVisible()
        await expect(save).toBeDisabled()
        await name.fill('TV')
        await expect(dialog.getByText(locale.messages[1]!)).toBeVisible()
        await name.fill('x'.repeat(61))
        await expect(dialog.getByText(locale.messages[2]!)).toBeVisible()
        await expect(save).toBeDisabled()

        const renamed = `Kids Room ${Date.now() % 100000}`
        await name.fill(renamed)
        await dialog.getByLabel(locale.room, { exact: true }).click()
        await page.getByRole('option', { name: locale.kitchen }).click()
        await expect(save).toBeEnabled()
        await save.click()
        await expect(dialog).toBeHidden()
        await expect(card(page, 'VPTV2024B0002')).toContainText(renamed)
        const stored = await page.request.get('/api/v1/user/sn/detail?sn=VPTV2024B0002', {
          headers: { Authorization: `Bearer ${token}` },
        })
        expect((await stored.json()).data).toMatchObject({ name_stb: renamed, location_stb: 'kitchen' })
        await expectNoSeriousA11yViolations(page)
      } finally {
        await restoreBedroomBox(page)
      }
    })
  }
})

const CHANNEL_LOCALES = [
  {
    prefix: '',
    width: 1366,
    heading: 'My package',
    seeChannels: /See channels\s*Add On Premium Sports 2/,
    title: 'Channels in Add On Premium Sports 2',
    search: 'Search channels',
    none: 'No channel matches “zzzz”.',
  },
  {
    prefix: '/id',
    width: 375,
    heading: 'Paket saya',
    seeChannels: /Lihat saluran\s*Add On Premium Sports 2/,
    title: 'Saluran di Add On Premium Sports 2',
    search: 'Cari saluran',
    none: 'Tidak ada saluran yang cocok dengan “zzzz”.',
  },
] as const

for (const l of CHANNEL_LOCALES) {
  test(`My Package opens a package's channel list with a search at ${l.width} px${l.prefix ? ' in Indonesian' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: l.width, height: 800 })
    await gotoReady(page, `${l.prefix}/account/my-package`)
    await expect(page.getByRole('heading', { name: l.heading, level: 1 })).toBeVisible()
    const open = page.getByRole('button', { name: l.seeChannels })
    await open.click()
    const dialog = page.getByRole('dialog', { name: l.title })
    await expect(dialog).toBeVisible()
    const search = dialog.getByRole('searchbox', { name: l.search })
    await expect(search).toBeFocused()
    const channels = dialog.getByTestId('channel')
    await expect(channels.first()).toBeVisible()
    const all = await channels.count()
    expect(all).toBeGreaterThan(1)
    const first = (await channels.first().innerText()).trim()
    await expectNoSeriousA11yViolations(page)

    const asked = page.waitForRequest(
      (r) =>
        r.url().includes('/api/v1/package/channel') &&
        r.url().includes(`search=${encodeURIComponent(first)}`),
    )
    await search.fill(first)
    await asked
    await expect(channels.first()).toHaveText(first)
    expect(await channels.count()).toBeLessThan(all)
    await search.fill('zzzz')
    await expect(dialog.getByText(l.none)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(l.width)
    await expectNoSeriousA11yViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })
}

const PHONE_LOCALES = [
  {
    prefix: '',
    width: 1366,
    details: /Details/,
    verify: /^(Verify phone number|Change phone number)$/,
    infoTitle: 'Verify your phone number',
    continue: 'Continue',
    phone: 'Phone number',
    sendCode: 'Send code',
    digit1: 'Digit 1 of 4',
    verifyCode: 'Verify',
    verifiedTitle: 'Phone number verified',
    done: 'Done',
    verified: 'Verified',
    change: 'Change phone number',
  },
  {
    prefix: '/id',
    width: 375,
    details: /Detail/,
    verify: /^(Verifikasi nomor ponsel|Ubah nomor ponsel)$/,
    infoTitle: 'Verifikasi nomor ponselmu',
    continue: 'Lanjut',
    phone: 'Nomor ponsel',
    sendCode: 'Kirim kode',
    digit1: 'Digit 1 dari 4',
    verifyCode: 'Verifikasi',
    verifiedTitle: 'Nomor ponsel terverifikasi',
    done: 'Selesai',
    verified: 'Terverifikasi',
    change: 'Ubah nomor ponsel',
  },
] as const

test.describe('box phone verification from Device Management', () => {
  // Both verify the phone of the same box: one after the other.
  test.describe.configure({ mode: 'serial' })
  for (const l of PHONE_LOCALES) {
    test(`a box's phone is verified with a code at ${l.width} px${l.prefix ? ' in Indonesian' : ''}, and the detail shows it verified`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: l.width, height: 800 })
      await gotoReady(page, `${l.prefix}/account/device-management`)
      await card(page, 'VPTV2024B0002').getByRole('button', { name: l.details }).click()
      const detail = page.getByTestId('device-detail')
      const phoneSection = detail.getByTestId('device-phone')
      await phoneSection.getByRole('button', { name: l.verify }).click()

      const info = page.getByRole('dialog', { name: l.infoTitle })
      await expect(info).toBeVisible()
      // one dialog at a time: the detail modal stepped aside
      await expect(page.getByRole('dialog')).toHaveCount(1)
      await expectNoSeriousA11yViolations(page)
      await info.getByRole('button', { name: l.continue }).click()
      const dialog = page.getByRole('dialog')
      const phone = freshPhone()
      await dialog.getByRole('textbox', { name: l.phone, exact: true }).fill(phone)
      await dialog.getByRole('button', { name: l.continue }).click()
      await expect(dialog).toContainText(phone)
      const sentAfter = testNow() - 1000
      await dialog.getByRole('button', { name: l.sendCode }).click()
      const { code } = await latestCode(request, phone, sentAfter)
      await dialog.getByLabel(l.digit1).click()
      await page.keyboard.type(code)
      await dialog.getByRole('button', { name: l.verifyCode }).click()
      await expect(page.getByRole('dialog', { name: l.verifiedTitle })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('button', { name: l.done }).click()

      // the detail is back (a modal on wide screens, the inline page on narrow ones), verified
      await expect(phoneSection).toContainText(phone)
      await expect(phoneSection).toContainText(l.verified)
      await expect(phoneSection.getByRole('button', { name: l.change })).toBeVisible()
      if (l.width > 640) await expect(page.getByRole('dialog')).toHaveCount(1)
      else await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(l.width)
      await expectNoSeriousA11yViolations(page)
    })
  }
})

test("a box's detail lists its transactions and shows its room on the card", async ({ page }) => {
  await gotoReady(page, '/account/device-management')
  await expect(card(page, 'Living Room TV').locator('svg[data-room]')).toHaveAttribute('data-room', /\w+/)
  await card(page, 'Living Room TV')
    .getByRole('button', { name: /Details/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Device details' })
  const transactions = dialog.getByRole('region', { name: 'Transactions' })
  await expect(transactions.getByTestId('device-transaction').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
