// @vitest-environment jsdom
/**
 * The forgot-password form's passkey choice (issue #48 item 4), in both languages: an account with
 * passkeys is offered to remove them, checked, with their names under the box; unchecked, the form
 * warns and sends the choice. An account without passkeys reads no word of them, and a list that
 * could not be had is said without names, the service's default (remove) sent. The generated paths
 * through the same form are src/app/password.view-paths.test.tsx.
 */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import { messages as enMessages } from '../../../locales/en/messages.po'
import { messages as idMessages } from '../../../locales/id/messages.po'
import type { ResetPasskey } from '../../../contract/user'
import { passwordMachine } from '../../../machines/password/password.machine'
import { ForgotPasswordForm } from './ForgotPasswordForm'

const catalogs = { en: enMessages, id: idMessages }
const WORDS = {
  en: {
    box: 'Also remove my passkeys',
    list: 'Your passkeys',
    added: 'Added 2 Nov 2026',
    removed: "Then nobody else's passkey can log in. Add yours again once you are logged in.",
    warning: 'Your passkeys stay. If someone else added one, they can still log in with it.',
    unknown:
      "If your account has passkeys, they are removed too, so nobody else's passkey can log in. Add yours again once you are logged in.",
    passkeyWord: /passkey/i,
    newPassword: 'New password',
    confirm: 'Confirm new password',
    save: 'Save new password',
  },
  id: {
    box: 'Hapus juga kunci sandi saya',
    list: 'Kunci sandimu',
    added: 'Ditambahkan 2 Nov 2026',
    removed:
      'Dengan begitu, kunci sandi orang lain tidak bisa dipakai masuk. Tambahkan lagi kunci sandimu setelah kamu masuk.',
    warning:
      'Kunci sandimu tetap ada. Kalau salah satunya ditambahkan orang lain, orang itu masih bisa masuk dengannya.',
    unknown:
      'Kalau akunmu punya kunci sandi, semuanya juga akan dihapus, jadi kunci sandi orang lain tidak bisa dipakai untuk masuk. Tambahkan lagi kunci sandimu setelah kamu masuk.',
    passkeyWord: /kunci sandi/i,
    newPassword: 'Kata sandi baru',
    confirm: 'Konfirmasi kata sandi baru',
    save: 'Simpan kata sandi baru',
  },
} as const

const PASSKEYS: ResetPasskey[] = [
  { name: 'Laptop kantor', createdAt: '2026-11-02T03:04:05.000Z' },
  { name: 'Chrome on Android', createdAt: '2026-11-20T08:00:00.000Z' },
]

/** The form in forgot mode; the account's passkeys answer as given; what the reset was sent is kept. */
async function renderForm(locale: 'en' | 'id', passkeys: ResetPasskey[] | Error) {
  const sent: Array<{ removePasskeys: boolean; logoutOthers: boolean }> = []
  const machine = passwordMachine.provide({
    actors: {
      listPasskeys: fromPromise(async () => {
        if (passkeys instanceof Error) throw passkeys
        return passkeys
      }),
      resetPassword: fromPromise(async ({ input }) => {
        sent.push({ removePasskeys: input.removePasskeys, logoutOthers: input.logoutOthers })
      }),
    },
  })
  const actor = createActor(machine, { input: { phone: '081234567890' } })
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  await act(async () => {
    actor.start()
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={i18n}>
          <ForgotPasswordForm form={actor} onBack={() => {}} />
        </I18nProvider>
      </MantineProvider>,
    )
  })
  return { actor, sent }
}

async function save(locale: 'en' | 'id', user: ReturnType<typeof userEvent.setup>) {
  const words = WORDS[locale]
  await user.type(
    screen.getByLabelText(new RegExp(`^${words.newPassword}`), { selector: 'input' }),
    'kedua12345',
  )
  await user.type(screen.getByLabelText(new RegExp(`^${words.confirm}`), { selector: 'input' }), 'kedua12345')
  await user.click(screen.getByRole('button', { name: words.save }))
}

describe('the forgot-password form: the passkeys a reset removes', () => {
  for (const locale of ['en', 'id'] as const) {
    const words = WORDS[locale]

    it(`offers to remove the passkeys, checked, names them, and sends the choice (${locale})`, async () => {
      const user = userEvent.setup()
      const { sent } = await renderForm(locale, PASSKEYS)
      const box = await screen.findByRole('checkbox', { name: words.box })
      expect(box).toBeChecked()
      expect(box).toHaveAccessibleDescription(words.removed)
      const items = within(screen.getByRole('list', { name: words.list })).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual([
        `Laptop kantor ${words.added}`,
        expect.stringContaining('Chrome on Android'),
      ])
      // unchecked with the keyboard: the warning, and the choice sent with the new password
      box.focus()
      await user.keyboard(' ')
      expect(box).not.toBeChecked()
      expect(box).toHaveAccessibleDescription(words.warning)
      await save(locale, user)
      expect(sent).toEqual([{ removePasskeys: false, logoutOthers: true }])
    })

    it(`says nothing of passkeys to an account without any, and sends the default (${locale})`, async () => {
      const user = userEvent.setup()
      const { actor, sent } = await renderForm(locale, [])
      await act(async () => {})
      expect(actor.getSnapshot().matches({ forgot: { passkeys: 'listed' } })).toBe(true)
      expect(screen.queryByRole('checkbox', { name: words.box })).toBeNull()
      expect(document.body).not.toHaveTextContent(words.passkeyWord)
      await save(locale, user)
      expect(sent).toEqual([{ removePasskeys: true, logoutOthers: true }])
    })

    it(`says the passkeys are removed, without names, when they could not be had (${locale})`, async () => {
      const user = userEvent.setup()
      const { sent } = await renderForm(locale, new Error('Verify the phone number with a code first'))
      expect(await screen.findByText(words.unknown)).toBeVisible()
      expect(screen.queryByRole('checkbox', { name: words.box })).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
      await save(locale, user)
      expect(sent).toEqual([{ removePasskeys: true, logoutOthers: true }])
    })
  }
})
