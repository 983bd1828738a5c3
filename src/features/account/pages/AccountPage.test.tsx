// @vitest-environment jsdom
/**
 * The Edit Profile modal's code downloads when the customer first asks to edit. A failed download
 * says so in the page's language with Try again, the page staying; the new page that Try again
 * loads (the browser does not fetch a failed module again in the same page) shows the modal.
 */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { failingChunk } from '../../../test/failing-chunk'
import { messages as enMessages } from '../../../../locales/en/messages.po'
import { messages as idMessages } from '../../../../locales/id/messages.po'
import { messages as enAccount } from '../../../../locales/en/account.po'
import { messages as idAccount } from '../../../../locales/id/account.po'
import { stubReload } from '../../../test/browser-stubs'
import type { AccountServices } from '../account-services'

vi.mock('../../../api/early-calls', () => ({
  firstCall: async () => ({
    name: 'Sari Dewi',
    phone: '081234567890',
    email: 'sari@example.com',
    avatarUrl: null,
  }),
}))
vi.mock('../../../lib/app-system', () => ({ useSendToChild: () => () => {} }))

const catalogs = { en: { ...enMessages, ...enAccount }, id: { ...idMessages, ...idAccount } }
const WORDS = {
  en: {
    failed: 'This part of the page could not load. Check your connection and try again.',
    retry: 'Try again',
    close: 'Close',
    edit: 'Edit profile',
    heading: 'My account',
  },
  id: {
    failed: 'Bagian halaman ini gagal dimuat. Periksa koneksimu, lalu coba lagi.',
    retry: 'Coba lagi',
    close: 'Tutup',
    edit: 'Ubah profil',
    heading: 'Akun saya',
  },
} as const
const services = { profileChanged: () => {}, logout: () => {} } as unknown as AccountServices

/** The page as a page load has it: its modules (and their context) loaded afresh after a reload. */
async function renderPage(locale: 'en' | 'id') {
  const { default: Page } = await import('./AccountPage')
  const { AccountServicesContext } = await import('../account-services')
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <AccountServicesContext.Provider value={services}>
          <Page />
        </AccountServicesContext.Provider>
      </I18nProvider>
    </MantineProvider>,
  )
}

describe('the account page: Edit profile', () => {
  // the modal's chunk cannot be downloaded until the network comes back (a new page then loads it)
  const chunk = failingChunk('/src/features/account/EditProfileModal.tsx')

  for (const locale of ['en', 'id'] as const) {
    it(`a failed download says so and offers to try again, and says it again at the next Edit; the new page shows the modal (${locale})`, async () => {
      const words = WORDS[locale]
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const reload = stubReload()
      await renderPage(locale)
      await userEvent.click(await screen.findByRole('button', { name: words.edit }))

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(words.failed)
      expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeVisible()
      await userEvent.click(within(alert).getByRole('button', { name: words.retry }))
      expect(reload).toHaveBeenCalledOnce()
      await userEvent.click(within(alert).getByRole('button', { name: words.close }))
      expect(screen.queryByRole('alert')).toBeNull()
      await userEvent.click(screen.getByRole('button', { name: words.edit }))
      expect(await screen.findByRole('alert')).toHaveTextContent(words.failed)

      // Try again loads a new page, which downloads the modal's code anew
      chunk.newPage()
      await renderPage(locale)
      await userEvent.click(await screen.findByRole('button', { name: words.edit }))
      expect(await screen.findByRole('dialog', { name: words.edit })).toBeVisible()
      expect(screen.queryByRole('alert')).toBeNull()
    })
  }
})
