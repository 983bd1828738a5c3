/**
 * One-time code (SPEC §4 OTP flow, §5 OTP, §8 OTP verify failure).
 *
 * Parallel regions while open: `timer` (300 s countdown, one tick a
 * second, resend possible once it expires), `sms` (the phone reading the code, WebOTP) and `code`
 * (learn the channels, send, type four digits, verify; where the server sends by SMS and WhatsApp,
 * the customer chooses the channel of each code resent). It ends in a final state whose output says how:
 * verified (with nextOtp, so the container routes) or back. Closing the modal is the container's:
 * it leaves the state that invokes this machine, which stops it.
 */
import { and, assertEvent, assign, emit, fromPromise, not, raise } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import {
  emptyDigits,
  isBoxIndex,
  isComplete,
  isDigit,
  isTooMany,
  joinDigits,
  OTP_SECONDS,
  pastedDigits,
  withDigit,
} from './otp-code'
import { messageOf } from '../lib/errors'
import type { OtpChannel } from '../../contract/user'

export type { OtpChannel }

export type NextOtp = 'login' | 'signup' | 'forgot-password' | 'device'

export type OtpErrorCode = 'invalidCode' | 'sendFailed'

export interface OtpInput {
  phone: string
  nextOtp: NextOtp
  backDisabled?: boolean
}

export interface OtpContext {
  phone: string
  nextOtp: NextOtp
  backDisabled: boolean
  /** Four boxes, '' when empty. */
  digits: string[]
  /** Source of the mm:ss countdown (format with `formatCountdown`). */
  secondsLeft: number
  /** 'invalidCode' marks all four boxes failed. */
  error: OtpErrorCode | null
  /** The server's message, shown under the boxes as data, never translated. */
  serverMessage: string | null
  /** Set by a 'too many' message; resend stays off for the life of the modal. */
  resendBlocked: boolean
  /** The channels the server sends codes by; SMS alone until it says (and if it cannot). */
  channels: OtpChannel[]
  /** The channel the next code (a resend) goes by: SMS unless the customer chose another. */
  channel: OtpChannel
  /** The channel the code being typed went by (the first code by SMS). */
  sentBy: OtpChannel
}

export type OtpEvent =
  | { type: 'digit.change'; index: number; value: string }
  | { type: 'digit.clear'; index: number }
  | { type: 'code.paste'; code: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'channel.choose'; channel: OtpChannel }
  | { type: 'back' }

export type OtpEmitted = { type: 'forgetPassword'; phone: string }

/** What views may ask with `hasTag`: a call is running (sending or verifying a code). */
export type OtpTag = 'loading'

export type OtpOutput =
  | { outcome: 'verified'; nextOtp: NextOtp; phone: string }
  | { outcome: 'back'; nextOtp: NextOtp }

export interface SendCodeInput {
  phone: string
  nextOtp: NextOtp
  channel: OtpChannel
}

export interface VerifyCodeInput {
  phone: string
  nextOtp: NextOtp
  /** The four digits joined. */
  code: string
}

