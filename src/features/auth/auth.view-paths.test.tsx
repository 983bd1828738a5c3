// @vitest-environment jsdom
/**
 * The auth machine's generated paths, driven through the login modal (AuthHost) as a person uses it.
 * The code step and the new-password step are the children's own views, each with its own view
 * paths (src/ui/otp, src/features/account); here they stand in as a marker and a Back button, so
 * these paths check the container: which step, which title, which messages, what each control sends.
 */
import { screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { authPathModel } from '../../../machines/auth/auth.paths'
import type { authMachine } from '../../../machines/auth/auth.machine'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import AuthHost from './AuthHost'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof authMachine>

vi.mock('../../ui/otp/OtpForm', () => ({ OtpForm: () => <p data-testid="otp-step">code step</p> }))
vi.mock('./ForgotPasswordForm', () => ({
  ForgotPasswordForm: ({ onBack }: { onBack: () => void }) => (
    <button type="button" data-testid="new-password-step" onClick={onBack}>
      back from new password
    </button>
  ),
}))

// a browser that makes passkeys (jsdom has none): the login form offers "Log in with a passkey"
Object.defineProperty(window, 'PublicKeyCredential', {
  value: function PublicKeyCredential() {},
  configurable: true,
})

const dialog = (name: string) => screen.getByRole('dialog', { name })
const loginDialog = ({ tr }: View) => dialog(tr('Login', 'Masuk'))
const phoneField = (view: View) =>
  within(loginDialog(view)).getByLabelText(new RegExp(view.tr('Phone number', 'Nomor ponsel')))
const passwordField = (view: View) =>
  within(loginDialog(view)).getByLabelText(new RegExp(`^${view.tr('Password', 'Kata sandi')}`))
const submitButton = (view: View, en: string, id: string) =>
  within(loginDialog(view)).getByRole('button', { name: view.tr(en, id) })

const noModal = () => {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
}

/** The error the login form shows for the machine's error code, or none. */
function expectLoginError(view: View) {
  const error = view.snapshot.context.error as string | null
  const alerts = within(loginDialog(view)).queryAllByRole('alert')
  // A server error or no connection is said as such, on either step; never as a wrong password.
  if (error === 'somethingWentWrong')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      view.tr('oops something went wrong!', 'Ups, terjadi kesalahan!'),
    ])
  else if (error === 'offline')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      view.tr(
        'No connection. Check your internet and try again.',
        'Tidak ada koneksi. Cek internetmu, lalu coba lagi.',
      ),
    ])
  else if (error === 'tooManyAttempts')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      view.tr(
        'Too many failed logins. Try again in 10 minutes.',
        'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 10 menit.',
      ),
    ])
  else if (error === 'passkeyRefused')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      view.tr(
        'This passkey could not log you in. Log in with your password, or try another passkey.',
        'Kunci sandi ini tidak bisa dipakai untuk masuk. Masuk dengan kata sandimu, atau coba kunci sandi lain.',
      ),
    ])
  else if (error === 'busy')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      view.tr(
        'Many people are logging in right now. Try again in a few seconds.',
        'Sedang banyak yang mencoba masuk. Coba lagi dalam beberapa detik.',
      ),
    ])
  else expect(alerts).toEqual([])
  if (view.snapshot.hasTag('step:password') && error !== 'wrongPassword')
    expect(passwordField(view)).not.toHaveAccessibleDescription(
      view.tr('Wrong password. Please try again.', 'Kata sandi salah. Silakan coba lagi.'),
    )
  if (error === 'wrongPassword') {
    expect(passwordField(view)).toBeInvalid()
    expect(passwordField(view)).toHaveAccessibleDescription(
      view.tr('Wrong password. Please try again.', 'Kata sandi salah. Silakan coba lagi.'),
    )
  }
}

function expectPasswordStep(view: View, busy: boolean) {
  expect(phoneField(view)).toHaveValue(view.snapshot.context.phone as string)
  expect(passwordField(view)).toBeVisible()
  expect(
    within(loginDialog(view)).getByRole('button', { name: view.tr('Forgot password?', 'Lupa kata sandi?') }),
  ).toBeEnabled()
  const login = submitButton(view, 'Login', 'Masuk')
  if (busy) expect(login).toHaveAttribute('data-loading')
  else expect(login).not.toHaveAttribute('data-loading')
}

