import { expect, test, type Page } from '@playwright/test'
import { demoToken, logInAs } from './account-support'
import { expectNoSeriousA11yViolations, gotoReady } from './support'

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
      messages: ['Nama wajib diisi', 'Minimal 3 karakter', 'Maksimal 60 karakter'],
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