export const otpMachine = lazySetup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    output: {} as OtpOutput,
    emitted: {} as OtpEmitted,
    tags: {} as OtpTag,
    children: {} as {
      sendCode: 'sendCode'
      verifyCode: 'verifyCode'
      receiveCode: 'receiveCode'
      loadChannels: 'loadChannels'
    },
  },
  actors: {
    /** Resolves once the code is sent by the input's channel; rejects with the server's message. */
    sendCode: fromPromise<void, SendCodeInput>(notProvided('sendCode')),
    /** The channels the server sends codes by, SMS first; a failure leaves SMS alone. */
    loadChannels: fromPromise<OtpChannel[]>(notProvided('loadChannels')),
    /**
     * The code as the phone read it from the SMS (the WebOTP line, `@site #1234`), once the customer
     * allows it; null where the browser offers no such thing or the customer declines. Never rejects:
     * typing the code stays the way in. Stopped (its request aborted) when the boxes are left.
     */
    receiveCode: fromPromise<string | null>(notProvided('receiveCode')),
    /** Resolves when the code is accepted (status.code 0); rejects with the server's message otherwise. */
    verifyCode: fromPromise<void, VerifyCodeInput>(notProvided('verifyCode')),
  },
  delays: {
    tick: 1000,
    codeLifetime: OTP_SECONDS * 1000,
  },
  guards: {
    isAuthType: ({ context }) => context.nextOtp !== 'device',
    isDigitValid: ({ event }) => {
      assertEvent(event, 'digit.change')
      return isBoxIndex(event.index) && isDigit(event.value)
    },
    isBoxIndexValid: ({ event }) => {
      assertEvent(event, 'digit.clear')
      return isBoxIndex(event.index)
    },
    isPastedCodeValid: ({ event }) => {
      assertEvent(event, 'code.paste')
      return pastedDigits(event.code) !== null
    },
    isCodeComplete: ({ context }) => isComplete(context.digits),
    isTimerExpired: ({ context }) => context.secondsLeft <= 0,
    isResendBlocked: ({ context }) => context.resendBlocked,
    isBackEnabled: ({ context }) => !context.backDisabled,
    isBackDisabled: ({ context }) => context.backDisabled,
    /** a choice is offered (two channels or more) and this is one of them */
    isChannelOffered: ({ context, event }) => {
      assertEvent(event, 'channel.choose')
      return context.channels.length > 1 && context.channels.includes(event.channel)
    },
  },
  actions: {
    setDigit: assign({
      digits: ({ context, event }) => {
        assertEvent(event, 'digit.change')
        return withDigit(context.digits, event.index, event.value)
      },
    }),
    clearDigit: assign({
      digits: ({ context, event }) => {
        assertEvent(event, 'digit.clear')
        return withDigit(context.digits, event.index, '')
      },
    }),
    pasteCode: assign({
      digits: ({ context, event }) => {
        assertEvent(event, 'code.paste')
        return pastedDigits(event.code) ?? context.digits
      },
    }),
    // what the phone read goes in as a paste would: the boxes take it only while they show, and
    // only four digits (receiveCode's done event is left out of the event union: its output as typed there)
    pasteReceivedCode: raise(({ event }) => ({
      type: 'code.paste' as const,
      code: (event as { output?: string | null }).output ?? '',
    })),
    clearError: assign({ error: null, serverMessage: null }),
    decrementSeconds: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    expireTimer: assign({ secondsLeft: 0 }),
    resetTimer: assign({ secondsLeft: OTP_SECONDS }),
    markFailure: assign((_, params: { error: OtpErrorCode; failure: unknown }) => {
      const serverMessage = messageOf(params.failure)
      return {
        error: params.error,
        serverMessage,
        ...(isTooMany(serverMessage) ? { resendBlocked: true } : {}),
      }
    }),
    // loadChannels' done event is left out of the event union, as receiveCode's is
    setChannels: assign({
      channels: ({ event }) => {
        const output = (event as { output?: OtpChannel[] }).output ?? []
        return output.includes('sms') ? output : ['sms', ...output]
      },
    }),
    chooseChannel: assign({
      channel: ({ event }) => {
        assertEvent(event, 'channel.choose')
        return event.channel
      },
    }),
    sendByChosenChannel: assign({ sentBy: ({ context }) => context.channel }),
    emitForgetPassword: emit(({ context }) => ({ type: 'forgetPassword' as const, phone: context.phone })),
  },
}).createMachine({
  id: 'otp',
  description:
    'One-time code modal: a 300 s countdown, four digit boxes, verify, resend after the countdown.',
  context: ({ input }) => ({
    phone: input.phone,
    nextOtp: input.nextOtp,
    backDisabled: input.backDisabled ?? false,
    digits: emptyDigits(),
    secondsLeft: OTP_SECONDS,
    error: null,
    serverMessage: null,
    resendBlocked: false,
    channels: ['sms'],
    channel: 'sms',
    sentBy: 'sms',
  }),
  initial: 'active',
  output: ({ event }) => event.output as OtpOutput,
  states: {
    active: {
      type: 'parallel',
      description: 'The modal is open: the countdown runs beside code entry.',
      on: {
        back: { guard: 'isBackEnabled', target: 'wentBack' },
      },
      states: {
        timer: {
          description: 'The countdown under the boxes, and whether the resend link is offered.',
          initial: 'running',
          states: {
            running: {
              description: 'Counting down from 300 s; resend is not offered.',
              initial: 'ticking',
              after: { codeLifetime: { target: 'expired', actions: 'expireTimer' } },
              states: {
                ticking: {
                  description: 'secondsLeft drops by one each second (views show mm:ss).',
                  after: { tick: { target: 'ticking', reenter: true, actions: 'decrementSeconds' } },
                },
              },
            },
            expired: {
              description: 'Timer at 0: resend is offered unless a "too many" message blocked it.',
            },
          },
        },
        sms: {
          description:
            'The phone reading the code from its SMS (WebOTP, once the customer allows): it fills the boxes while they show.',
          initial: 'listening',
          states: {
            listening: {
              description: 'Waiting for the phone to read the code from the SMS, or to say it will not.',
              invoke: {
                id: 'receiveCode',
                src: 'receiveCode',
                onDone: { target: 'heard', actions: 'pasteReceivedCode' },
              },
            },
            heard: {
              description:
                'The phone gave its code (pasted into the boxes) or none; a resent code is listened for again.',
            },
          },
        },
        code: {
          description: 'The four code boxes: sending a code, typing it, and verifying it.',
          initial: 'starting',
          states: {
            starting: {
              description:
                'Auth types (login, signup, forgot-password) send a code at once; device codes were sent by the caller (by SMS).',
              always: [{ guard: 'isAuthType', target: 'loadingChannels' }, { target: 'entering' }],
            },
            loadingChannels: {
              description:
                'Asking which channels the server sends codes by (SMS always, WhatsApp where configured; asked once a page), then sending the first code by SMS.',
              tags: ['loading'],
              invoke: {
                id: 'loadChannels',
                src: 'loadChannels',
                onDone: { target: 'sending', actions: 'setChannels' },
                // the choice is a nicety: without an answer the code goes by SMS, as ever
                onError: { target: 'sending' },
              },
            },
            sending: {
              description: 'Sending a code by the chosen channel (the first by SMS).',
              tags: ['loading'],
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({
                  phone: context.phone,
                  nextOtp: context.nextOtp,
                  channel: context.channel,
                }),
                onDone: { target: 'entering' },
                onError: {
                  // Nothing was sent, so waiting out the countdown is pointless: resend at once (unless blocked).
                  target: ['entering.failed', '#otp.active.timer.expired'],
                  actions: [
                    {
                      type: 'markFailure',
                      params: ({ event }) => ({ error: 'sendFailed' as const, failure: event.error }),
                    },
                    'expireTimer',
                  ],
                },
              },
            },
            entering: {
              description:
                'Four boxes, digits only; Verify needs all four; resend once the timer expired, by the channel chosen (where two are offered).',
              initial: 'editing',
              states: {
                editing: { description: 'No failure showing.' },
                failed: {
                  description:
                    'Last send or verify failed: error says which (invalidCode marks all four boxes), serverMessage shows under them.',
                },
              },
              on: {
                'digit.change': {
                  guard: 'isDigitValid',
                  target: '.editing',
                  actions: ['setDigit', 'clearError'],
                },
                'digit.clear': {
                  guard: 'isBoxIndexValid',
                  target: '.editing',
                  actions: ['clearDigit', 'clearError'],
                },
                'code.paste': {
                  guard: 'isPastedCodeValid',
                  target: '.editing',
                  actions: ['pasteCode', 'clearError'],
                },
                'code.submit': { guard: 'isCodeComplete', target: 'verifying', actions: 'clearError' },
                'code.resend': {
                  guard: and(['isTimerExpired', not('isResendBlocked')]),
                  target: ['sending', '#otp.active.timer.running', '#otp.active.sms.listening'],
                  actions: ['resetTimer', 'clearError', 'sendByChosenChannel'],
                },
                // the channel of the next code, offered with resend: nothing is sent until resend
                'channel.choose': {
                  guard: and(['isChannelOffered', 'isTimerExpired', not('isResendBlocked')]),
                  actions: 'chooseChannel',
                },
              },
            },
            verifying: {
              description: 'Checking the four digits with the server.',
              tags: ['loading'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  phone: context.phone,
                  nextOtp: context.nextOtp,
                  code: joinDigits(context.digits),
                }),
                onDone: [
                  { guard: 'isBackDisabled', target: '#otp.verified', actions: 'emitForgetPassword' },
                  { target: '#otp.verified' },
                ],
                onError: {
                  target: 'entering.failed',
                  actions: {
                    type: 'markFailure',
                    params: ({ event }) => ({ error: 'invalidCode' as const, failure: event.error }),
                  },
                },
              },
            },
          },
        },
      },
    },
    verified: {
      type: 'final',
      description:
        'Code accepted; output carries nextOtp for routing (with back disabled, forgetPassword was emitted).',
      output: ({ context }) => ({ outcome: 'verified', nextOtp: context.nextOtp, phone: context.phone }),
    },
    wentBack: {
      type: 'final',
      description: 'Back arrow pressed.',
      output: ({ context }) => ({ outcome: 'back', nextOtp: context.nextOtp }),
    },
  },
})
