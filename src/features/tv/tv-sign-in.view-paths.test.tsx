// @vitest-environment jsdom
/**
 * The TV sign-in machine's generated paths, driven through /tv's steps (TvSignInView, the part of
 * TvSignInFlow that shows the actor) as a person uses them: the code typed and sent with Enter, the
 * login dialog's outcome (the header's dialog, so sent from outside), Allow, Deny, Try again.
 */
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { tvSignInPathModel } from '../../../machines/tv-sign-in/tv-sign-in.paths'
import type { tvSignInMachine, TvSignInErrorCode } from '../../../machines/tv-sign-in/tv-sign-in.machine'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { TvSignInView } from './TvSignInFlow'

type View = ViewContext<typeof tvSignInMachine>

const contextOf = (view: View) => view.snapshot.context
const button = (view: View, en: string, id: string) => screen.getByRole('button', { name: view.tr(en, id) })
const codeField = (view: View) =>
  screen.getByRole('textbox', {
    name: new RegExp(view.tr('Code shown on your TV', 'Kode yang tampil di TV kamu')),
  })

const ERRORS: Record<TvSignInErrorCode, [string, string]> = {
  invalidFormat: [
    'A TV code is 8 letters, such as WDJB-MJHT. Check the code on your TV.',
    'Kode TV terdiri dari 8 huruf, misalnya WDJB-MJHT. Periksa kode di TV kamu.',
  ],
  unknown: [
    'This code is not valid. Check the code on your TV and enter it again.',
    'Kode ini tidak valid. Periksa kode di TV kamu, lalu masukkan lagi.',
  ],
  expired: [
    'This code has expired. Get a new code on your TV, then enter it here.',
    'Kode ini sudah kedaluwarsa. Minta kode baru di TV kamu, lalu masukkan di sini.',
  ],
  used: [
    'This code was already used. Get a new code on your TV, then enter it here.',
    'Kode ini sudah dipakai. Minta kode baru di TV kamu, lalu masukkan di sini.',
  ],
  // the path model's refusal waits 900 s
  tooMany: [
    'Too many wrong codes. Try again in 15 minutes.',
    'Terlalu banyak kode yang salah. Coba lagi dalam 15 menit.',
  ],
}

/** The alerts say the context's error in the run's language, or nothing. */
function expectError(view: View) {
  const { error } = contextOf(view)
  const shown = screen.queryAllByRole('alert').map((alert) => alert.textContent)
  expect(shown).toEqual(error ? [view.tr(...ERRORS[error])] : [])
}

function expectCode(view: View, busy: boolean) {
  const field = codeField(view)
  expect(field).toHaveValue(contextOf(view).code)
  const send = button(view, 'Continue', 'Lanjut')
  if (busy) expect(send).toHaveAttribute('data-loading')
  else {
    expect(send).not.toHaveAttribute('data-loading')
    // the cursor waits in the field for the code, and for its correction
    expect(field).toHaveFocus()
  }
  expectError(view)
}

/** The question names the TV and the account's phone, masked; its heading has the focus. */
function expectQuestion(view: View, busy: 'allow' | 'deny' | null) {
  const heading = screen.getByRole('heading', {
    name: view.tr(
      'Sign in Vision+ TV box to 0812****890?',
      'Izinkan Vision+ TV box masuk ke akun 0812****890?',
    ),
  })
  // focused as the question shows (from the lookup); a click on Allow or Deny keeps it on the button
  if (busy === null) expect(heading).toHaveFocus()
  else expect(heading).toBeVisible()
  expect(screen.getByText(new RegExp(view.tr('^Code WDJB-MJHT\\.', '^Kode WDJB-MJHT\\.')))).toBeVisible()
  const allow = button(view, 'Allow', 'Izinkan')
  const deny = button(view, 'Deny', 'Tolak')
  expect(allow.hasAttribute('data-loading')).toBe(busy === 'allow')
  expect(deny.hasAttribute('data-loading')).toBe(busy === 'deny')
  if (busy === null) {
    expect(allow).toBeEnabled()
    expect(deny).toBeEnabled()
  } else expect(button(view, 'Change the code', 'Ubah kode')).toBeDisabled()
  expect(screen.queryByRole('alert')).toBeNull()
}

const passwordField = (view: View) =>
  screen.getByLabelText(new RegExp(view.tr('^Your password', '^Kata sandimu')))

/**
 * The login is older than 5 minutes: the question stays, the password is asked under it (with
 * the focus, so typing goes on), a wrong one said on the field; Allow sends both.
 */
function expectPasswordAgain(view: View, busy: boolean) {
  expect(
    screen.getByRole('heading', {
      name: view.tr(
        'Sign in Vision+ TV box to 0812****890?',
        'Izinkan Vision+ TV box masuk ke akun 0812****890?',
      ),
    }),
  ).toBeVisible()
  const field = passwordField(view)
  expect(
    screen.getByText(
      view.tr(
        'To allow a TV, enter your password again.',
        'Untuk mengizinkan TV, masukkan lagi kata sandimu.',
      ),
    ),
  ).toBeVisible()
  const wrong = screen.queryByText(
    view.tr('Wrong password. Please try again.', 'Kata sandi salah. Silakan coba lagi.'),
  )
  if (contextOf(view).passwordError === 'wrongPassword') expect(wrong).toBeVisible()
  else expect(wrong).toBeNull()
  expect(button(view, 'Allow', 'Izinkan').hasAttribute('data-loading')).toBe(busy)
  if (!busy) expect(field).toHaveFocus()
}

