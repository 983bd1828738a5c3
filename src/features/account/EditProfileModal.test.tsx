// @vitest-environment jsdom
/** A refused or failed save of the Edit Profile form, in both languages (src/test/refused-save.ts). */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, vi } from 'vitest'
import { messages as enMessages } from '../../../locales/en/messages.po'
import { messages as idMessages } from '../../../locales/id/messages.po'
import { messages as enAccount } from '../../../locales/en/account.po'
import { messages as idAccount } from '../../../locales/id/account.po'
import type { Profile } from '../../../contract/user'
import { refusedSaveCases } from '../../test/refused-save'
import EditProfileModal from './EditProfileModal'

const { editProfile, getProfile } = vi.hoisted(() => ({
  editProfile: vi.fn<(input: unknown) => Promise<unknown>>(),
  getProfile: vi.fn<() => Promise<unknown>>(),
}))
vi.mock('../../api/user', () => ({ editProfile, getProfile, avatarSrc: () => undefined }))

// both catalogs, as the app has them on the account pages (lingui.config.ts)
const catalogs = { en: { ...enMessages, ...enAccount }, id: { ...idMessages, ...idAccount } }
const profile: Profile = {
  name: 'Sari Dewi',
  phone: '081234567890',
  email: 'sari@example.com',
  avatarUrl: null,
}

async function saveRefused(locale: 'en' | 'id', error: Error) {
  editProfile.mockRejectedValue(error)
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  const onSaved = vi.fn<(p: Profile) => void>()
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <EditProfileModal profile={profile} opened onClose={() => {}} onSaved={onSaved} />
      </I18nProvider>
    </MantineProvider>,
  )
  const name = await screen.findByRole('textbox', { name: locale === 'id' ? 'Nama' : 'Name' })
  // one letter more makes the form dirty (Save waits for a change), few keystrokes on a busy machine
  await userEvent.type(name, 'a')
  await userEvent.click(screen.getByRole('button', { name: locale === 'id' ? 'Simpan' : 'Save' }))
  const alert = await screen.findByRole('alert')
  expect(onSaved).not.toHaveBeenCalled()
  return alert
}

const SAID = {
  en: {
    title: 'Your profile could not be saved.',
    tooBig: 'Max 2 MB',
    email: 'Email is not valid',
    name: 'Use letters and spaces only, starting with a letter',
    tooMany: 'Too many requests. Try again later.',
  },
  id: {
    title: 'Profilmu tidak dapat disimpan.',
    tooBig: 'Maksimal 2 MB',
    email: 'Email tidak valid',
    name: 'Gunakan huruf dan spasi saja, diawali huruf',
    tooMany: 'Terlalu banyak permintaan. Coba lagi nanti.',
  },
} as const

describe('Edit Profile: a refused save', () => {
  afterEach(() => {
    editProfile.mockReset()
    cleanup()
  })

  refusedSaveCases({
    call: 'v1/user/edit',
    title: { en: SAID.en.title, id: SAID.id.title },
    known: (locale) => [
      ['Max 2 MB', SAID[locale].tooBig],
      ['Email is not valid', SAID[locale].email],
      ['Name may contain letters and spaces only, starting with a letter', SAID[locale].name],
      ['Sorry, too many requests, try again later', SAID[locale].tooMany],
    ],
    saveRefused,
  })
})
