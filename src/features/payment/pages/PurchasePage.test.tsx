// @vitest-environment jsdom
/**
 * The purchase flow's code downloads with the first lookup. A failed download says so in the
 * page's language with Try again, the page staying; closed, the notice gives the lookup form back
 * and the next search says it again; the new page that Try again loads (the browser does not fetch
 * a failed module again in the same page) shows the flow.
 */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { failingChunk } from '../../../test/failing-chunk'
import { messages as enMessages } from '../../../../locales/en/messages.po'
import { messages as idMessages } from '../../../../locales/id/messages.po'
import { stubReload } from '../../../test/browser-stubs'

const catalogs = { en: enMessages, id: idMessages }
const WORDS = {
  en: {
    failed: 'This part of the page could not load. Check your connection and try again.',
    retry: 'Try again',
    close: 'Close',
    heading: 'Buy an add-on',
    query: 'Serial Number / Customer ID / Phone Number',
    find: 'Find the box',
  },
  id: {
    failed: 'Bagian halaman ini gagal dimuat. Periksa koneksimu, lalu coba lagi.',
    retry: 'Coba lagi',
    close: 'Tutup',
    heading: 'Beli add-on',
    query: 'Nomor Seri / ID Pelanggan / Nomor Ponsel',
    find: 'Cari box',
  },
} as const

async function renderPage(locale: 'en' | 'id') {
  const { default: PurchasePage } = await import('./PurchasePage')
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <PurchasePage />
      </I18nProvider>
    </MantineProvider>,
  )
}

async function findBox(locale: 'en' | 'id', query: string) {
  const field = screen.getByRole('textbox', { name: WORDS[locale].query })
  await userEvent.clear(field)
  await userEvent.type(field, query)
  await userEvent.click(screen.getByRole('button', { name: WORDS[locale].find }))
}

describe('/purchase: the flow loaded with the first lookup', () => {
  // the flow's chunk cannot be downloaded until the network comes back (a new page then loads it;
  // the flow itself, its machine and calls, has tests of its own: here it only says what it looks up)
  const chunk = failingChunk('/src/features/payment/PurchaseFlow.tsx', () => ({
    default: ({ initialQuery }: { initialQuery: string }) =>
      createElement('p', null, `Looking up ${initialQuery}`),
  }))

  for (const locale of ['en', 'id'] as const) {
    it(`a failed download says so and offers to try again, the page staying; the new page shows the flow (${locale})`, async () => {
      const words = WORDS[locale]
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const reload = stubReload()
      await renderPage(locale)
      await findBox(locale, 'VPTV2024A0001')

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(words.failed)
      expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeVisible()
      await userEvent.click(within(alert).getByRole('button', { name: words.retry }))
      expect(reload).toHaveBeenCalledOnce()
      // closed, the notice gives the lookup form back, ready for another search
      await userEvent.click(within(alert).getByRole('button', { name: words.close }))
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.getByRole('button', { name: words.find })).toBeEnabled()
      await findBox(locale, 'VPTV2024A0002')
      expect(await screen.findByRole('alert')).toHaveTextContent(words.failed)

      // Try again loads a new page, which downloads the flow's code anew
      chunk.newPage()
      await renderPage(locale)
      await findBox(locale, 'VPTV2024A0001')
      expect(await screen.findByText('Looking up VPTV2024A0001')).toBeVisible()
      expect(screen.queryByRole('alert')).toBeNull()
    })
  }
})
