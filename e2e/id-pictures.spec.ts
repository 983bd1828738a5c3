import { expect, test, type Page } from '@playwright/test'
import { registerCustomer } from './account-support'
import { gotoReady } from './support'

/**
 * Issue 51: an Indonesian page shows no English drawn in a picture, and names the TV in
 * Indonesian. The promo and news pictures carry words, so each has an Indonesian version
 * (public/media/{promo,news}/id/) that /id shows and / does not; the stores' badges too.
 */
test.describe.configure({ timeout: 60_000 })

/** Where each picture of the cards comes from. */
const pictures = (page: Page, card: string) =>
  page
    .getByTestId(card)
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname))

for (const [list, path, card] of [
  ['promo', 'promo', 'promo-card'],
  ['news', 'whats-hot', 'news-card'],
] as const) {
  test(`/id/${path} shows the Indonesian ${list} pictures, /${path} the English ones`, async ({ page }) => {
    await gotoReady(page, `/id/${path}`)
    await expect(page.getByTestId(card)).toHaveCount(4)
    const indonesian = await pictures(page, card)
    expect(indonesian).toHaveLength(4)
    for (const src of indonesian) expect(src).toMatch(new RegExp(`^/media/${list}/id/[a-z0-9-]+\\.svg$`))
    // each is served
    for (const src of indonesian) expect((await page.request.get(src)).status()).toBe(200)

    await gotoReady(page, `/${path}`)
    await expect(page.getByTestId(card)).toHaveCount(4)
    for (const src of await pictures(page, card))
      expect(src).toMatch(new RegExp(`^/media/${list}/[a-z0-9-]+\\.svg$`))
  })
}

test("the footer's store badges on /id are the stores' Indonesian ones", async ({ page }) => {
  await gotoReady(page, '/id')
  const footer = page.locator('footer')
  await expect(footer.getByRole('img', { name: 'Tersedia di Google Play' })).toHaveAttribute(
    'src',
    '/badges/id/google-play.svg',
  )
  await expect(footer.getByRole('img', { name: 'Download di App Store' })).toHaveAttribute(
    'src',
    '/badges/id/app-store.svg',
  )
})

test('on /id/tv the question names the TV in Indonesian, and so does the list of sessions', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Layar Nama', 'rahasia123')
  await page.addInitScript(
    ([token, name, phone]) => {
      localStorage.setItem('vToken', token!)
      localStorage.setItem('user', JSON.stringify({ name, phone }))
    },
    [customer.token, customer.name, customer.phone],
  )
  const asked = await request.post('/oauth/device_authorization', { form: { client_id: 'vplus-tv' } })
  const { user_code, device_code } = (await asked.json()) as { user_code: string; device_code: string }

  await gotoReady(page, `/id/tv?code=${user_code}`)
  await page.getByRole('button', { name: 'Lanjut' }).click()
  await expect(
    page.getByRole('heading', { name: /^Izinkan Box Vision\+ TV masuk ke akun .+\?$/ }),
  ).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Izinkan' }).click()
  await expect(page.getByRole('heading', { name: 'TV kamu sedang masuk' })).toBeVisible({ timeout: 20_000 })
  // the TV takes its token: its sign-in is one of the account's sessions
  const polled = await request.post('/oauth/token', {
    form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code, client_id: 'vplus-tv' },
  })
  expect(((await polled.json()) as { access_token?: string }).access_token).toBeTruthy()
  await gotoReady(page, '/id/account/security')
  await expect(page.getByRole('list', { name: 'Sesi masuk' })).toContainText('Box Vision+ TV', {
    timeout: 20_000,
  })
})
