// @vitest-environment jsdom
/**
 * The password form machine's generated paths, driven through its two views as a person uses them:
 * change mode through the account page's form (ChangePasswordForm: old, new, confirm, and the
 * success modal on wide screens), forgot mode through the login modal's new-password step
 * (ForgotPasswordForm). It lives in src/app, which composes both features (neither may import the
 * other). The page heading and the login modal around each form have their own tests.
 */
import { act, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { EventFrom } from 'xstate'
import { passwordPathModel } from '../../machines/password/password.paths'
import { ChangePasswordForm } from '../features/account/ChangePasswordForm'
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm'
import type { passwordMachine } from '../../machines/password/password.machine'
import { describeViewPaths, type ViewContext } from '../test/view-paths'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof passwordMachine>

/** SPEC §9's wide screen (ChangePasswordForm's query); the person's screen is narrow until a step says. */
const WIDE = '(min-width: 69.5em)'
const screenWidth = { wide: false, listeners: new Set<(event: { matches: boolean }) => void>() }
window.matchMedia = (query: string) =>
  ({
    get matches() {
      return query === WIDE && screenWidth.wide
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
      if (query === WIDE) screenWidth.listeners.add(listener)
    },
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      screenWidth.listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList

function setScreenWide(wide: boolean) {
  if (screenWidth.wide === wide) return
  screenWidth.wide = wide
  act(() => {
    for (const listener of screenWidth.listeners) listener({ matches: wide })
  })
}

/**
 * What the form tells after a change: the inline notice shows from a narrow success to the next Save.
 * `removePasskeys`: the passkey box as the person last left it (checked at first).
 */
const seen = {
  changedNotice: false,
  typedSinceChange: false,
  logoutOthers: true,
  versionAtSubmit: 0,
  removePasskeys: true,
}

const contextOf = (view: View) => view.snapshot.context
const field = (view: View, en: string, id: string) =>
  screen.getByLabelText(new RegExp(`^${view.tr(en, id)}`), { selector: 'input' })
const oldField = (view: View) => field(view, 'Old password', 'Kata sandi lama')
const newField = (view: View) => field(view, 'New password', 'Kata sandi baru')
const confirmField = (view: View) => field(view, 'Confirm new password', 'Konfirmasi kata sandi baru')
const saveChange = (view: View) =>
  screen.getByRole('button', { name: view.tr('Save password', 'Simpan kata sandi') })
const saveForgot = (view: View) =>
  screen.getByRole('button', { name: view.tr('Save new password', 'Simpan kata sandi baru') })
const changedText = (view: View) =>
  view.tr('Your password has been changed.', 'Kata sandimu sudah diubah.') +
  (contextOf(view).loggedOutOthers
    ? ` ${view.tr('Every other device was logged out.', 'Semua sesi masuk lain sudah diakhiri.')}`
    : ` ${view.tr(
        "Your other devices are still logged in. See where you're logged in",
        'Sesi masuk lain di akunmu masih aktif. Lihat sesi masuk yang aktif',
      )}`)
const logoutOthersBox = (view: View) =>
  screen.getByRole('checkbox', {
    name: view.tr('Also log out of all other devices', 'Akhiri juga semua sesi lain'),
  })

/** Checked by default and again after a saved password; else as the person last left it. */
function expectLogoutOthers(view: View) {
  const reset = contextOf(view).formVersion > seen.versionAtSubmit
  if (reset) expect(logoutOthersBox(view)).toBeChecked()
  else expect((logoutOthersBox(view) as HTMLInputElement).checked).toBe(seen.logoutOthers)
}

/** A step that submits a form, with the choice it made. */
type SubmitView = ViewContext<
  typeof passwordMachine,
  Extract<EventFrom<typeof passwordMachine>, { type: 'change.submit' | 'forgot.submit' }>
>

/** The box offering to remove the account's passkeys (forgot mode, when it has any). */
const removePasskeysBox = (view: View) =>
  screen.queryByRole('checkbox', { name: view.tr('Also remove my passkeys', 'Hapus juga kunci sandi saya') })
const unknownPasskeysText = (view: View) =>
  view.tr(
    "If your account has passkeys, they are removed too, so nobody else's passkey can log in. Add yours again once you are logged in.",
    'Kalau akunmu punya kunci sandi, semuanya juga akan dihapus, jadi kunci sandi orang lain tidak bisa dipakai untuk masuk. Tambahkan lagi kunci sandimu setelah kamu masuk.',
  )

/** No word of passkeys on the form: while they load, and for an account without any. */
function expectNoPasskeyText(view: View) {
  expect(removePasskeysBox(view)).toBeNull()
  expect(document.body).not.toHaveTextContent(new RegExp(view.tr('passkey', 'kunci sandi'), 'i'))
}

/**
 * The account's passkeys: with any, the box (as last left, checked at first) and their names under
 * it, and the warning when unchecked; with none, nothing.
 */
function expectPasskeyChoice(view: View) {
  const { passkeys } = contextOf(view)
  if (passkeys.length === 0) return expectNoPasskeyText(view)
  const box = removePasskeysBox(view)!
  expect((box as HTMLInputElement).checked).toBe(seen.removePasskeys)
  const list = screen.getByRole('list', { name: view.tr('Your passkeys', 'Kunci sandimu') })
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(passkeys.map((p) => expect.stringContaining(p.name)))
  const warning = view.tr(
    'Your passkeys stay. If someone else added one, they can still log in with it.',
    'Kunci sandimu tetap ada. Kalau salah satunya ditambahkan orang lain, orang itu masih bisa masuk dengannya.',
  )
  if (seen.removePasskeys) expect(box).not.toHaveAccessibleDescription(warning)
  else expect(box).toHaveAccessibleDescription(warning)
  expect(screen.queryByText(unknownPasskeysText(view))).toBeNull()
}

async function chooseLogoutOthers(view: SubmitView) {
  const wanted = view.event.logoutOthers
  if ((logoutOthersBox(view) as HTMLInputElement).checked !== wanted)
    await view.user.click(logoutOthersBox(view))
  seen.logoutOthers = wanted
  seen.versionAtSubmit = contextOf(view).formVersion
}
const successDialog = (view: View) =>
  screen.queryByRole('dialog', { name: view.tr('Password changed', 'Kata sandi berhasil diubah') })

function expectSpinning(button: HTMLElement, spinning: boolean) {
  if (spinning) expect(button).toHaveAttribute('data-loading')
  else expect(button).not.toHaveAttribute('data-loading')
}

/**
 * The service's refusal in the page's language (its known words each their own, words the site
 * does not know as the form's own failure), and the change notice (`notice`), are the only alerts.
 */
const refusalText = (view: View, words: string | null) =>
  words === 'Verify the phone number with a code first'
    ? view.tr('Verify the phone number with a code first.', 'Verifikasi dulu nomor ponselnya dengan kode.')
    : view.tr('The new password could not be saved. Try again.', 'Kata sandi baru gagal disimpan. Coba lagi.')

function expectAlerts(view: View, notice = false) {
  const { error, serverMessage } = contextOf(view)
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent)
  expect(alerts).toEqual([
    ...(error === 'serverMessage' ? [refusalText(view, serverMessage)] : []),
    // the path model's refusal asks to wait 900 seconds
    ...(error === 'tooManyAttempts'
      ? [
          view.tr(
            'Too many failed logins. Try again in 15 minutes.',
            'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.',
          ),
        ]
      : []),
    ...(notice ? [changedText(view)] : []),
  ])
}

/** The change form: three fields, the old one marked when the service said it is wrong. */
function expectChangeForm(view: View, saving: boolean, notice = false) {
  expect(oldField(view)).toBeVisible()
  expect(newField(view)).toHaveAccessibleDescription(view.tr('At least 8 characters', 'Minimal 8 karakter'))
  expect(confirmField(view)).toBeVisible()
  if (contextOf(view).error === 'oldPasswordIncorrect')
    expect(oldField(view)).toHaveAccessibleDescription(
      view.tr('Your old password is incorrect', 'Kata sandi lama salah'),
    )
  else expect(oldField(view)).not.toHaveAccessibleDescription()
  expectAlerts(view, notice)
  expectLogoutOthers(view)
  expectSpinning(saveChange(view), saving)
  expect(screen.queryByRole('textbox')).toBeNull()
}

function expectForgotForm(view: View, saving: boolean) {
  expect(
    screen.getByText(
      view.tr('Choose a new password for your account.', 'Buat kata sandi baru untuk akunmu.'),
    ),
  ).toBeVisible()
  expect(newField(view)).toBeVisible()
  expect(confirmField(view)).toBeVisible()
  expect(screen.queryByLabelText(new RegExp(`^${view.tr('Old password', 'Kata sandi lama')}`))).toBeNull()
  expect(screen.getByRole('button', { name: view.tr('Back', 'Kembali') })).toBeEnabled()
  expectAlerts(view)
  expectLogoutOthers(view)
  expectSpinning(saveForgot(view), saving)
}

/** A saved password empties the fields, so the next one is typed afresh. */
function expectEmptyFields(view: View) {
  for (const input of [oldField(view), newField(view), confirmField(view)]) expect(input).toHaveValue('')
}

/** A field already holding the value is left alone, as a person pressing Save again would. */
async function typeInto(view: View, input: HTMLElement, value: string) {
  if ((input as HTMLInputElement).value === value) return
  await view.user.clear(input)
  if (value !== '') await view.user.type(input, value)
}

describeViewPaths({
  flow: 'password',
  pathModel: passwordPathModel,
  render: (form) => {
    Object.assign(seen, {
      changedNotice: false,
      typedSinceChange: false,
      logoutOthers: true,
      versionAtSubmit: 0,
      removePasskeys: true,
    })
    form.on('changed', () => Object.assign(seen, { changedNotice: true, typedSinceChange: false }))
    // the login modal starts forgot mode with the verified phone; the account page starts change mode
    return form.getSnapshot().context.phone === '' ? (
      <ChangePasswordForm actor={form} />
    ) : (
      // Back belongs to the login modal (auth machine), whose view paths press it
      <ForgotPasswordForm form={form} onBack={() => {}} />
    )
  },
  states: {
    // Transient: picks the mode from the input; never shown.
    'password.starting': () => {
      throw new Error('a transient state cannot be seen')
    },
    'password.change.editing': (view) => {
      expectChangeForm(view, false, seen.changedNotice)
      // emptied by the save, until the person types again
      if (seen.changedNotice && !seen.typedSinceChange) expectEmptyFields(view)
      expect(successDialog(view)).toBeNull()
    },
    'password.change.saving': (view) => expectChangeForm(view, true),
    'password.changed': async (view) => {
      const dialog = await screen.findByRole('dialog', {
        name: view.tr('Password changed', 'Kata sandi berhasil diubah'),
      })
      expect(dialog).toHaveTextContent(changedText(view))
      expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled()
      expectEmptyFields(view)
      // a wide screen says it in the modal only, not twice
      expect(
        screen.getAllByText(view.tr('Your password has been changed.', 'Kata sandimu sudah diubah.'), {
          exact: false,
        }),
      ).toHaveLength(1)
      // other devices left logged in: the way to the page that lists them
      const link = within(dialog).queryByRole('link', {
        name: view.tr("See where you're logged in", 'Lihat sesi masuk yang aktif'),
      })
      if (contextOf(view).loggedOutOthers) expect(link).toBeNull()
      else expect(link).toHaveAttribute('href', '/account/security')
    },
    'password.forgot.form.editing': (view) => expectForgotForm(view, false),
    'password.forgot.form.saving': (view) => expectForgotForm(view, true),
    'password.forgot.passkeys.loading': (view) => expectNoPasskeyText(view),
    'password.forgot.passkeys.listed': (view) => expectPasskeyChoice(view),
    // the service's default said without names
    'password.forgot.passkeys.unknown': (view) => {
      expect(screen.getByText(unknownPasskeysText(view))).toBeVisible()
      expect(removePasskeysBox(view)).toBeNull()
    },
    // The login modal closes this step and shows its own success modal (its view paths check it).
    'password.reset': (view) => {
      expect(view.snapshot.status).toBe('done')
      expectSpinning(saveForgot(view), false)
      expectAlerts(view)
    },
  },
  events: {
    'change.submit': async (view) => {
      setScreenWide(view.event.wide)
      seen.changedNotice = false
      await typeInto(view, oldField(view), view.event.oldPassword)
      await typeInto(view, newField(view), view.event.newPassword)
      await typeInto(view, confirmField(view), view.event.newPassword)
      await chooseLogoutOthers(view)
      await view.user.click(saveChange(view))
    },
    'forgot.submit': async (view) => {
      await typeInto(view, newField(view), view.event.password)
      await typeInto(view, confirmField(view), view.event.password)
      await chooseLogoutOthers(view)
      // the choice is the box's, shown only with passkeys listed; else the form sends the service's
      // default (remove), whatever the path's event says (the machine treats both alike)
      const box = removePasskeysBox(view)
      if (box && (box as HTMLInputElement).checked !== view.event.removePasskeys) {
        await view.user.click(box)
        seen.removePasskeys = view.event.removePasskeys
      }
      await view.user.click(saveForgot(view))
    },
    // Any keystroke in a field: the first field gets one more character.
    edit: async (view) => {
      const first = view.snapshot.hasTag('step:forgot') ? newField(view) : oldField(view)
      await view.user.type(first, 'x')
      seen.typedSinceChange = true
    },
    'success.close': async (view) => {
      const dialog = successDialog(view)
      if (!dialog) throw new Error('no success modal to close')
      await view.user.click(within(dialog).getByRole('button', { name: 'OK' }))
    },
  },
})