function expectFailed(view: View) {
  expect(screen.getByRole('alert')).toHaveTextContent(
    view.tr(
      'We could not reach Vision+. Check your connection and try again.',
      'Tidak bisa terhubung ke Vision+. Periksa koneksimu, lalu coba lagi.',
    ),
  )
  // the code is not lost: Try again sends the same one
  expect(
    screen.getByText(view.tr(`Code ${contextOf(view).code}`, `Kode ${contextOf(view).code}`)),
  ).toBeVisible()
  expect(button(view, 'Try again', 'Coba lagi')).toBeEnabled()
  expect(button(view, 'Change the code', 'Ubah kode')).toBeEnabled()
}

function expectResult(view: View, en: string, id: string) {
  expect(screen.getByRole('heading', { name: view.tr(en, id) })).toHaveFocus()
  expect(screen.queryByRole('textbox')).toBeNull()
  // the only way on: another TV
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
    view.tr('Sign in another TV', 'Hubungkan TV lain'),
  ])
}

describeViewPaths({
  flow: 'tv-sign-in',
  pathModel: tvSignInPathModel,
  render: (actor) => <TvSignInView actor={actor} />,
  states: {
    'tvSignIn.entering': (view) => expectCode(view, false),
    'tvSignIn.checkingLogin': (view) => expectCode(view, true),
    'tvSignIn.needsLogin': (view) => {
      expectCode(view, true)
      expect(codeField(view)).toHaveAttribute('readonly')
      expect(
        screen.getByText(
          view.tr(
            'Log in to your Vision+ account to sign the TV in.',
            'Masuk dulu ke akun Vision+ kamu untuk menghubungkan TV.',
          ),
        ),
      ).toBeVisible()
    },
    'tvSignIn.loginFailed': (view) => {
      expect(codeField(view)).toHaveValue(contextOf(view).code)
      expect(codeField(view)).not.toHaveAttribute('readonly')
      expect(button(view, 'Continue', 'Lanjut')).not.toHaveAttribute('data-loading')
      expect(screen.getByRole('alert')).toHaveTextContent(
        view.tr(
          'The login could not load. Check your connection and try again.',
          'Jendela masuk gagal dimuat. Periksa koneksimu, lalu coba lagi.',
        ),
      )
      // the way forward has the focus
      expect(button(view, 'Try again', 'Coba lagi')).toHaveFocus()
    },
    'tvSignIn.lookingUp': (view) => expectCode(view, true),
    'tvSignIn.confirming': (view) => expectQuestion(view, null),
    'tvSignIn.approving': (view) => expectQuestion(view, 'allow'),
    'tvSignIn.denying': (view) => expectQuestion(view, 'deny'),
    'tvSignIn.askingPassword': (view) => expectPasswordAgain(view, false),
    'tvSignIn.approvingWithPassword': (view) => expectPasswordAgain(view, true),
    'tvSignIn.failed.lookUp': expectFailed,
    'tvSignIn.failed.approve': expectFailed,
    'tvSignIn.failed.deny': expectFailed,
    'tvSignIn.approved': (view) => {
      expectResult(view, 'Your TV is signing in', 'TV kamu sedang masuk')
      expect(
        screen.getByText(
          view.tr(
            'It shows your account in a few seconds. You can end its sign-in at any time under Logged-in devices in your account.',
            'Dalam beberapa detik, akunmu akan tampil di TV. Kamu bisa mengakhiri sesinya kapan saja lewat menu Sesi masuk.',
          ),
        ),
      ).toBeVisible()
    },
    'tvSignIn.denied': (view) => expectResult(view, 'Sign-in refused', 'Izin masuk ditolak'),
  },
  events: {
    'code.change': async (view) => {
      await view.user.clear(codeField(view))
      await view.user.type(codeField(view), view.event.code)
    },
    // the keyboard's way: Enter in the field sends the code
    'code.submit': async (view) => view.user.type(codeField(view), '{Enter}'),
    // the header's login dialog (its own view paths) says how it closed
    'login.done': async (view) => view.sendFromOutside(),
    'login.cancelled': async (view) => view.sendFromOutside(),
    // the app's code did not download: the loader's word, not a click
    'login.failed': async (view) => view.sendFromOutside(),
    allow: async (view) => view.user.click(button(view, 'Allow', 'Izinkan')),
    deny: async (view) => view.user.click(button(view, 'Deny', 'Tolak')),
    // the password typed, then Allow (an empty field is refused by the form and sends nothing)
    'password.submit': async (view) => {
      await view.user.clear(passwordField(view))
      if (view.event.password) await view.user.type(passwordField(view), view.event.password)
      await view.user.click(button(view, 'Allow', 'Izinkan'))
    },
    back: async (view) => view.user.click(button(view, 'Change the code', 'Ubah kode')),
    retry: async (view) => view.user.click(button(view, 'Try again', 'Coba lagi')),
    another: async (view) => view.user.click(button(view, 'Sign in another TV', 'Hubungkan TV lain')),
  },
})
