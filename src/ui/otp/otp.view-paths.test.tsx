// @vitest-environment jsdom
/**
 * The one-time-code machine's generated paths, driven through the code form (OtpForm with its four
 * OtpBoxes) as a person uses it: typing digits, Backspace, pasting a code, choosing the resent
 * code's channel (SMS or WhatsApp, where the server offers both), Resend, Verify, Back.
 * The dialog around it (title, close icon) is the container's (the login modal, the set-top-box
 * verification), whose own view paths check it.
 */
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { OtpContext, otpMachine } from '../../../machines/otp/otp.machine'
import { otpPathModel } from '../../../machines/otp/otp.paths'
import { displayPhone, formatCountdown } from '../../lib/format'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { OtpForm } from './OtpForm'

const contextOf = (view: ViewContext) => view.snapshot.context as OtpContext

const box = (view: ViewContext, index: number) =>
  screen.getByRole('textbox', { name: view.tr(`Digit ${index + 1} of 4`, `Digit ${index + 1} dari 4`) })
const boxes = (view: ViewContext) => [0, 1, 2, 3].map((index) => box(view, index))
const verifyButton = (view: ViewContext) =>
  screen.getByRole('button', { name: view.tr('Verify', 'Verifikasi') })
const backButton = (view: ViewContext) => screen.getByRole('button', { name: view.tr('Back', 'Kembali') })
const resendName = (view: ViewContext) => view.tr('Resend code', 'Kirim ulang kode')
const resendButton = (view: ViewContext) => screen.getByRole('button', { name: resendName(view) })

const channelName = (view: ViewContext) => view.tr('Send the new code by', 'Kirim kode baru lewat')
const channelChoice = (view: ViewContext) => screen.queryByRole('radiogroup', { name: channelName(view) })
const channelOption = (channel: string) =>
  screen.getByRole('radio', { name: channel === 'whatsapp' ? 'WhatsApp' : 'SMS' })

/**
 * The sentence naming the phone the code went to and by what, and the four boxes holding the
 * machine's digits.
 */
function expectBoxes(view: ViewContext, enabled: boolean) {
  const { digits, phone, error, sentBy } = contextOf(view)
  const by = sentBy === 'whatsapp' ? 'WhatsApp' : 'SMS'
  expect(
    screen.getByText(
      view.tr(
        `Enter the 4-digit code we sent by ${by} to ${displayPhone(phone)}.`,
        `Masukkan kode 4 digit yang kami kirim lewat ${by} ke ${displayPhone(phone)}.`,
      ),
    ),
  ).toBeVisible()
  expect(screen.getByRole('group', { name: view.tr('One-time code', 'Kode sekali pakai') })).toBeVisible()
  for (const [index, input] of boxes(view).entries()) {
    expect(input).toHaveValue(digits[index])
    if (enabled) expect(input).toBeEnabled()
    else expect(input).toBeDisabled()
    if (error === 'invalidCode') expect(input).toBeInvalid()
    else expect(input).not.toHaveAttribute('aria-invalid')
  }
}

/** Back works unless the caller disabled it (the set-top-box flow), and not once the code is over. */
function expectBack(view: ViewContext) {
  const open = view.snapshot.status === 'active' && !contextOf(view).backDisabled
  if (open) expect(backButton(view)).toBeEnabled()
  else expect(backButton(view)).toBeDisabled()
}

/**
 * The server's words in the page's language: the service's known words each their own, anything
 * else (this model's made-up failures) a plain failure. Never the service's English on /id.
 */
function failureText(view: ViewContext, error: string, serverMessage: string | null): string | null {
  if (serverMessage === 'Invalid code') return view.tr('The code does not match.', 'Kodenya tidak cocok.')
  if (error === 'sendFailed')
    return view.tr('The code could not be sent. Try again.', 'Kode gagal dikirim. Coba lagi.')
  if (serverMessage === null) return null
  return view.tr('The code could not be checked. Try again.', 'Kode gagal diperiksa. Coba lagi.')
}

/** The message under the boxes: 'Invalid Code' with the reason, or a failed send's reason. */
function expectMessage(view: ViewContext) {
  const { error, serverMessage } = contextOf(view)
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent)
  if (error === 'invalidCode') {
    const reason = failureText(view, error, serverMessage)
    expect(alerts).toEqual([`${view.tr('Invalid Code', 'Kode Tidak Valid')}${reason ? ` — ${reason}` : ''}`])
  } else if (error === 'sendFailed') expect(alerts).toEqual([failureText(view, error, serverMessage)])
  else expect(alerts).toEqual([])
}

function expectVerify(view: ViewContext, state: 'enabled' | 'disabled' | 'loading') {
  const button = verifyButton(view)
  if (state === 'enabled') expect(button).toBeEnabled()
  else expect(button).toBeDisabled()
  if (state === 'loading') expect(button).toHaveAttribute('data-loading')
  else expect(button).not.toHaveAttribute('data-loading')
}

/** A call is running: the boxes and Verify wait, Verify spins. */
function expectBusy(view: ViewContext) {
  expectBoxes(view, false)
  expectVerify(view, 'loading')
  expectBack(view)
}

/** The code is over (verified, back): nothing is left to press; the container shows what follows. */
function expectOver(view: ViewContext) {
  expect(view.snapshot.status).toBe('done')
  expectVerify(view, 'disabled')
  expectBack(view)
}

/** Presses Backspace where the form clears box `index`: in that box when it holds a digit, else just after it. */
async function clearBox(view: ViewContext, index: number) {
  const { digits } = contextOf(view)
  const from = digits[index] ? index : index + 1
  if (from > 3 || (from !== index && digits[from]))
    throw new Error(`no key clears the empty box ${index + 1} while box ${from + 1} holds a digit`)
  await view.user.click(box(view, from))
  await view.user.keyboard('{Backspace}')
  expect(box(view, index)).toHaveValue('')
}

