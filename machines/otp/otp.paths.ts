/** Path model of the OTP machine: the events and outcomes the generated path tests explore. */
import type { PathModel } from '../testing/paths'
import { OTP_SECONDS } from './otp-code'
import { otpMachine, type OtpContext } from './otp.machine'

export const otpPathModel: PathModel<typeof otpMachine> = {
  machine: otpMachine,
  scenarios: [
    { name: 'signup', input: () => ({ phone: '081234567890', nextOtp: 'signup' }) },
    {
      name: 'device, back disabled',
      input: () => ({ phone: '081234567890', nextOtp: 'device', backDisabled: true }),
    },
  ],
  events: [
    { type: 'digit.change', index: 0, value: '1' },
    { type: 'digit.change', index: 1, value: '2' },
    { type: 'digit.change', index: 2, value: '3' },
    { type: 'digit.change', index: 3, value: '4' },
    { type: 'digit.change', index: 0, value: 'a' },
    { type: 'digit.clear', index: 0 },
    // no fifth box: refused (the refusal probes send it)
    { type: 'digit.clear', index: 4 },
    { type: 'code.paste', code: '5678' },
    { type: 'code.paste', code: '56a8' },
    { type: 'xstate.done.actor.sendCode' },
    { type: 'xstate.error.actor.sendCode', error: new Error('Failed to send code') },
    { type: 'xstate.error.actor.sendCode', error: new Error('Too many requests, try again later') },
    // the phone read the code from the SMS, or offers none (no WebOTP, declined)
    { type: 'xstate.done.actor.receiveCode', output: '2468' },
    { type: 'xstate.done.actor.receiveCode', output: null },
    // the server's channels: SMS and WhatsApp, SMS alone, or no answer (SMS alone)
    { type: 'xstate.done.actor.loadChannels', output: ['sms', 'whatsapp'] },
    { type: 'xstate.done.actor.loadChannels', output: ['sms'] },
    { type: 'xstate.error.actor.loadChannels', error: new Error('Failed to fetch') },
    // the next code's channel: offered only where the server sends by both
    { type: 'channel.choose', channel: 'whatsapp' },
    { type: 'channel.choose', channel: 'sms' },
    { type: 'xstate.done.actor.verifyCode' },
    { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid code') },
    { type: 'xstate.error.actor.verifyCode', error: new Error('Too many attempts') },
  ],
  invariants: [
    ({ context }) => {
      const { secondsLeft } = context as OtpContext
      return secondsLeft >= 0 && secondsLeft <= OTP_SECONDS
        ? undefined
        : `secondsLeft ${secondsLeft} outside 0-300`
    },
    ({ context }) => {
      const { digits } = context as OtpContext
      return digits.length === 4 && digits.every((digit) => /^\d?$/.test(digit))
        ? undefined
        : `digits ${JSON.stringify(digits)} are not four boxes of one digit or none`
    },
    ({ context }) => {
      const { channels, channel, sentBy } = context as OtpContext
      return channels.includes(channel) && channels.includes(sentBy) && channels[0] === 'sms'
        ? undefined
        : `channel ${channel} or sentBy ${sentBy} not among ${channels.join(',')} (SMS first)`
    },
  ],
  project: (snapshot) => {
    const context = snapshot.context as OtpContext
    return {
      filled: context.digits.filter((digit) => digit !== '').length,
      error: context.error,
      resendBlocked: context.resendBlocked,
      expired: context.secondsLeft <= 0,
      choice: context.channels.length > 1,
      channel: context.channel,
    }
  },
}
