/** Path model of the address-cascade machine: every level offers one option, so each choice is known. */
import type { PathModel } from '../testing/paths'
import { SAVED_ADDRESS } from './address-cascade.fixtures'
import { addressCascadeMachine, type AddressCascadeContext } from './address-cascade.machine'

const fields = {
  recipient_name: 'Demo Customer',
  phone_number: '081234567890',
  address_details: 'Jl. Kebon Sirih No. 17',
  rt: '',
  rw: '',
}

export const addressCascadePathModel: PathModel<typeof addressCascadeMachine> = {
  machine: addressCascadeMachine,
  scenarios: [{ name: 'modal opened', input: () => undefined }],
  events: [
    { type: 'list.retry' },
    { type: 'address.select', id: 1 },
    { type: 'form.open' },
    { type: 'form.cancel' },
    { type: 'province.select', id: '31' },
    { type: 'city.select', id: '31' },
    { type: 'district.select', id: '31' },
    { type: 'subdistrict.select', id: '31' },
    { type: 'retry' },
    { type: 'save', fields },
    { type: 'xstate.done.actor.loadAddresses', output: [SAVED_ADDRESS] },
    { type: 'xstate.error.actor.loadAddresses', error: new Error('internal server error') },
    { type: 'xstate.done.actor.loadOptions', output: [{ id: '31', name: 'Region 31' }] },
    { type: 'xstate.error.actor.loadOptions', error: new Error('internal server error') },
    { type: 'xstate.done.actor.loadPostalCode', output: '10350' },
    { type: 'xstate.error.actor.loadPostalCode', error: new Error('internal server error') },
    { type: 'xstate.done.actor.saveAddress', output: SAVED_ADDRESS },
    { type: 'xstate.error.actor.saveAddress', error: new Error('Only Alphabets') },
  ],
  project: (snapshot) => {
    const context = snapshot.context as AddressCascadeContext
    return {
      addresses: context.addresses.length,
      offered: Object.values(context.options).map((list) => list.length),
      chosen: Object.values(context.chosen).map((option) => option !== null),
      postalCode: context.postalCode !== '',
      pending: context.pending,
      error: context.error,
    }
  },
}