describeViewPaths({
  flow: 'otp',
  pathModel: otpPathModel,
  render: (actor: AnyActorRef) => <OtpForm otp={actor as ActorRefFrom<typeof otpMachine>} />,
  states: {
    'otp.active.timer.running.ticking': (view) => {
      expect(
        screen.getByText(
          (_, element) =>
            element?.tagName === 'P' &&
            element.textContent ===
              view.tr('Resend code in ', 'Kirim ulang kode dalam ') +
                formatCountdown(contextOf(view).secondsLeft),
        ),
      ).toBeVisible()
      expect(screen.queryByRole('button', { name: resendName(view) })).toBeNull()
      // the channel is chosen with resend, so not while the countdown runs
      expect(channelChoice(view)).toBeNull()
    },
    'otp.active.timer.expired': (view) => {
      const { resendBlocked } = contextOf(view)
      const resend = resendButton(view)
      // Resend waits for a running call and never comes back after a 'too many' message.
      if (!resendBlocked && view.snapshot.matches({ active: { code: 'entering' } })) {
        expect(resend).toBeEnabled()
        expect(resend).toHaveAttribute('aria-disabled', 'false')
      } else {
        expect(resend).toBeDisabled()
        expect(resend).toHaveAttribute('aria-disabled', 'true')
      }
      expect(screen.queryByText(new RegExp(view.tr('Resend code in', 'Kirim ulang kode dalam')))).toBeNull()
      // where the server sends by SMS and WhatsApp, the resent code's channel is chosen beside
      // resend (the one chosen checked), as resend is: not during a call, not after 'too many'
      const { channels, channel } = contextOf(view)
      if (channels.length < 2) expect(channelChoice(view)).toBeNull()
      else {
        expect(channelChoice(view)).toBeVisible()
        for (const option of channels) {
          const radio = channelOption(option)
          if (option === channel) expect(radio).toBeChecked()
          else expect(radio).not.toBeChecked()
          if (!resendBlocked && view.snapshot.matches({ active: { code: 'entering' } }))
            expect(radio).toBeEnabled()
          else expect(radio).toBeDisabled()
        }
      }
    },
    // Transient: an auth code is sent at once, a device code was sent by the caller; never shown.
    'otp.active.code.starting': () => {
      throw new Error('a transient state cannot be seen')
    },
    // asking the server's channels before the first code: as busy as sending it
    'otp.active.code.loadingChannels': (view) => {
      expectBusy(view)
      expectMessage(view)
    },
    'otp.active.code.sending': (view) => {
      expectBusy(view)
      expectMessage(view)
    },
    'otp.active.code.entering.editing': (view) => {
      expectBoxes(view, true)
      expectVerify(view, contextOf(view).digits.every((digit) => digit !== '') ? 'enabled' : 'disabled')
      expectBack(view)
      expectMessage(view)
    },
    'otp.active.code.entering.failed': (view) => {
      expectBoxes(view, true)
      expectVerify(view, contextOf(view).digits.every((digit) => digit !== '') ? 'enabled' : 'disabled')
      expectBack(view)
      expectMessage(view)
    },
    'otp.active.code.verifying': (view) => {
      expectBusy(view)
      expectMessage(view)
    },
    // The phone reading the SMS shows nothing of its own: the boxes are the code region's; a code it
    // read is in them (the code region's states check the boxes hold the context's digits).
    'otp.active.sms.listening': (view) => {
      if (view.snapshot.matches({ active: { code: 'entering' } })) expectBoxes(view, true)
    },
    'otp.active.sms.heard': (view) => {
      if (view.snapshot.matches({ active: { code: 'entering' } })) {
        const { digits } = contextOf(view)
        expect(boxes(view).map((input) => (input as HTMLInputElement).value)).toEqual(digits)
      }
    },
    'otp.verified': (view) => expectOver(view),
    'otp.wentBack': (view) => expectOver(view),
  },
  events: {
    'digit.change': async (view) => {
      const index = view.event.index as number
      await view.user.click(box(view, index))
      await view.user.keyboard(view.event.value as string)
      expect(box(view, index)).toHaveValue(view.event.value as string)
    },
    'digit.clear': async (view) => clearBox(view, view.event.index as number),
    'code.paste': async (view) => {
      await view.user.click(box(view, 0))
      await view.user.paste(view.event.code as string)
      expect(
        boxes(view)
          .map((input) => (input as HTMLInputElement).value)
          .join(''),
      ).toBe(view.event.code)
    },
    'code.submit': async (view) => view.user.click(verifyButton(view)),
    'code.resend': async (view) => view.user.click(resendButton(view)),
    'channel.choose': async (view) => {
      const radio = channelOption(view.event.channel as string)
      if (view.event.channel === contextOf(view).channel)
        throw new Error(`no click chooses ${view.event.channel}: it is the channel already chosen`)
      await view.user.click(radio)
      expect(radio).toBeChecked()
    },
    back: async (view) => view.user.click(backButton(view)),
  },
  // Backspace never clears an empty first box while the second holds a digit (it clears the
  // second), and choosing the channel already chosen changes nothing the machine hears (the
  // option is checked: clicking it again sends nothing)
  unreachable: (snapshot, event) =>
    (event.type === 'digit.clear' &&
      event.index === 0 &&
      snapshot.context.digits[0] === '' &&
      snapshot.context.digits[1] !== '') ||
    (event.type === 'channel.choose' && event.channel === snapshot.context.channel),
})
