// @vitest-environment jsdom
/**
 * The device-verification machine's generated paths, driven through the set-top-box phone popups
 * (info, form, confirmation, code, verified) as the box's owner uses them. The code step is the
 * OTP form, whose own view paths live in src/ui/otp: here it stands in as a marker, so these paths
 * check the popups around it: which popup, which title, which fields and messages, what each
 * control sends.
 */
import { screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { deviceVerificationPathModel } from '../../../machines/device-verification/device-verification.paths'
import type { deviceVerificationMachine } from '../../../machines/device-verification/device-verification.machine'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { DeviceVerificationPopups } from './DeviceVerificationModal'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof deviceVerificationMachine>

vi.mock('../../ui/otp/OtpForm', () => ({ OtpForm: () => <p data-testid="otp-step">code step</p> }))

const popup = (view: View, en: string, id: string) =>
  within(screen.getByRole('dialog', { name: view.tr(en, id) }))
const context = (view: View) => view.snapshot.context
const formPopup = (view: View) => popup(view, 'Phone number', 'Nomor ponsel')
const confirmationPopup = (view: View) =>
  popup(view, 'Confirm your phone number', 'Konfirmasi nomor ponselmu')
const phoneField = (view: View) =>
  formPopup(view).getByRole('textbox', {
    name: (name) => name.startsWith(view.tr('Phone number', 'Nomor ponsel')),
  })
const tryAgain = (view: View) =>
  formPopup(view).queryByRole('button', { name: view.tr('Try again', 'Coba lagi') })

/** The form: the box's fields read-only, the phone number to verify, and Continue. */
function expectForm(view: View) {
  const { fields } = context(view)
  const form = formPopup(view)
  for (const [en, id, value] of [
    ['Account ID', 'ID Akun', fields.accountId],
    ['Serial number', 'Nomor seri', fields.sn],
    ['Email', 'Email', fields.email],
  ] as const) {
    const field = form.getByRole('textbox', { name: view.tr(en, id) })
    expect(field).toHaveValue(value)
    expect(field).toHaveAttribute('readonly')
  }
  expect(phoneField(view)).toHaveValue(fields.phoneNumber)
  expect(phoneField(view)).not.toHaveAttribute('readonly')
  expect(form.getByRole('button', { name: view.tr('Continue', 'Lanjut') })).toBeEnabled()
}

/** The confirmation: the number the code goes to, the four fields, Change and Send code. */
function expectConfirmation(view: View, sending: boolean) {
  const { fields } = context(view)
  const confirmation = confirmationPopup(view)
  expect(
    confirmation.getByText(
      view.tr(
        `We will send a verification code by SMS to ${fields.phoneNumber}. Is this right?`,
        `Kami akan mengirim kode verifikasi lewat SMS ke ${fields.phoneNumber}. Sudah benar?`,
      ),
    ),
  ).toBeVisible()
  expect(confirmation.getAllByRole('term').map((term) => term.textContent)).toEqual([
    view.tr('Account ID', 'ID Akun'),
    view.tr('Serial number', 'Nomor seri'),
    view.tr('Phone number', 'Nomor ponsel'),
    'Email',
  ])
  expect(confirmation.getAllByRole('definition').map((value) => value.textContent)).toEqual([
    fields.accountId,
    fields.sn,
    fields.phoneNumber,
    fields.email,
  ])
  const change = confirmation.getByRole('button', { name: view.tr('Change', 'Ubah') })
  const send = confirmation.getByRole('button', { name: view.tr('Send code', 'Kirim kode') })
  if (sending) {
    expect(send).toHaveAttribute('data-loading')
    expect(change).toBeDisabled()
  } else {
    expect(send).not.toHaveAttribute('data-loading')
    expect(send).toBeEnabled()
    expect(change).toBeEnabled()
  }
}

describeViewPaths({
  flow: 'device-verification',
  pathModel: deviceVerificationPathModel,
  render: (actor) => <DeviceVerificationPopups actor={actor} />,
  states: {
    'deviceVerification.info': (view) => {
      const info = popup(view, 'Verify your phone number', 'Verifikasi nomor ponselmu')
      expect(
        info.getByText(
          view.tr(
            'Verify the phone number of this box: we send a 4-digit code by SMS to confirm the number is yours. A number can be verified on one Vision+ TV Box only.',
            'Verifikasi nomor ponsel box ini: kami mengirim kode 4 digit lewat SMS untuk memastikan nomor itu milikmu. Satu nomor hanya bisa diverifikasi di satu box Vision+ TV.',
          ),
        ),
      ).toBeVisible()
      expect(info.getByRole('button', { name: view.tr('Continue', 'Lanjut') })).toBeEnabled()
    },
    'deviceVerification.form.editing': (view) => {
      expectForm(view)
      expect(formPopup(view).queryAllByRole('alert')).toEqual([])
      expect(tryAgain(view)).toBeNull()
    },
    'deviceVerification.form.failed': (view) => {
      expectForm(view)
      const { error, serverMessage } = context(view)
      const said =
        error === 'phoneTaken'
          ? view.tr(
              'This number already registered in other Vision+ TV Box',
              'Nomor ini sudah terdaftar di box Vision+ TV lain',
            )
          : // the service's words in the page's language; the path model's are the service's own
            serverMessage === 'Device not found'
            ? view.tr('This box could not be found.', 'Box ini tidak ditemukan.')
            : ''
      expect(
        formPopup(view)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([
        view.tr('The phone number could not be verified.', 'Nomor ponsel tidak dapat diverifikasi.') + said,
      ])
      expect(tryAgain(view)).toBeEnabled()
    },
    'deviceVerification.confirmation': (view) => expectConfirmation(view, false),
    'deviceVerification.verifyingPhone': (view) => expectConfirmation(view, true),
    'deviceVerification.otp': (view) => {
      expect(popup(view, 'Enter the code', 'Masukkan kode').getByTestId('otp-step')).toBeVisible()
    },
    'deviceVerification.verified': (view) => {
      const verified = popup(view, 'Phone number verified', 'Nomor ponsel terverifikasi')
      const phone = context(view).fields.phoneNumber
      expect(
        verified.getByText(
          view.tr(
            `The phone number ${phone} is now verified on this box.`,
            `Nomor ponsel ${phone} kini terverifikasi di box ini.`,
          ),
        ),
      ).toBeVisible()
      expect(verified.getByRole('button', { name: view.tr('Done', 'Selesai') })).toBeEnabled()
    },
    'deviceVerification.closed': () => {
      expect(screen.queryByRole('dialog')).toBeNull()
    },
  },
  events: {
    start: async (view) =>
      view.user.click(
        popup(view, 'Verify your phone number', 'Verifikasi nomor ponselmu').getByRole('button', {
          name: view.tr('Continue', 'Lanjut'),
        }),
      ),
    'form.submit': async (view) => {
      const { phoneNumber } = view.event.fields
      const field = phoneField(view)
      // Retyping an unchanged number would be an edit of its own (it clears a failure first).
      if ((field as HTMLInputElement).value !== phoneNumber) {
        await view.user.clear(field)
        await view.user.type(field, phoneNumber)
      }
      await view.user.click(formPopup(view).getByRole('button', { name: view.tr('Continue', 'Lanjut') }))
    },
    edit: async (view) => view.user.type(phoneField(view), '{Backspace}1'),
    back: async (view) =>
      view.user.click(confirmationPopup(view).getByRole('button', { name: view.tr('Change', 'Ubah') })),
    confirm: async (view) =>
      view.user.click(
        confirmationPopup(view).getByRole('button', { name: view.tr('Send code', 'Kirim kode') }),
      ),
    retry: async (view) => view.user.click(tryAgain(view)!),
    // Done closes the last popup; every other popup closes with its Close button.
    close: async (view) => {
      const dialog = within(screen.getByRole('dialog'))
      await view.user.click(
        view.snapshot.matches('verified')
          ? dialog.getByRole('button', { name: view.tr('Done', 'Selesai') })
          : dialog.getByRole('button', { name: view.tr('Close', 'Tutup') }),
      )
    },
  },
})
