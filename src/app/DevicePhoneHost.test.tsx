// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as enMessages } from '../../locales/en/messages.po'
import { messages as idMessages } from '../../locales/id/messages.po'
import { stubReload } from '../test/browser-stubs'
import { createActor } from 'xstate'
import { devicePhoneMachine } from '../../machines/device-phone/device-phone.machine'
import type { DeviceProfile } from '../api/b2b'
import { MANTINE_PROPS } from './mantine-styles'
import { DevicePhoneHost } from './DevicePhoneHost'

// The popups' chunk cannot be downloaded (offline, or a deploy removed it).
vi.mock('../features/stb/DeviceVerificationModal', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

const catalogs = { en: enMessages, id: idMessages }

describe('the box phone popups host', () => {
  afterEach(() => {
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  for (const [locale, text, retry, close] of [
    [
      'en',
      'This part of the page could not load. Check your connection and try again.',
      'Try again',
      'Close',
    ],
    ['id', 'Bagian halaman ini gagal dimuat. Periksa koneksimu, lalu coba lagi.', 'Coba lagi', 'Tutup'],
  ] as const) {
    it(`says a failed download and offers to try again, the page staying (${locale})`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const reload = stubReload()
      // the page's own automatic reload already happened this minute
      sessionStorage.setItem('vp:chunk-reload-at', String(Date.now()))
      const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
      const phone = createActor(devicePhoneMachine).start()
      render(
        <MantineProvider {...MANTINE_PROPS}>
          <I18nProvider i18n={i18n}>
            <p>Device Management</p>
            <DevicePhoneHost phone={phone} />
          </I18nProvider>
        </MantineProvider>,
      )
      const onClose = vi.fn<() => void>()
      phone.on('closed', onClose)
      await act(async () => {
        phone.send({ type: 'open', profile: {} as DeviceProfile })
      })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(text)
      expect(screen.getByText('Device Management')).toBeVisible()
      await userEvent.click(within(alert).getByRole('button', { name: retry }))
      expect(reload).toHaveBeenCalled()
      await userEvent.click(within(alert).getByRole('button', { name: close }))
      expect(screen.queryByRole('alert')).toBeNull()
      expect(onClose).toHaveBeenCalledOnce()
    })
  }
})
