// @vitest-environment jsdom
/**
 * The "Password changed" modal's code downloads when a password was changed on a wide screen. A
 * failed download says so in the page's language with Try again, the form staying; the new page
 * that Try again loads (the browser does not fetch a failed module again in the same page) shows
 * the modal at the next change.
 */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromPromise } from 'xstate'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { failingChunk } from '../../test/failing-chunk'
import { messages as enMessages } from '../../../locales/en/messages.po'
import { messages as idMessages } from '../../../locales/id/messages.po'
import { messages as enAccount } from '../../../locales/en/account.po'
import { messages as idAccount } from '../../../locales/id/account.po'
import { passwordMachine, type PasswordActorRef } from '../../../machines/password/password.machine'
import { staticMediaQuery, stubReload } from '../../test/browser-stubs'

const catalogs = { en: { ...enMessages, ...enAccount }, id: { ...idMessages, ...idAccount } }
const WORDS = {
  en: {
    failed: 'This part of the page could not load. Check your connection and try again.',
    retry: 'Try again',
    close: 'Close',
    save: 'Save password',
    changed: 'Password changed',
  },
  id: {
    failed: 'Bagian halaman ini gagal dimuat. Periksa koneksimu, lalu coba lagi.',
    retry: 'Coba lagi',
    close: 'Tutup',
    save: 'Simpan kata sandi',
    changed: 'Kata sandi berhasil diubah',
  },
} as const

/** The form on a wide screen (SPEC §9: the success modal), its module loaded as a page load has it. */
async function renderForm(locale: 'en' | 'id') {
  const { ChangePasswordForm } = await import('./ChangePasswordForm')
  const machine = passwordMachine.provide({ actors: { changePassword: fromPromise(async () => {}) } })
  const actor: PasswordActorRef = createActor(machine, { input: {} }).start()
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <ChangePasswordForm actor={actor} />
      </I18nProvider>
    </MantineProvider>,
  )
  return actor
}

async function changePassword(actor: PasswordActorRef) {
  await act(async () => {
    actor.send({
      type: 'change.submit',
      oldPassword: 'pertama123',
      newPassword: 'kedua12345',
      wide: true,
      logoutOthers: true,
    })
  })
}

describe('the change-password form: the success modal', () => {
  // the modal's chunk cannot be downloaded until the network comes back (a new page then loads it)
  const chunk = failingChunk('/src/ui/PasswordChangedModal.tsx')
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => staticMediaQuery(query, true))
  })

  for (const locale of ['en', 'id'] as const) {
    it(`a failed download says so and offers to try again, the form staying; the new page shows the modal (${locale})`, async () => {
      const words = WORDS[locale]
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const reload = stubReload()
      const actor = await renderForm(locale)
      await changePassword(actor)

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(words.failed)
      expect(screen.getByRole('button', { name: words.save })).toBeVisible()
      await userEvent.click(within(alert).getByRole('button', { name: words.retry }))
      expect(reload).toHaveBeenCalledOnce()
      // closed, the notice leaves the success as the modal's Close would: the form takes the next one
      await userEvent.click(within(alert).getByRole('button', { name: words.close }))
      expect(screen.queryByRole('alert')).toBeNull()
      expect(actor.getSnapshot().hasTag('step:success')).toBe(false)
      await changePassword(actor)
      expect(await screen.findByRole('alert')).toHaveTextContent(words.failed)

      // Try again loads a new page, which downloads the modal's code anew
      chunk.newPage()
      await changePassword(await renderForm(locale))
      expect(await screen.findByRole('dialog', { name: words.changed })).toBeVisible()
      expect(screen.queryByRole('alert')).toBeNull()
    })
  }
})