const passkeyButton = (view: View) =>
  within(loginDialog(view)).getByRole('button', {
    name: view.tr('Log in with a passkey', 'Masuk dengan kunci sandi'),
  })

const signUpDialog = ({ tr }: View) => dialog(tr('Sign Up', 'Daftar'))

/** Token received: the modal stays open, showing the form that asked (the `form` region's states say which). */
function expectSigningIn() {
  expect(screen.getAllByRole('dialog')).toHaveLength(1)
}

const noPasswordField = (view: View) =>
  expect(
    within(loginDialog(view)).queryByLabelText(new RegExp(`^${view.tr('Password', 'Kata sandi')}`)),
  ).toBeNull()

/** The passkey button's prompt or its login runs: that button busy, the form's own button not. */
function expectPasskeyBusy(view: View, overPassword: boolean) {
  expect(passkeyButton(view)).toHaveAttribute('data-loading')
  if (overPassword) expectPasswordStep(view, false)
  else {
    noPasswordField(view)
    expect(submitButton(view, 'Continue', 'Lanjut')).not.toHaveAttribute('data-loading')
  }
}

const registered = (view: View) => view.tr('Registration success!', 'Pendaftaran berhasil!')

/**
 * A notice an earlier sign-up of the same walk left: in a person's time it went after its few
 * seconds, long before they could sign up again; here they close it (its Close button), so that a
 * sign-up's check sees that sign-up's notice alone.
 */
async function closeNotices(view: View) {
  const notices = screen.queryAllByRole('alert').filter((alert) => alert.textContent === registered(view))
  for (const notice of notices)
    await view.user.click(within(notice).getByRole('button', { name: view.tr('Close', 'Tutup') }))
  await vi.waitFor(() => expect(screen.queryByText(registered(view))).toBeNull())
}

async function typeInto(view: View, field: HTMLElement, value: string) {
  await view.user.clear(field)
  if (value !== '') await view.user.type(field, value)
}

