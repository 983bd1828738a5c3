import { expect, test, type Locator, type Page } from '@playwright/test'
import { demoToken, freshPhone, logInAs } from './account-support'
import { chooseByKeyboard, gotoReady } from './support'

/**
 * The services answer a refusal in English whatever the page's language (server/routes/*). On an
 * Indonesian page a known refusal is said in Indonesian and an unknown one not at all: the box's
 * phone and the delivery address, walked in the browser with the service's own English answer
 * (the one-time code and the login are walked in auth.spec.ts, the old password in account.spec.ts).
 */
test.describe.configure({ timeout: 60_000 })

let token: string
test.beforeAll(async ({ baseURL }) => {
  token = await demoToken(baseURL!)
})
test.beforeEach(async ({ page }) => logInAs(page, token))

/** No sentence of the service's English in what the person reads. */
async function expectNoEnglish(where: Locator, ...english: string[]) {
  for (const words of english) await expect(where.getByText(words, { exact: false })).toHaveCount(0)
}

/** The device service's refusal of a box's phone, as it sends it (status 200, data.status false). */
async function refusePhone(page: Page, message: string) {
  await page.route('**/b2b/verifyphone', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: { code: 404, message }, data: { status: false, message } }),
    }),
  )
}

async function openPhoneForm(page: Page) {
  await gotoReady(page, '/id/account/device-management')
  await page
    .getByTestId('device-card')
    .filter({ hasText: 'VPTV2024B0002' })
    .getByRole('button', { name: /Detail/ })
    .click()
  await page
    .getByTestId('device-detail')
    .getByTestId('device-phone')
    .getByRole('button', { name: /^(Verifikasi nomor ponsel|Ubah nomor ponsel)$/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Verifikasi nomor ponselmu' })
    .getByRole('button', { name: 'Lanjut' })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Nomor ponsel', exact: true }).fill(freshPhone())
  await dialog.getByRole('button', { name: 'Lanjut' }).click()
  // the confirmation's Send code asks the device service to take the phone
  await dialog.getByRole('button', { name: 'Kirim kode' }).click()
  return dialog
}

test("on /id a box's phone refused by the device service is said in Indonesian, an unknown refusal not at all", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await refusePhone(page, 'Device not found')
  const dialog = await openPhoneForm(page)
  await expect(dialog.getByRole('alert')).toContainText('Box ini tidak ditemukan.')
  await expectNoEnglish(dialog, 'Device not found', 'not found')

  await page.unroute('**/b2b/verifyphone')
  await refusePhone(page, 'Upstream gateway said no')
  await page.reload()
  const again = await openPhoneForm(page)
  await expect(again.getByRole('alert')).toBeVisible()
  await expectNoEnglish(again, 'Upstream gateway said no')
})

test('on /id an address the service refuses is said in Indonesian, an unknown refusal not at all', async ({
  page,
}) => {
  let refusal = 'Address not found'
  await page.route('**/vplustv/v1/address', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: refusal, data: null }),
        })
      : route.fallback(),
  )
  await gotoReady(page, '/id/account')
  await page.getByRole('button', { name: 'Alamat pengiriman' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tambah alamat' })
  await dialog.getByRole('button', { name: 'Tambah Alamat' }).click()
  await dialog.getByRole('textbox', { name: /Nama penerima/ }).fill('Rina Wulandari')
  await dialog.getByRole('textbox', { name: /Nomor ponsel/ }).fill('081298765432')
  await dialog.getByRole('textbox', { name: /Detail alamat/ }).fill('Jl. Braga No. 8')
  for (const [name, text] of [
    ['Provinsi', 'Jawa Barat'],
    ['Kota/Kabupaten', 'Kota Bandung'],
    ['Kecamatan', 'Sumur Bandung'],
    ['Kelurahan/Desa', 'Braga'],
  ] as const)
    await chooseByKeyboard(page, dialog.getByRole('combobox', { name }), text)
  const save = dialog.getByRole('button', { name: 'Simpan' })
  await save.click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Alamat ini tidak ditemukan.')
  await expectNoEnglish(dialog, 'Address not found')

  refusal = 'Region mismatch in upstream'
  await save.click()
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Alamat tidak dapat disimpan.')
  await expect(alert).not.toContainText('Alamat ini tidak ditemukan.')
  await expectNoEnglish(dialog, 'Region mismatch in upstream')
})
