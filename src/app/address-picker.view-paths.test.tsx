// @vitest-environment jsdom
/**
 * The address picker's generated paths, driven through the shell's host: the address list modal
 * shows while the picker is open and tells it what the customer did. The modal itself (its list,
 * its form and their flow) is the address-cascade flow's view, with its own view paths: here a
 * stand-in dialog with its two ways out, Select and Close.
 */
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, vi } from 'vitest'
import { addressPickerPathModel } from '../../machines/address-picker/address-picker.paths'
import { SAVED_ADDRESS } from '../../machines/address-cascade/address-cascade.fixtures'
import { describeViewPaths } from '../test/view-paths'
import { AddressPickerHost } from './AddressPickerHost'

vi.mock('../features/addresses/AddressListModal', async () => {
  const { SAVED_ADDRESS: address } = await import('../../machines/address-cascade/address-cascade.fixtures')
  return {
    default: ({ onClose, onChoose }: { onClose: () => void; onChoose: (a: typeof address) => void }) => (
      <dialog open aria-label="address list">
        <button onClick={() => onChoose(address)}>Select</button>
        <button onClick={onClose}>Close</button>
      </dialog>
    ),
  }
})

// the modal's chunk, as a page that has been idle a while has it
beforeAll(() => AddressPickerHost.preload())

const modal = () => screen.queryByRole('dialog', { name: 'address list' })

describeViewPaths({
  flow: 'address-picker',
  pathModel: addressPickerPathModel,
  render: (actor) => <AddressPickerHost picker={actor} />,
  states: {
    'addressPicker.closed': () => expect(modal()).toBeNull(),
    'addressPicker.open': async () => {
      expect(await screen.findByRole('dialog', { name: 'address list' })).toBeVisible()
    },
  },
  events: {
    // the account page's and checkout's buttons (their own tests, and e2e/addresses.spec.ts)
    open: async (view) => view.sendFromOutside(),
    close: async (view) => view.user.click(within(modal()!).getByRole('button', { name: 'Close' })),
    choose: async (view) => {
      expect(view.event.address).toEqual(SAVED_ADDRESS)
      await view.user.click(within(modal()!).getByRole('button', { name: 'Select' }))
    },
  },
})
