/**
 * The set-top-box phone popups for a box of the logged-in customer (SPEC §2; the popups are the
 * device-verification flow of the stb feature): Device Management, another feature, asks the app
 * system's `devicePhone` child to open them for a box; the shell's host shows them while this is
 * `open`; the page hears `verified` when the phone was verified and `closed` when they closed.
 */
import { assertEvent, assign, emit, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import type { DeviceProfile } from '../../contract/b2b'

export type DevicePhoneEvent =
  /** Device Management's Verify on a box. */
  | { type: 'open'; profile: DeviceProfile }
  /** The popups verified the box's phone. */
  | { type: 'verified' }
  /** The popups closed (after a verification or not). */
  | { type: 'close' }

export type DevicePhoneEmitted = { type: 'verified'; sn: string } | { type: 'closed' }

export interface DevicePhoneContext {
  /** The box the popups are for, as the device service describes it; null while closed. */
  profile: DeviceProfile | null
  /** Counts openings: each opening is a fresh run of the popups (the host keys them by it). */
  opening: number
}

/** `step:open`: the host shows the popups. */
export type DevicePhoneTag = 'step:open'

export const devicePhoneMachine = lazySetup({
  types: {
    context: {} as DevicePhoneContext,
    events: {} as DevicePhoneEvent,
    emitted: {} as DevicePhoneEmitted,
    tags: {} as DevicePhoneTag,
  },
  actions: {
    setBox: assign(({ context, event }) => {
      assertEvent(event, 'open')
      return { profile: event.profile, opening: context.opening + 1 }
    }),
    clearBox: assign({ profile: null }),
    emitVerified: emit(({ context }) => ({ type: 'verified' as const, sn: context.profile?.sn ?? '' })),
    emitClosed: emit({ type: 'closed' } as const),
  },
}).createMachine({
  id: 'devicePhone',
  description: 'The box phone popups of the shell: closed until Device Management asks for a box.',
  context: { profile: null, opening: 0 },
  initial: 'closed',
  states: {
    closed: {
      description: 'No popups.',
      on: { open: { target: 'open', actions: 'setBox' } },
    },
    open: {
      description: "The box's phone popups show (the device-verification flow runs them).",
      tags: ['step:open'],
      on: {
        verified: { actions: 'emitVerified' },
        close: { target: 'closed', actions: ['clearBox', 'emitClosed'] },
      },
    },
  },
})

export type DevicePhoneActorRef = ActorRefFrom<typeof devicePhoneMachine>
