import { expect, test, type Page } from '@playwright/test'
import { DEMO } from './account-support'
import { gotoReady } from './support'

// SPEC §7: analytics events carry category, label and user_id, pushed to window.dataLayer (Google
// Tag Manager's convention); never a phone, email or name.

type Entry = { event: string; category?: string; label?: string; user_id?: string | null }
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Entry[])

test('page views and a login reach the dataLayer with the account id, and nothing personal', async ({
  page,
}) => {
  await gotoReady(page, '/')
  expect(await dataLayer(page)).toContainEqual({
    event: 'page_view',
    category: 'navigation',
    label: '/',
    user_id: null,
  })

  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(DEMO.phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 })

  const login = (await dataLayer(page)).find((entry) => entry.event === 'login')
  expect(login).toMatchObject({ event: 'login', category: 'account', label: 'site' })
  expect(login?.user_id).toMatch(/^\d+$/)

  await page.getByRole('link', { name: 'Promo', exact: true }).first().click()
  await expect(page).toHaveURL(/\/promo$/)
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'page_view').at(-1))
    .toEqual({ event: 'page_view', category: 'navigation', label: '/promo', user_id: login!.user_id })

  // no GTM container without VITE_GTM_ID
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
  const everything = JSON.stringify(await dataLayer(page))
  for (const personal of [DEMO.phone, DEMO.phone.slice(1), DEMO.name, '@'])
    expect(everything).not.toContain(personal)
})
