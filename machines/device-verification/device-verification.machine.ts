/**
 * Device phone verification (SPEC §2 set-top-box phone popups, §3 verification form, §4 device
 * phone verification, §5 phone verification, §8): info → form → confirmation → verify the phone
 * (a code is sent) → the one-time code → verified.
 *
 * The code step invokes the OTP machine with nextOtp 'device' as the child `otp`
 * (`snapshot.children.otp`), which does not send on open: verifying the phone sent the code.
 * Every failure returns to the form with the fields as they were sent and offers a retry.
 * The field rules are the view's schema; the machine holds the fields, calls and outcomes.
 */
import { assertEvent, assign, emit, fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import { otpMachine, type OtpOutput } from '../otp/otp.machine'
import { messageOf } from '../lib/errors'

/** SPEC §3 device verification form. */
export type DeviceVerificationFields = {
  accountId: string
  sn: string
  phoneNumber: string
  email: string
}

export interface DeviceVerificationInput {
  /** The form starts with the box's profile. */
  fields: DeviceVerificationFields
}

/** What `verifyPhone` rejects with when the number is verified on another box (SPEC §5). */
export interface PhoneTaken {
  reason: 'phoneTaken'
}

export const isPhoneTaken = (error: unknown): error is PhoneTaken =>
  typeof error === 'object' && error !== null && (error as { reason?: unknown }).reason === 'phoneTaken'

/** 'phoneTaken': the number belongs to another box; 'serverMessage': show `serverMessage` as is. */
export type DeviceVerificationErrorCode = 'phoneTaken' | 'serverMessage'

export interface DeviceVerificationContext {
  fields: DeviceVerificationFields
  error: DeviceVerificationErrorCode | null
  /** data.message, else status.message, as the service sent it. */
  serverMessage: string | null
}

export type DeviceVerificationEvent =
  | { type: 'start' }
  | { type: 'form.submit'; fields: DeviceVerificationFields }
  /** A field changed: the last failure no longer applies. */
  | { type: 'edit' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'retry' }
  | { type: 'close' }

/** `verified`: the box's phone number is verified; the page reloads the profile. */
export type DeviceVerificationEmitted = { type: 'verified'; phoneNumber: string }

/** One tag per popup; `error` while the form shows a failure. */
export type DeviceVerificationTag =
  | 'loading'
  | 'error'
  | 'step:info'
  | 'step:form'
  | 'step:confirmation'
  | 'step:otp'
  | 'step:verified'

export interface VerifyPhoneInput {
  customerId: string
  phoneNumber: string
}

const clean = { error: null, serverMessage: null } as const

export const deviceVerificationMachine = lazySetup({
  types: {
    context: {} as DeviceVerificationContext,
    events: {} as DeviceVerificationEvent,
    input: {} as DeviceVerificationInput,
    emitted: {} as DeviceVerificationEmitted,
    tags: {} as DeviceVerificationTag,
    children: {} as { verifyPhone: 'verifyPhone'; otp: 'otp' },
  },
  actors: {
    /**
     * POST b2b/verifyphone: resolves once a code is sent (status.code 200 and data.status true);
     * rejects with `PhoneTaken`, else an Error(data.message, else status.message).
     */
    verifyPhone: fromPromise<void, VerifyPhoneInput>(notProvided('verifyPhone')),
    /** The one-time code: provide `otpMachine.provide({ actors })` bound to b2b/resendotp and b2b/verifyotp. */
    otp: otpMachine,
  },
  guards: {
    hasFields: ({ event }) => {
      assertEvent(event, 'form.submit')
      return event.fields.accountId.trim() !== '' && event.fields.phoneNumber.trim() !== ''
    },
    isPhoneTaken: (_, params: { error: unknown }) => isPhoneTaken(params.error),
    isVerified: (_, output: OtpOutput) => output.outcome === 'verified',
  },
  actions: {
    setFields: assign(({ event }) => {
      assertEvent(event, 'form.submit')
      return { ...clean, fields: event.fields }
    }),
    clearError: assign(clean),
    failPhoneTaken: assign({ error: 'phoneTaken' as const, serverMessage: null }),
    failWithMessage: assign((_, params: { error: unknown }) => ({
      error: 'serverMessage' as const,
      serverMessage: messageOf(params.error),
    })),
    emitVerified: emit(({ context }) => ({
      type: 'verified' as const,
      phoneNumber: context.fields.phoneNumber,
    })),
  },
}).createMachine({
  id: 'deviceVerification',
  description: 'Set-top-box phone verification popups: info, form, confirmation, one-time code, verified.',
  context: ({ input }) => ({ ...clean, fields: input.fields }),
  initial: 'info',
  on: {
    close: { target: '.closed' },
  },
  states: {
    info: {
      description: 'Why the phone number is verified; continue to the form.',
      tags: ['step:info'],
      on: { start: { target: 'form' } },
    },
    form: {
      description:
        'Account ID, serial number, phone number and email, filled from the profile or the last try.',
      tags: ['step:form'],
      initial: 'editing',
      on: {
        'form.submit': { guard: 'hasFields', target: 'confirmation', actions: 'setFields' },
      },
      states: {
        editing: { description: 'No failure showing.' },
        failed: {
          description:
            'The last try failed (error, serverMessage); the fields are as sent; retry sends them again.',
          tags: ['error'],
          on: {
            edit: { target: 'editing', actions: 'clearError' },
            retry: { target: '#deviceVerification.verifyingPhone', actions: 'clearError' },
          },
        },
      },
    },
    confirmation: {
      description: 'The fields to confirm before a code is sent to the phone.',
      tags: ['step:confirmation'],
      on: {
        confirm: { target: 'verifyingPhone' },
        back: { target: 'form' },
      },
    },
    verifyingPhone: {
      description: 'b2b/verifyphone: checks the number and sends a code.',
      tags: ['loading', 'step:confirmation'],
      invoke: {
        id: 'verifyPhone',
        src: 'verifyPhone',
        input: ({ context }) => ({
          customerId: context.fields.accountId,
          phoneNumber: context.fields.phoneNumber,
        }),
        onDone: { target: 'otp' },
        onError: [
          {
            guard: { type: 'isPhoneTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'form.failed',
            actions: 'failPhoneTaken',
          },
          {
            target: 'form.failed',
            actions: { type: 'failWithMessage', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    otp: {
      description:
        'The one-time code (child "otp", nextOtp device): verified, or back to the form; closing the popup is this machine\'s close.',
      tags: ['step:otp'],
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ phone: context.fields.phoneNumber, nextOtp: 'device' as const }),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => event.output },
            target: 'verified',
            actions: 'emitVerified',
          },
          // back to the form
          { target: 'form' },
        ],
      },
    },
    verified: {
      description: 'The phone number is verified on this box.',
      tags: ['step:verified'],
    },
    closed: {
      type: 'final',
      description: 'The popups are closed.',
    },
  },
})

export type DeviceVerificationActorRef = ActorRefFrom<typeof deviceVerificationMachine>
