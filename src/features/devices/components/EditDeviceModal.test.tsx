// @vitest-environment jsdom
/** A refused or failed save of the Edit Device form, in both languages (src/test/refused-save.ts). */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, vi } from 'vitest'
import { messages as enMessages } from '../../../../locales/en/messages.po'
import { messages as idMessages } from '../../../../locales/id/messages.po'
import { messages as enAccount } from '../../../../locales/en/account.po'
import { messages as idAccount } from '../../../../locales/id/account.po'
import type { Device } from '../../../../contract/user'
import { refusedSaveCases } from '../../../test/refused-save'
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

  refusedSaveCases({
    call: 'v1/user/sn/edit',
    title: { en: SAID.en.title, id: SAID.id.title },
    known: (locale) => [
      ['Device not found', SAID[locale].notFound],
      ['Min 3 char', SAID[locale].short],
    ],
    saveRefused,
  })
})
