// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as enMessages } from '../../../../locales/en/messages.po'
import { messages as idMessages } from '../../../../locales/id/messages.po'
import { stubReload } from '../../../test/browser-stubs'
import { LazyTransactionDetail, LazyTransactionDetailModal } from './LazyTransactionViews'

// The detail's chunk cannot be downloaded (offline, or a deploy removed it).
const { failed } = vi.hoisted(() => ({
  failed: () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  },
}))
vi.mock('./TransactionDetailModal', failed)
vi.mock('./TransactionDetail', failed)

const catalogs = { en: enMessages, id: idMessages }
const WORDS = {
  en: ['This part of the page could not load. Check your connection and try again.', 'Try again', 'Close'],
  id: ['Bagian halaman ini gagal dimuat. Periksa koneksimu, lalu coba lagi.', 'Coba lagi', 'Tutup'],
} as const

function renderIn(locale: 'en' | 'id', ui: ReactElement) {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  const page = (view: ReactElement) => (
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <p>Transaction History</p>
        {view}
      </I18nProvider>
    </MantineProvider>
  )
  const { rerender } = render(page(ui))
  return (next: ReactElement) => rerender(page(next))
}

/** The failure notice, said in the page's language, the page staying; Try again loads the page anew. */
async function triesAgain(locale: 'en' | 'id') {
  const [text, retry] = WORDS[locale]
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(text)
  expect(screen.getByText('Transaction History')).toBeVisible()
  await userEvent.click(within(alert).getByRole('button', { name: retry }))
  return alert
}

describe("the transactions' lazily loaded views", () => {
  afterEach(() => {
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  for (const locale of ['en', 'id'] as const) {
    it(`the detail modal: a failed download says so and offers to try again; closed, it says so again for the next transaction (${locale})`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const reload = stubReload()
      const onClose = vi.fn<() => void>()
      const rerender = renderIn(locale, <LazyTransactionDetailModal orderId="ORD-1" onClose={onClose} />)
      const alert = await triesAgain(locale)
      expect(reload).toHaveBeenCalledOnce()

      await userEvent.click(within(alert).getByRole('button', { name: WORDS[locale][2] }))
      expect(screen.queryByRole('alert')).toBeNull()
      expect(onClose).toHaveBeenCalledOnce()
      rerender(<LazyTransactionDetailModal orderId={null} onClose={onClose} />)
      rerender(<LazyTransactionDetailModal orderId="ORD-2" onClose={onClose} />)
      expect(await screen.findByRole('alert')).toHaveTextContent(WORDS[locale][0])
    })

    it(`the inline detail (narrow screens, the payment result): a failed download says so and offers to try again (${locale})`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const reload = stubReload()
      const onCancel = vi.fn<() => void>()
      renderIn(locale, <LazyTransactionDetail orderId="ORD-1" onCancel={onCancel} />)
      const alert = await triesAgain(locale)
      expect(reload).toHaveBeenCalledOnce()
      // closed, the notice leaves the detail as its Cancel does (back to the list), not a skeleton
      await userEvent.click(within(alert).getByRole('button', { name: WORDS[locale][2] }))
      expect(onCancel).toHaveBeenCalledOnce()
    })
  }
})
