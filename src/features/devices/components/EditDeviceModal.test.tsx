// @vitest-environment jsdom
/**
 * A refused or failed save of the Edit Device form, in both languages: the service's words it knows
 * are said in the page's catalog, and words it does not know (a network error, an HTTP failure,
 * another service text) are not shown at all, so no English reaches an Indonesian page.
 */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as enMessages } from '../../../../locales/en/messages.po'
import { messages as idMessages } from '../../../../locales/id/messages.po'
import { messages as enAccount } from '../../../../locales/en/account.po'
import { messages as idAccount } from '../../../../locales/id/account.po'
import { ApiError } from '../../../api/clients'
import type { Device } from '../../../api/contract/user'
import { EditDeviceModal } from './EditDeviceModal'

const { editDevice } = vi.hoisted(() => ({ editDevice: vi.fn<(input: unknown) => Promise<unknown>>() }))
vi.mock('../../../api/user', () => ({ editDevice }))

// both catalogs, as the app has them on the account pages (lingui.config.ts)
const catalogs = { en: { ...enMessages, ...enAccount }, id: { ...idMessages, ...idAccount } }
const device = { sn: 'VPTV2024A0001', name_stb: 'Living Room TV', location_stb: 'livingroom' } as Device

async function saveRefused(locale: 'en' | 'id', error: Error) {
  editDevice.mockRejectedValue(error)
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  const onSaved = vi.fn<() => void>()
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <EditDeviceModal device={device} onClose={() => {}} onSaved={onSaved} />
      </I18nProvider>
    </MantineProvider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: locale === 'id' ? 'Simpan' : 'Save' }))
  const alert = await screen.findByRole('alert')
  expect(onSaved).not.toHaveBeenCalled()
  return alert
}

const SAID = {
  en: {
    title: 'The device could not be saved.',
    notFound: 'This box could not be found.',
    short: 'Min 3 char',
  },
  id: {
    title: 'Perangkat tidak dapat disimpan.',
    notFound: 'Box ini tidak ditemukan.',
    short: 'Minimal 3 karakter',
  },
} as const

describe('Edit Device: a refused save', () => {
  afterEach(() => editDevice.mockReset())

  for (const locale of ['en', 'id'] as const) {
    it(`says the service's known words in the page's language (${locale})`, async () => {
      for (const [words, said] of [
        ['Device not found', SAID[locale].notFound],
        ['Min 3 char', SAID[locale].short],
      ] as const) {
        const alert = await saveRefused(locale, new ApiError('status', words, { code: 1 }))
        expect(alert.textContent).toBe(SAID[locale].title + said)
        cleanup()
      }
    })

    it(`says the form's own failure, not a network error's or an unknown refusal's English (${locale})`, async () => {
      for (const words of [
        'Network error calling v1/user/sn/edit: Failed to fetch',
        'v1/user/sn/edit failed with HTTP 500',
        'internal server error',
      ]) {
        const alert = await saveRefused(locale, new ApiError('http', words))
        expect(alert).toHaveTextContent(SAID[locale].title)
        expect(alert).not.toHaveTextContent(words)
        expect(alert.textContent).toBe(SAID[locale].title)
        cleanup()
      }
    })
  }
})
