/**
 * The shell's delivery-address list modal (SPEC §2 layouts), one for the app: the account page and
 * checkout, which are different features, ask the app system's `addressPicker` child to open it;
 * the shell's host shows the modal while this is `open`; the address chosen there is emitted
 * (`chosen`) to whichever page listens (checkout keeps it for its order).
 */
import { assertEvent, emit, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import type { Address } from '../../contract/go'

export type AddressPickerEvent =
  /** A page's Choose or Change address. */
  | { type: 'open' }
  /** The modal's close. */
  | { type: 'close' }
  /** The customer picked an address in the list: the modal closes, the page hears it. */
  | { type: 'choose'; address: Address }

export type AddressPickerEmitted = { type: 'chosen'; address: Address }

/** `step:open`: the host shows the modal. */
export type AddressPickerTag = 'step:open'

export const addressPickerMachine = lazySetup({
  types: {
    events: {} as AddressPickerEvent,
    emitted: {} as AddressPickerEmitted,
    tags: {} as AddressPickerTag,
  },
  actions: {
    emitChosen: emit(({ event }) => {
      assertEvent(event, 'choose')
      return { type: 'chosen' as const, address: event.address }
    }),
  },
}).createMachine({
  id: 'addressPicker',
  description: 'The address list modal of the shell: closed until a page asks, the chosen address told.',
  initial: 'closed',
  states: {
    closed: {
      description: 'No address modal.',
      on: { open: { target: 'open' } },
    },
    open: {
      description: 'The address list modal shows (its list and form are the address-cascade flow).',
      tags: ['step:open'],
      on: {
        close: { target: 'closed' },
        choose: { target: 'closed', actions: 'emitChosen' },
      },
    },
  },
})

export type AddressPickerActorRef = ActorRefFrom<typeof addressPickerMachine>