describeViewPaths({
  flow: 'auth',
  pathModel: authPathModel,
  render: (actor) => <AuthHost authActor={actor} />,
  states: {
    'auth.closed': () => noModal(),
    'auth.login.phone': (view) => {
      expect(phoneField(view)).toHaveValue(view.snapshot.context.phone as string)
      // the browser's passkey suggestion belongs to this field
      expect(phoneField(view)).toHaveAttribute('autocomplete', 'username webauthn')
      expect(passkeyButton(view)).toBeEnabled()
      expect(passkeyButton(view)).not.toHaveAttribute('data-loading')
      noPasswordField(view)
      expect(submitButton(view, 'Continue', 'Lanjut')).not.toHaveAttribute('data-loading')
      expectLoginError(view)
    },
    // the browser's prompt is open: the passkey button is busy, the step it was opened from stays as it was
    'auth.passkey.overPhone': (view) => {
      expectPasskeyBusy(view, false)
      expectLoginError(view)
    },
    'auth.passkey.overPassword': (view) => {
      expectPasskeyBusy(view, true)
      expectLoginError(view)
    },
    'auth.login.checking': (view) => {
      expect(submitButton(view, 'Continue', 'Lanjut')).toHaveAttribute('data-loading')
    },
    'auth.login.password': (view) => {
      expectPasswordStep(view, false)
      expectLoginError(view)
    },
    'auth.login.loggingIn': (view) => expectPasswordStep(view, true),
    'auth.otp': (view) => {
      const title =
        view.snapshot.context.nextOtp === 'forgot-password'
          ? view.tr('Forgot Password', 'Lupa Kata Sandi')
          : view.tr('Sign Up', 'Daftar')
      expect(within(dialog(title)).getByTestId('otp-step')).toBeVisible()
    },
    'auth.signUp': (view) => {
      const form = within(signUpDialog(view))
      expect(form.getByLabelText(new RegExp(view.tr('Full name', 'Nama lengkap')))).toBeVisible()
      expect(form.getByRole('button', { name: view.tr('Sign Up', 'Daftar') })).not.toHaveAttribute(
        'data-loading',
      )
      const alerts = form.queryAllByRole('alert').map((alert) => alert.textContent)
      expect(alerts).toEqual(
        view.snapshot.context.error === 'somethingWentWrong'
          ? [view.tr('oops something went wrong!', 'Ups, terjadi kesalahan!')]
          : [],
      )
    },
    'auth.registering': (view) => {
      expect(
        within(signUpDialog(view)).getByRole('button', { name: view.tr('Sign Up', 'Daftar') }),
      ).toHaveAttribute('data-loading')
    },
    'auth.forgotPassword': (view) => {
      expect(
        within(dialog(view.tr('Forgot Password', 'Lupa Kata Sandi'))).getByTestId('new-password-step'),
      ).toBeVisible()
    },
    'auth.passwordResetDone': (view) => {
      const success = dialog(view.tr('Password changed', 'Kata sandi berhasil diubah'))
      expect(success).toHaveTextContent(
        view.tr(
          'Your password has been changed. Log in with your new password.',
          'Kata sandimu sudah diubah. Masuk dengan kata sandi barumu.',
        ),
      )
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
    },
    'auth.signingIn.call.storingToken': () => expectSigningIn(),
    'auth.signingIn.call.loadingAccount': () => expectSigningIn(),
    // no other step shows for a moment before the modal closes
    'auth.signingIn.form.password': (view) => {
      expectPasswordStep(view, true)
      expect(passkeyButton(view)).not.toHaveAttribute('data-loading')
    },
    'auth.signingIn.form.passkey': (view) => expectPasskeyBusy(view, false),
    'auth.signingIn.form.passkeyOverPassword': (view) => expectPasskeyBusy(view, true),
    'auth.signingIn.form.signUp': (view) => {
      // The notice stays its few seconds whatever happens next, so only its arrival, here, is checked.
      // one notice: an earlier sign-up's was closed before this one (closeNotices)
      expect(screen.getByText(registered(view))).toBeVisible()
      expect(
        within(signUpDialog(view)).getByRole('button', { name: view.tr('Sign Up', 'Daftar') }),
      ).toHaveAttribute('data-loading')
    },
  },
  unreachable: (snapshot, event) => event.type === 'close' && snapshot.matches('closed'),
  events: {
    // The header's Login button and the set-top-box hand-off open the modal; they are outside this view.
    open: async (view) => view.sendFromOutside(),
    close: async (view) => {
      const open = screen.getAllByRole('dialog')
      await view.user.click(within(open[0]!).getByRole('button', { name: view.tr('Close', 'Tutup') }))
    },
    back: async (view) => {
      if (view.snapshot.hasTag('step:signUp'))
        await view.user.click(
          within(signUpDialog(view)).getByRole('button', { name: view.tr('Back', 'Kembali') }),
        )
      else await view.user.click(screen.getByTestId('new-password-step'))
    },
    'phone.change': async (view) => typeInto(view, phoneField(view), view.event.phone),
    'phone.submit': async (view) => view.user.click(submitButton(view, 'Continue', 'Lanjut')),
    'password.change': async (view) => typeInto(view, passwordField(view), view.event.password),
    'password.forgot': async (view) =>
      view.user.click(
        within(loginDialog(view)).getByRole('button', {
          name: view.tr('Forgot password?', 'Lupa kata sandi?'),
        }),
      ),
    'passkey.start': async (view) => view.user.click(passkeyButton(view)),
    'login.submit': async (view) => {
      await typeInto(view, passwordField(view), view.event.password)
      await view.user.click(submitButton(view, 'Login', 'Masuk'))
    },
    'signUp.submit': async (view) => {
      await closeNotices(view)
      const form = within(signUpDialog(view))
      const password = view.event.password
      await typeInto(
        view,
        form.getByLabelText(new RegExp(view.tr('Full name', 'Nama lengkap'))),
        view.event.name,
      )
      await typeInto(view, form.getByLabelText(new RegExp(`^${view.tr('Password', 'Kata sandi')}`)), password)
      await typeInto(
        view,
        form.getByLabelText(new RegExp(view.tr('Confirm password', 'Konfirmasi kata sandi'))),
        password,
      )
      await view.user.click(form.getByRole('button', { name: view.tr('Sign Up', 'Daftar') }))
    },
  },
})
