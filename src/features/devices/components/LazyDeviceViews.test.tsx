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
import type { Device } from '../../../../contract/user'
import { stubReload } from '../../../test/browser-stubs'
import { LazyDeviceDetail, LazyDeviceDetailModal, LazyEditDeviceModal } from './LazyDeviceViews'

// Each view's chunk cannot be downloaded (offline, or a deploy removed it).
const { failed } = vi.hoisted(() => ({
  failed: () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  },
}))
vi.mock('./DeviceDetailModal', failed)
vi.mock('./EditDeviceModal', failed)
vi.mock('./DeviceDetail', failed)

const catalogs = { en: enMessages, id: idMessages }
const WORDS = {
  en: ['This part of the page could not load. Check your connection and try again.', 'Try again', 'Close'],
  id: ['Bagian halaman ini gagal dimuat. Periksa koneksimu, lalu coba lagi.', 'Coba lagi', 'Tutup'],
} as const
const device = { sn: 'SN1', name_stb: 'Living Room TV' } as Device
const actions = { version: 0, onChannels: () => {}, onVerifyPhone: () => {} }

function renderIn(locale: 'en' | 'id', ui: ReactElement) {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  const page = (view: ReactElement) => (
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <p>Device Management</p>
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
  expect(screen.getByText('Device Management')).toBeVisible()
  await userEvent.click(within(alert).getByRole('button', { name: retry }))
  return alert
}

describe("Device Management's lazily loaded views", () => {
  afterEach(() => {
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  for (const locale of ['en', 'id'] as const) {
    for (const [name, Modal, props] of [
      ['the detail modal', LazyDeviceDetailModal, actions],
      ['the Edit Device modal', LazyEditDeviceModal, { onSaved: () => {} }],
    ] as const) {
      it(`${name}: a failed download says so and offers to try again; closed, it says so again on the next opening (${locale})`, async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {})
        const reload = stubReload()
        const onClose = vi.fn<() => void>()
        const Shown = Modal as (p: Record<string, unknown>) => ReactElement | null
        const rerender = renderIn(locale, <Shown device={device} onClose={onClose} {...props} />)
        const alert = await triesAgain(locale)
        expect(reload).toHaveBeenCalledOnce()

        await userEvent.click(within(alert).getByRole('button', { name: WORDS[locale][2] }))
        expect(screen.queryByRole('alert')).toBeNull()
        expect(onClose).toHaveBeenCalledOnce()
        rerender(<Shown device={null} onClose={onClose} {...props} />)
        rerender(<Shown device={device} onClose={onClose} {...props} />)
        expect(await screen.findByRole('alert')).toHaveTextContent(WORDS[locale][0])
      })
    }

    it(`the inline detail (narrow screens): a failed download says so and offers to try again (${locale})`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const reload = stubReload()
      renderIn(locale, <LazyDeviceDetail device={device} onEdit={() => {}} {...actions} />)
      await triesAgain(locale)
      expect(reload).toHaveBeenCalledOnce()
    })
  }
})
