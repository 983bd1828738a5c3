import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, gotoReady, resizeTo } from './support'
import { registerCustomer } from './account-support'

// Flows with several server round trips (and scrypt on sign-up): room on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 })
const SLOW = 20_000

const DEMO = { phone: '081234567890', password: 'visionplus123', name: 'Demo Customer' }

/** Opens a page already logged in with a token, as the login modal leaves it in storage. */
async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('vToken')) window.localStorage.setItem('vToken', value)
  }, token)
  await gotoReady(page, path)
}

async function logInInModal(page: Page, phone: string, password: string, labels = EN) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(labels.phone).fill(phone)
  await dialog.getByRole('button', { name: labels.continue }).click()
  await dialog.getByRole('textbox', { name: labels.password, exact: true }).fill(password)
  await dialog.getByRole('button', { name: labels.login, exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: SLOW })
}

const EN = {
  prefix: '',
  phone: 'Phone number',
  continue: 'Continue',
  password: 'Password',
  login: 'Login',
  myAccount: 'My account',
  myPackage: 'My package',
  changePassword: 'Change password',
  editProfile: 'Edit profile',
  name: 'Name',
  email: 'Email',
  picture: 'Profile picture',
  save: 'Save',
  emailRequired: 'Email is required',
  emailNotValid: 'Email is not valid',
  fileNotValid: 'File is not valid',
  max2Mb: 'Max 2 MB',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirm: 'Confirm new password',
  savePassword: 'Save password',
  required: 'Field is required',
  min8: 'Password must be at least 8 characters',
  sameAsOld: 'The new password must differ from the old one',
  notSame: "Password doesn't match",
  oldIncorrect: 'Your old password is incorrect',
  locked: 'Too many failed logins. Try again in 15 minutes.',
  changed: 'Password changed',
  changedText: 'Your password has been changed.',
  noPackage: 'You have no active package yet',
  seePackages: 'See packages',
  backToAccount: 'Back to my account',
  backToHome: 'Back to home',
  logOut: 'Log Out',
  accountNav: 'Account',
  sidebarMyPackage: 'My Package',
}
const ID: typeof EN = {
  prefix: '/id',
  phone: 'Nomor ponsel',
  continue: 'Lanjut',
  password: 'Kata sandi',
  login: 'Masuk',
  myAccount: 'Akun saya',
  myPackage: 'Paket saya',
  changePassword: 'Ubah kata sandi',
  editProfile: 'Ubah profil',
  name: 'Nama',
  email: 'Email',
  picture: 'Foto profil',
  save: 'Simpan',
  emailRequired: 'Email wajib diisi',
  emailNotValid: 'Email tidak valid',
  fileNotValid: 'File tidak valid',
  max2Mb: 'Maksimal 2 MB',
  oldPassword: 'Kata sandi lama',
  newPassword: 'Kata sandi baru',
  confirm: 'Konfirmasi kata sandi baru',
  savePassword: 'Simpan kata sandi',
  required: 'Wajib diisi',
  min8: 'Kata sandi minimal 8 karakter',
  sameAsOld: 'Kata sandi baru harus berbeda dari kata sandi lama',
  notSame: 'Kata sandi tidak cocok',
  oldIncorrect: 'Kata sandi lama salah',
  locked: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.',
  changed: 'Kata sandi berhasil diubah',
  changedText: 'Kata sandimu sudah diubah.',
  noPackage: 'Kamu belum punya paket aktif',
  seePackages: 'Lihat paket',
  backToAccount: 'Kembali ke akun saya',
  backToHome: 'Kembali ke beranda',
  logOut: 'Keluar',
  accountNav: 'Akun',
  sidebarMyPackage: 'Paket Saya',
}

