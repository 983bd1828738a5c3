// @vitest-environment jsdom
/**
 * The app's error page for a part that threw: its title is the catalog's in the page's language
 * (SPEC §8's 'Error', or the 404 title), never the error's own words, which are a program's English.
 */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as enMessages } from '../../locales/en/messages.po'
import { messages as idMessages } from '../../locales/id/messages.po'
import { ErrorBoundary } from './ErrorBoundary'

const catalogs = { en: enMessages, id: idMessages }
const SAID = {
  en: {
    title: 'Error',
    status: 'Error 500',
    notFound: 'This page could not be found',
    home: 'Back to the home page',
  },
  id: {
    title: 'Kesalahan',
    status: 'Kesalahan 500',
    notFound: 'Halaman ini tidak ditemukan',
    home: 'Kembali ke beranda',
  },
} as const
const WORDS = "Cannot read properties of undefined (reading 'name')"

function Throws({ error }: { error: Error }): never {
  throw error
}

function renderFailing(locale: 'en' | 'id', error: Error) {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <ErrorBoundary>
          <Throws error={error} />
        </ErrorBoundary>
      </I18nProvider>
    </MantineProvider>,
  )
}

describe("the app's error page", () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  for (const locale of ['en', 'id'] as const) {
    it(`titles a failure with the catalog's words, not the error's English (${locale})`, () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      renderFailing(locale, new Error(WORDS))
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        new RegExp(`^${SAID[locale].title}$`),
      )
      expect(screen.getByText(SAID[locale].status)).toBeVisible()
      expect(document.body).not.toHaveTextContent(WORDS)
      // the error's words are for the log, where the team reads them
      expect(logged.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: WORDS }))
    })

    it(`titles a not-found failure with SPEC's 404 words and the way home (${locale})`, () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      renderFailing(locale, Object.assign(new Error('Order ORD-1 not found'), { statusCode: 404 }))
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SAID[locale].notFound)
      expect(screen.getByRole('link', { name: SAID[locale].home })).toBeVisible()
      expect(document.body).not.toHaveTextContent('Order ORD-1 not found')
    })
  }
})
