import { expect, test, type Page } from '@playwright/test'
import { demoToken, logInAs } from './account-support'
import { chooseByKeyboard as choose, expectNoSeriousA11yViolations, gotoReady } from './support'

test.describe.configure({ timeout: 90_000 })

let token: string
test.beforeAll(async ({ baseURL }) => {
  token = await demoToken(baseURL!)
})
test.beforeEach(async ({ page }) => logInAs(page, token))

async function openAddresses(page: Page, prefix: string) {
  await gotoReady(page, `${prefix}/account`)
  await page.getByRole('button', { name: /^(Delivery addresses|Alamat pengiriman)$/ }).click()
  const dialog = page.getByRole('dialog', { name: /^(Add address|Tambah alamat)$/ })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the address list offers the saved address with Select, which closes the modal', async ({ page }) => {
  const dialog = await openAddresses(page, '')
  await expect(dialog).toContainText('Jl. Kebon Sirih')
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Select' }).first().click()
  await expect(dialog).toBeHidden()
})

test('a new address is added by keyboard through the region cascade, in Indonesian', async ({ page }) => {
  const dialog = await openAddresses(page, '/id')
  await dialog.getByRole('button', { name: 'Tambah Alamat' }).click()
  const recipient = `Rina ${'abcdefghij'[Date.now() % 10]}${'klmnopqrst'[Math.floor(Date.now() / 10) % 10]}`
  await dialog.getByRole('textbox', { name: /Nama penerima/ }).fill('Rina 2')
  await dialog.getByRole('textbox', { name: /Nama penerima/ }).blur()
  await expect(dialog.getByText('Hanya huruf')).toBeVisible()
  await dialog.getByRole('textbox', { name: /Nama penerima/ }).fill(recipient)
  await dialog.getByRole('textbox', { name: /Nomor ponsel/ }).fill('0712')
  await dialog.getByRole('textbox', { name: /Nomor ponsel/ }).blur()
  await expect(dialog.getByText('Diawali 08, hanya angka, 8–14 digit')).toBeVisible()
  await dialog.getByRole('textbox', { name: /Nomor ponsel/ }).fill('081298765432')
  await dialog.getByRole('textbox', { name: 'RT (opsional)' }).fill('1a')
  await dialog.getByRole('textbox', { name: 'RT (opsional)' }).blur()
  await expect(dialog.getByText('Hanya angka')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'RT (opsional)' }).fill('')
  await dialog.getByRole('textbox', { name: /Detail alamat/ }).fill('Jl. Braga No. 8')

  await expect(dialog.getByRole('combobox', { name: 'Kota/Kabupaten' })).toBeDisabled()
  await choose(page, dialog.getByRole('combobox', { name: 'Provinsi' }), 'Jawa Barat')
  await choose(page, dialog.getByRole('combobox', { name: 'Kota/Kabupaten' }), 'Kota Bandung')
  await choose(page, dialog.getByRole('combobox', { name: 'Kecamatan' }), 'Sumur Bandung')
  await choose(page, dialog.getByRole('combobox', { name: 'Kelurahan/Desa' }), 'Braga')
  await expect(dialog.getByRole('textbox', { name: /Kode pos/ })).toHaveValue(/^40\d{3}$/)
  await expectNoSeriousA11yViolations(page)

  const save = dialog.getByRole('button', { name: 'Simpan' })
  await expect(save).toBeEnabled()
  await save.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Tambah Alamat' })).toBeVisible()
  await expect(dialog).toContainText(recipient)
  await expect(dialog).toContainText('Braga, Sumur Bandung, Kota Bandung, Jawa Barat')
})