/** A real 1×1 PNG: the avatar shows only a picture the browser can decode. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

for (const labels of [EN, ID]) {
  const at = (path: string) => `${labels.prefix}${path}`

  test(`[${labels.prefix || 'en'}] an account page asks a visitor to log in and shows itself afterwards`, async ({
    page,
  }) => {
    await gotoReady(page, at('/account/my-package'))
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await logInInModal(page, DEMO.phone, DEMO.password, labels)
    await expect(page).toHaveURL(new RegExp(`${at('/account/my-package')}$`))
    await expect(page.getByRole('heading', { level: 1, name: labels.myPackage })).toBeVisible({
      timeout: SLOW,
    })
    // the demo customer's boxes carry these packages (server seed)
    await expect(page.getByRole('heading', { name: 'Basic Plan' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Movies Plan' })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: labels.accountNav })
    await expect(sidebar.getByRole('link', { name: labels.sidebarMyPackage })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectNoSeriousA11yViolations(page)
  })

  test(`[${labels.prefix || 'en'}] profile edit checks email and picture, saves, and the header follows`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Sari Dewi', 'rahasia123')
    await openAs(page, customer.token, at('/account'))
    await expect(page.getByRole('heading', { level: 2, name: 'Sari Dewi' })).toBeVisible({ timeout: SLOW })
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: labels.editProfile }).click()
    const dialog = page.getByRole('dialog', { name: labels.editProfile })
    await expect(dialog).toBeVisible()
    const save = dialog.getByRole('button', { name: labels.save })
    await expect(save).toBeDisabled()
    await expect(dialog.getByLabel(labels.phone)).toHaveAttribute('readonly', '')

    const email = dialog.getByRole('textbox', { name: labels.email })
    await email.fill('')
    await email.blur()
    await expect(dialog.getByText(labels.emailRequired)).toBeVisible()
    await email.fill('sari.dewi@mail')
    await expect(dialog.getByText(labels.emailNotValid)).toBeVisible()
    await email.fill('sari@example.com')
    await expect(dialog.getByText(labels.emailNotValid)).toHaveCount(0)

    const file = dialog.locator('input[type="file"]')
    await file.setInputFiles({ name: 'me.final.png', mimeType: 'image/png', buffer: PNG_BYTES })
    await expect(dialog.getByText(labels.fileNotValid, { exact: true })).toBeVisible()
    await file.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await expect(dialog.getByText(labels.fileNotValid, { exact: true })).toBeVisible()
    const big = Buffer.alloc(2 * 1024 * 1024 + 1)
    PNG_BYTES.copy(big)
    await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big })
    await expect(dialog.getByText(labels.max2Mb, { exact: true })).toBeVisible()
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_BYTES })
    await expect(dialog.getByText(labels.max2Mb, { exact: true })).toHaveCount(0)
    await expect(dialog.getByText(labels.fileNotValid, { exact: true })).toHaveCount(0)

    await dialog.getByRole('textbox', { name: labels.name }).fill('Sari Wulandari')
    await expect(save).toBeEnabled()
    await expectNoSeriousA11yViolations(page)
    await save.click()
    await expect(dialog).toHaveCount(0, { timeout: SLOW })
    await expect(page.getByRole('heading', { level: 2, name: 'Sari Wulandari' })).toBeVisible()
    await expect(page.getByText('sari@example.com')).toBeVisible()
    await expect(page.locator('main img')).toHaveAttribute('src', /\/media\/avatars\/\d+-[0-9a-f]+\.png$/)
    await expect(page.getByRole('button', { name: /Account menu|Menu akun/ })).toContainText('Sari Wulandari')

    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Sari Wulandari' })).toBeVisible({
      timeout: SLOW,
    })
  })

  test(`[${labels.prefix || 'en'}] change password gives every message, the old-password refusal and the success modal`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Eko Prasetyo', 'pertama123')
    await openAs(page, customer.token, at('/account/change-password'))
    await expect(page.getByRole('heading', { level: 1, name: labels.changePassword })).toBeVisible({
      timeout: SLOW,
    })
    const oldField = page.getByRole('textbox', { name: labels.oldPassword })
    const newField = page.getByRole('textbox', { name: labels.newPassword, exact: true })
    const confirm = page.getByRole('textbox', { name: labels.confirm })
    const submit = page.getByRole('button', { name: labels.savePassword })

    await submit.click()
    await expect(page.getByText(labels.required)).toHaveCount(3)
    await oldField.fill('pertama123')
    await newField.fill('pendek')
    await expect(page.getByText(labels.min8)).toBeVisible()
    await newField.fill('pertama123')
    await expect(page.getByText(labels.sameAsOld)).toBeVisible()
    await newField.fill('kedua12345')
    await confirm.fill('kedua1234')
    await expect(page.getByText(labels.notSame)).toBeVisible()
    await confirm.fill('kedua12345')
    await expect(page.getByText(labels.notSame)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await oldField.fill('salah12345')
    await submit.click()
    await expect(page.getByText(labels.oldIncorrect)).toBeVisible({ timeout: SLOW })
    await expect(oldField).toHaveAccessibleDescription(labels.oldIncorrect)

    await oldField.fill('pertama123')
    await submit.click()
    const modal = page.getByRole('dialog', { name: labels.changed })
    await expect(modal).toBeVisible({ timeout: SLOW })
    await expect(modal.getByText(labels.changedText)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await modal.getByRole('button', { name: 'OK' }).click()
    await expect(modal).toHaveCount(0)
    await expect(oldField).toHaveValue('')
    await expect(newField).toHaveValue('')

    // The change ended every earlier token; this session carries on with the one the reply gave.
    const stored = await page.evaluate(() => localStorage.getItem('vToken'))
    expect(stored).not.toBe(customer.token)
    const profileWith = (token: string | null) =>
      request.get('/api/v1/user/myprofile', { headers: { Authorization: `Bearer ${token}` } })
    expect((await profileWith(customer.token)).status()).toBe(401)
    expect((await profileWith(stored)).status()).toBe(200)

    const login = await request.post('/api/v1/user/login', {
      data: { phone: customer.phone, password: 'kedua12345' },
    })
    expect(((await login.json()) as { status: { code: number } }).status.code).toBe(0)
  })

  test(`[${labels.prefix || 'en'}] six wrong old passwords make the change wait, said in the page's language`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Sri Wahyuni', 'pertama123')
    await openAs(page, customer.token, at('/account/change-password'))
    const oldField = page.getByRole('textbox', { name: labels.oldPassword })
    await page.getByRole('textbox', { name: labels.newPassword, exact: true }).fill('kedua12345')
    await page.getByRole('textbox', { name: labels.confirm }).fill('kedua12345')
    const submit = page.getByRole('button', { name: labels.savePassword })
    // five are free, the sixth starts the wait (LOGIN_FIRST_WAIT, 15 minutes for these tests)
    for (let i = 0; i < 6; i += 1) {
      await oldField.fill(`salah${i}2345`)
      await submit.click()
      await expect(oldField).toHaveAccessibleDescription(labels.oldIncorrect, { timeout: SLOW })
    }
    // the right old password is refused too until the wait ends, and the refusal is the page's own text
    await oldField.fill('pertama123')
    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: labels.locked })).toBeVisible({ timeout: SLOW })
    await expect(oldField).not.toHaveAccessibleDescription(labels.oldIncorrect)
  })

  test(`[${labels.prefix || 'en'}] a customer without packages sees the empty state`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Tono Sugiarto', 'rahasia123')
    await openAs(page, customer.token, at('/account/my-package'))
    await expect(page.getByRole('heading', { name: labels.noPackage })).toBeVisible({ timeout: SLOW })
    await expect(page.getByRole('link', { name: labels.seePackages })).toHaveAttribute('href', at('/package'))
    await expectNoSeriousA11yViolations(page)
  })
}

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('each section leads back to the account, the account home, and Log Out is there', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Maya Sari', 'rahasia123')
    await openAs(page, customer.token, '/account/my-package')
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden()
    await page.getByRole('link', { name: EN.backToAccount }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Maya Sari' })).toBeVisible({ timeout: SLOW })
    await expect(page.getByRole('link', { name: EN.backToHome })).toHaveAttribute('href', '/')
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: EN.changePassword }).click()
    await expect(page).toHaveURL(/\/account\/change-password$/)
    await page.getByRole('textbox', { name: EN.oldPassword }).fill('rahasia123')
    await page.getByRole('textbox', { name: EN.newPassword, exact: true }).fill('baru123456')
    await page.getByRole('textbox', { name: EN.confirm }).fill('baru123456')
    await page.getByRole('button', { name: EN.savePassword }).click()
    // no modal on a narrow screen: the form says so itself
    await expect(page.getByText(EN.changedText)).toBeVisible({ timeout: SLOW })
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('link', { name: EN.backToAccount }).click()

    await page.getByRole('button', { name: EN.logOut }).click()
    await expect(page).toHaveURL(/\/$/)
    // A customer logging out is no visitor to ask: no login modal follows them home.
    await expect(page.locator('main h1')).toBeVisible({ timeout: SLOW })
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the Indonesian account page has its back action and Log Out too', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Maya Sari', 'rahasia123')
    await openAs(page, customer.token, '/id/account/change-password')
    await expect(page.getByRole('link', { name: ID.backToAccount })).toHaveAttribute('href', '/id/account')
    await page.getByRole('link', { name: ID.backToAccount }).click()
    await expect(page.getByRole('button', { name: ID.logOut })).toBeVisible({ timeout: SLOW })
  })
})

test('the account pages fit every common width in both languages', async ({ page, request }) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(request, 'Lebar Layar', 'rahasia123')
  await openAs(page, customer.token, '/account')
  const widths = [320, 375, 768, 1024, 1280, 1366, 1440, 1920]
  for (const path of ['/account', '/id/account', '/account/change-password', '/id/account/my-package']) {
    // loaded at the narrowest width, then resized through the others (see resizeTo)
    await resizeTo(page, widths[0]!)
    await gotoReady(page, path)
    for (const width of widths) {
      await resizeTo(page, width)
      await expect(page.locator('main h1')).toBeVisible({ timeout: SLOW })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})
