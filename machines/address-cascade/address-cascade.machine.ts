/**
 * The delivery-address list modal and its add-address form (SPEC §2 'Address list modal', §4
 * address form cascade).
 *
 * `list` loads the saved addresses; Select broadcasts one (emitted `chosen`) and ends the
 * machine. `form` is the add-address form: province → city → district → subdistrict, each
 * choice loading the next level from the region API and resetting the levels below, the
 * subdistrict loading its postal code. One load runs at a time (`form.loading` /
 * `form.loadingPostalCode`); a failed load waits for `retry`. A successful save closes the form
 * and reloads the list. The text fields (name, phone, detail, RT, RW) are the view's valibot
 * form; `save` carries them.
 */
import { assertEvent, assign, emit, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import type { Address, AddressCreate } from '../../contract/go'
import type { RegionOption } from '../../contract/region'
import { notProvided } from '../lib/actors'

/** The four dropdowns, parent first. */
export const LEVELS = ['province', 'city', 'district', 'subdistrict'] as const
export type Level = (typeof LEVELS)[number]

export type Chosen = Record<Level, RegionOption | null>
export type Options = Record<Level, RegionOption[]>

/** What the form's text fields hold when saved; rt and rw may be '' (then they are not sent). */
export interface AddressFields {
  recipient_name: string
  phone_number: string
  address_details: string
  rt: string
  rw: string
}

export type AddressErrorCode = 'listFailed' | 'loadFailed' | 'saveFailed'

export interface AddressCascadeContext {
  addresses: Address[]
  options: Options
  chosen: Chosen
  postalCode: string
  /** The level whose options (or, for 'postalCode', the code) are loading or failed to load. */
  pending: Level | 'postalCode' | null
  error: AddressErrorCode | null
  /** With 'saveFailed': the server's message, shown as is. */
  serverMessage: string | null
}

export type AddressCascadeEvent =
  | { type: 'list.retry' }
  | { type: 'address.select'; id: number }
  | { type: 'form.open' }
  | { type: 'form.cancel' }
  | { type: 'province.select'; id: string }
  | { type: 'city.select'; id: string }
  | { type: 'district.select'; id: string }
  | { type: 'subdistrict.select'; id: string }
  | { type: 'retry' }
  | { type: 'save'; fields: AddressFields }

export type AddressCascadeEmitted = { type: 'chosen'; address: Address }

/**
 * `step:list` / `step:form`: which part the modal shows; `loading`: addresses or a level are
 * loading or the save runs (`isSaving` tells which); `error`: a load failed and waits for a retry.
 */
export type AddressCascadeTag = 'loading' | 'error' | 'step:list' | 'step:form'

export interface LoadOptionsInput {
  level: Level
  /** The chosen parent's id; null for provinces. */
  parentId: string | null
}

export interface LoadPostalCodeInput {
  districtId: string
  subdistrictName: string
}

const noOptions: Options = { province: [], city: [], district: [], subdistrict: [] }
const noneChosen: Chosen = { province: null, city: null, district: null, subdistrict: null }

/** The levels below `level`, which a new choice there resets. */
const below = (level: Level): Level[] => LEVELS.slice(LEVELS.indexOf(level) + 1)
const parentOf = (level: Level): Level | null => LEVELS[LEVELS.indexOf(level) - 1] ?? null

type SelectEvent = Extract<AddressCascadeEvent, { type: `${Level}.select` }>
const levelOf = (event: SelectEvent): Level => event.type.slice(0, -'.select'.length) as Level

/** The request body for POST address: the text fields and the four chosen levels with their ids. */
export function addressBody(context: AddressCascadeContext, fields: AddressFields): AddressCreate | null {
  const { province, city, district, subdistrict } = context.chosen
  if (!province || !city || !district || !subdistrict || context.postalCode === '') return null
  return {
    ...fields,
    province: province.name,
    province_id: province.id,
    city: city.name,
    city_id: city.id,
    district: district.name,
    district_id: district.id,
    subdistrict: subdistrict.name,
    subdistrict_id: subdistrict.id,
    postal_code: context.postalCode,
  }
}

export type LevelStatus = 'disabled' | 'loading' | 'failed' | 'ready'

/** The form is saving the address: loading with no level or postal code pending. */
export const isSaving = (snapshot: AddressCascadeSnapshot): boolean =>
  snapshot.hasTag('step:form') && snapshot.hasTag('loading') && snapshot.context.pending === null

/**
 * How a dropdown shows: disabled until its parent is chosen, loading or failed while its options
 * load, ready once they came. The view reads this instead of repeating the machine's rules.
 */
export function levelStatus(snapshot: AddressCascadeSnapshot, level: Level): LevelStatus {
  const { pending, options } = snapshot.context
  if (pending === level) return snapshot.hasTag('error') ? 'failed' : 'loading'
  const parent = parentOf(level)
  if (parent && snapshot.context.chosen[parent] === null) return 'disabled'
  return options[level].length > 0 ? 'ready' : 'disabled'
}

export const addressCascadeMachine = lazySetup({
  types: {
    context: {} as AddressCascadeContext,
    events: {} as AddressCascadeEvent,
    emitted: {} as AddressCascadeEmitted,
    tags: {} as AddressCascadeTag,
    children: {} as {
      loadAddresses: 'loadAddresses'
      loadOptions: 'loadOptions'
      loadPostalCode: 'loadPostalCode'
      saveAddress: 'saveAddress'
    },
  },
  actors: {
    /** GET address: the saved addresses, newest first. */
    loadAddresses: fromPromise<Address[]>(notProvided('loadAddresses')),
    /** GET province / city / district / subdistrict of the region API. */
    loadOptions: fromPromise<RegionOption[], LoadOptionsInput>(notProvided('loadOptions')),
    /** POST postalcode: resolves the 5-digit code. */
    loadPostalCode: fromPromise<string, LoadPostalCodeInput>(notProvided('loadPostalCode')),
    /** POST address (rt and rw sent only when filled); rejects with the server's message. */
    saveAddress: fromPromise<Address, AddressCreate>(notProvided('saveAddress')),
  },
  guards: {
    isSavedAddress: ({ context, event }) => {
      assertEvent(event, 'address.select')
      return context.addresses.some((address) => address.id === event.id)
    },
    isOfferedOption: ({ context, event }) => {
      assertEvent(event, ['province.select', 'city.select', 'district.select', 'subdistrict.select'])
      return context.options[levelOf(event)].some((option) => option.id === event.id)
    },
    isPostalCodePending: ({ context }) => context.pending === 'postalCode',
    isComplete: ({ context, event }) => {
      assertEvent(event, 'save')
      return addressBody(context, event.fields) !== null
    },
  },
  actions: {
    setAddresses: assign((_, addresses: Address[]) => ({ addresses, error: null })),
    emitChosen: emit(({ context, event }) => {
      assertEvent(event, 'address.select')
      const address = context.addresses.find((a) => a.id === event.id)!
      return { type: 'chosen' as const, address }
    }),
    resetForm: assign({
      options: noOptions,
      chosen: noneChosen,
      postalCode: '',
      pending: 'province' as const,
      error: null,
      serverMessage: null,
    }),
    choose: assign(({ context, event }) => {
      assertEvent(event, ['province.select', 'city.select', 'district.select', 'subdistrict.select'])
      const level = levelOf(event)
      const option = context.options[level].find((o) => o.id === event.id)!
      const options = { ...context.options }
      const chosen = { ...context.chosen, [level]: option }
      for (const lower of below(level)) {
        options[lower] = []
        chosen[lower] = null
      }
      const next = below(level)[0] ?? 'postalCode'
      return { options, chosen, postalCode: '', pending: next, error: null, serverMessage: null }
    }),
    setOptions: assign(({ context }, loaded: RegionOption[]) => ({
      options: { ...context.options, [context.pending as Level]: loaded },
      pending: null,
    })),
    setPostalCode: assign((_, postalCode: string) => ({ postalCode, pending: null })),
    markFailed: assign((_, params: { error: AddressErrorCode; failure: unknown }) => ({
      error: params.error,
      serverMessage: params.failure instanceof Error ? params.failure.message : null,
    })),
    clearError: assign({ error: null, serverMessage: null }),
  },
}).createMachine({
  id: 'addressCascade',
  description: 'Address list modal: saved addresses with Select, and the add-address form with its cascade.',
  context: {
    addresses: [],
    options: noOptions,
    chosen: noneChosen,
    postalCode: '',
    pending: null,
    error: null,
    serverMessage: null,
  },
  initial: 'list',
  states: {
    list: {
      description:
        'The list step: the saved addresses with Select, and the button that opens the add-address form.',
      tags: ['step:list'],
      initial: 'loading',
      on: { 'form.open': { target: 'form', actions: 'resetForm' } },
      states: {
        loading: {
          description: 'Loading the saved addresses: two skeleton rows.',
          tags: ['loading'],
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            onDone: {
              target: 'ready',
              actions: { type: 'setAddresses', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'markFailed',
                params: ({ event }) => ({ error: 'listFailed', failure: event.error }),
              },
            },
          },
        },
        ready: {
          description: 'The saved addresses, each with Select.',
          on: {
            'address.select': {
              guard: 'isSavedAddress',
              target: '#addressCascade.chosen',
              actions: 'emitChosen',
            },
          },
        },
        failed: {
          description: 'The list did not load: says so and offers a retry.',
          tags: ['error'],
          on: { 'list.retry': { target: 'loading', actions: 'clearError' } },
        },
      },
    },
    form: {
      tags: ['step:form'],
      initial: 'loading',
      description: 'The add-address form. A choice in any offered level reloads the level below it.',
      on: {
        'form.cancel': { target: 'list.ready' },
        'province.select': { guard: 'isOfferedOption', target: '.loading', reenter: true, actions: 'choose' },
        'city.select': { guard: 'isOfferedOption', target: '.loading', reenter: true, actions: 'choose' },
        'district.select': { guard: 'isOfferedOption', target: '.loading', reenter: true, actions: 'choose' },
        'subdistrict.select': {
          guard: 'isOfferedOption',
          target: '.loadingPostalCode',
          reenter: true,
          actions: 'choose',
        },
      },
      states: {
        loading: {
          description: 'Loading the options of the pending level; it and the levels below stay disabled.',
          tags: ['loading'],
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            input: ({ context }) => {
              const level = context.pending as Level
              const parent = parentOf(level)
              return { level, parentId: parent ? context.chosen[parent]!.id : null }
            },
            onDone: { target: 'idle', actions: { type: 'setOptions', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: {
                type: 'markFailed',
                params: ({ event }) => ({ error: 'loadFailed', failure: event.error }),
              },
            },
          },
        },
        loadingPostalCode: {
          description: 'Looking up the postal code of the chosen subdistrict.',
          tags: ['loading'],
          invoke: {
            id: 'loadPostalCode',
            src: 'loadPostalCode',
            input: ({ context }) => ({
              districtId: context.chosen.district!.id,
              subdistrictName: context.chosen.subdistrict!.name,
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'setPostalCode', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'markFailed',
                params: ({ event }) => ({ error: 'loadFailed', failure: event.error }),
              },
            },
          },
        },
        failed: {
          description: 'The pending level did not load: says so and offers a retry.',
          tags: ['error'],
          on: {
            retry: [
              { guard: 'isPostalCodePending', target: 'loadingPostalCode', actions: 'clearError' },
              { target: 'loading', actions: 'clearError' },
            ],
          },
        },
        idle: {
          description: 'Nothing loading. Save needs every level chosen and the postal code filled in.',
          on: { save: { guard: 'isComplete', target: 'saving', actions: 'clearError' } },
        },
        saving: {
          description: 'Saving the address; on success the form closes and the list reloads.',
          tags: ['loading'],
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context, event }) => {
              assertEvent(event, 'save')
              return addressBody(context, event.fields)!
            },
            onDone: { target: '#addressCascade.list.loading' },
            onError: {
              target: 'idle',
              actions: {
                type: 'markFailed',
                params: ({ event }) => ({ error: 'saveFailed', failure: event.error }),
              },
            },
          },
        },
      },
    },
    chosen: {
      type: 'final',
      description: 'An address was selected and broadcast: the modal closes.',
    },
  },
})

export type AddressCascadeActorRef = ActorRefFrom<typeof addressCascadeMachine>
export type AddressCascadeSnapshot = SnapshotFrom<typeof addressCascadeMachine>
