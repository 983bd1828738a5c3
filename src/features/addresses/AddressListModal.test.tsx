// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fromPromise } from 'xstate'
import {
  addressCascadeMachine,
  type LoadOptionsInput,
  type LoadPostalCodeInput,
} from '../../../machines/address-cascade/address-cascade.machine'
import type { Address, AddressCreate } from '../../../contract/go'
import {
  JAKARTA_GONDANGDIA,
  REGIONS,
  SAVED_ADDRESS,
} from '../../../machines/address-cascade/address-cascade.fixtures'
import type { RegionOption } from '../../../contract/region'
import { renderView } from '../../test/render'
import { AddressPicker } from './AddressListModal'

const SAVED = SAVED_ADDRESS

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls the active option into view
  Element.prototype.scrollIntoView ??= () => undefined
})

/** A promise the test settles: loads that stay pending show their loading state. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

function setup(options: { failCitiesOnce?: boolean; listGate?: Promise<void> } = {}) {
  const saved: AddressCreate[] = []
  const loads: LoadOptionsInput[] = []
  let cityFailures = options.failCitiesOnce ? 1 : 0
  const logic = addressCascadeMachine.provide({
    actors: {
      loadAddresses: fromPromise(async () => {
        await options.listGate
        return saved.length > 0 ? [{ ...SAVED, id: 2, recipient_name: 'Rina Wulandari' }, SAVED] : [SAVED]
      }),
      loadOptions: fromPromise<RegionOption[], LoadOptionsInput>(async ({ input }) => {
        loads.push(input)
        if (input.level === 'city' && cityFailures > 0) {
          cityFailures -= 1
          throw new Error('internal server error')
        }
        return REGIONS[`${input.level}:${input.parentId ?? ''}`] ?? []
      }),
      loadPostalCode: fromPromise<string, LoadPostalCodeInput>(async () => '10350'),
      saveAddress: fromPromise<Address, AddressCreate>(async ({ input }) => {
        saved.push(input)
        return SAVED
      }),
    },
  })
  const onChoose = vi.fn<(address: Address) => void>()
  renderView(<AddressPicker onChoose={onChoose} logic={logic} />)
  return { saved, loads, onChoose, user: userEvent.setup() }
}

/** Chooses an option of a searchable dropdown with the keyboard only: type, arrow down, Enter. */
async function chooseByKeyboard(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('combobox', { name: label })
  await waitFor(() => expect(input).toBeEnabled())
  input.focus()
  await user.keyboard('{Control>}a{/Control}{Backspace}')
  await user.keyboard(text)
  await user.keyboard('{ArrowDown}{Enter}')
  await waitFor(() => expect((input as HTMLInputElement).value).toContain(text))
}

describe('address list modal', () => {
  it('shows two skeleton rows while loading, then each address with Select', async () => {
    const list = gate()
    setup({ listGate: list.opened })
    expect(
      within(screen.getByTestId('address-skeletons')).getAllByText('', {
        selector: '.mantine-Skeleton-root',
      }),
    ).toHaveLength(2)
    list.open()
    expect(await screen.findByText('Demo Customer')).toBeInTheDocument()
    expect(screen.getByText(/Gondangdia, Menteng/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Select' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeInTheDocument()
  })

  it('hands the selected address to the shell (whose picker closes and tells the page)', async () => {
    const { onChoose, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Select' }))
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(SAVED)
  })

  it('keeps dependent dropdowns disabled until their parent is chosen', async () => {
    const { user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Add Address' }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Province' })).toBeEnabled())
    for (const name of ['City', 'District', 'Subdistrict'])
      expect(screen.getByRole('combobox', { name })).toBeDisabled()
    const postal = screen.getByRole('textbox', { name: /Postal code/ })
    expect(postal).toHaveAttribute('readonly')
    expect(postal).toHaveValue('')
  })

  it('walks the cascade by keyboard, fills in the postal code and resets the levels below a new choice', async () => {
    const { user, loads } = setup()
    await user.click(await screen.findByRole('button', { name: 'Add Address' }))
    await chooseByKeyboard(user, 'Province', 'DKI')
    await chooseByKeyboard(user, 'City', 'Jakarta')
    await chooseByKeyboard(user, 'District', 'Men')
    await chooseByKeyboard(user, 'Subdistrict', 'Gond')
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Postal code/ })).toHaveValue('10350'))
    // one load a level: an Enter is one choice
    expect(loads.map((load) => load.level)).toEqual(['province', 'city', 'district', 'subdistrict'])

    await chooseByKeyboard(user, 'Province', 'Jawa')
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'District' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Subdistrict' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: /Postal code/ })).toHaveValue('')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeEnabled())
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('')
  })

  it('takes Enter on the option the arrow reached when the dropdown opened behind queued key presses', async () => {
    const { user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Add Address' }))
    const province = screen.getByRole('combobox', { name: 'Province' })
    await waitFor(() => expect(province).toBeEnabled())
    // A busy phone runs a zero-delay timer after the input already queued: the dropdown's opening
    // work (set on focus) is held here until the arrow key has moved to an option.
    const held: Array<() => void> = []
    const later = window.setTimeout
    const timers = vi
      .spyOn(window, 'setTimeout')
      .mockImplementation(((run: () => void, ms?: number) =>
        ms ? later(run, ms) : held.push(run)) as typeof window.setTimeout)
    act(() => province.focus())
    fireEvent.change(province, { target: { value: 'Jawa' } })
    fireEvent.keyDown(province, { key: 'ArrowDown', code: 'ArrowDown' })
    timers.mockRestore()
    act(() => held.splice(0).forEach((run) => run()))
    fireEvent.keyDown(province, { key: 'Enter', code: 'Enter' })
    await waitFor(() => expect(province).toHaveValue('Jawa Barat'))
    expect(province).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeEnabled())
  })

  it('says a level failed to load and loads it again on retry', async () => {
    const { user } = setup({ failCitiesOnce: true })
    await user.click(await screen.findByRole('button', { name: 'Add Address' }))
    await chooseByKeyboard(user, 'Province', 'DKI')
    expect(await screen.findByText('The cities could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'City' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeEnabled())
    expect(screen.queryByText('The cities could not be loaded.')).not.toBeInTheDocument()
  })

  it('shows the spec messages and keeps Save disabled until the form and the cascade are valid', async () => {
    const { user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Add Address' }))
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()

    const name = screen.getByRole('textbox', { name: /Recipient name/ })
    await user.click(name)
    await user.tab()
    expect(screen.getByText('Field is required')).toBeInTheDocument()
    await user.type(name, 'Rina 2')
    await user.tab()
    expect(screen.getByText('Only Alphabets')).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'Rina Wulandari')

    const phone = screen.getByRole('textbox', { name: /Phone number/ })
    await user.type(phone, '0712345678')
    await user.tab()
    expect(screen.getByText('Start with 08, numbers only with 8 - 14 digits')).toBeInTheDocument()
    await user.clear(phone)
    await user.type(phone, '081298765432')

    const rt = screen.getByRole('textbox', { name: 'RT (optional)' })
    await user.type(rt, '1a')
    await user.tab()
    expect(screen.getByText('Numbers only')).toBeInTheDocument()
    await user.clear(rt)

    await user.type(screen.getByRole('textbox', { name: /Address detail/ }), 'Jl. Braga No. 8')
    expect(save).toBeDisabled() // the cascade is not filled yet

    await chooseByKeyboard(user, 'Province', 'DKI')
    await chooseByKeyboard(user, 'City', 'Jakarta')
    await chooseByKeyboard(user, 'District', 'Men')
    await chooseByKeyboard(user, 'Subdistrict', 'Gond')
    await waitFor(() => expect(save).toBeEnabled())
  })

  it('saves the address without empty RT and RW, closes the form and reloads the list', async () => {
    const { user, saved } = setup()
    await user.click(await screen.findByRole('button', { name: 'Add Address' }))
    await user.type(screen.getByRole('textbox', { name: /Recipient name/ }), 'Rina Wulandari')
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '081298765432')
    await user.type(screen.getByRole('textbox', { name: 'RW (optional)' }), '12')
    await user.type(screen.getByRole('textbox', { name: /Address detail/ }), 'Jl. Braga No. 8')
    await chooseByKeyboard(user, 'Province', 'DKI')
    await chooseByKeyboard(user, 'City', 'Jakarta')
    await chooseByKeyboard(user, 'District', 'Men')
    await chooseByKeyboard(user, 'Subdistrict', 'Gond')
    const save = screen.getByRole('button', { name: 'Save' })
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)

    expect(await screen.findByText('Rina Wulandari')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Select' })).toHaveLength(2)
    expect(saved).toEqual([
      {
        recipient_name: 'Rina Wulandari',
        phone_number: '081298765432',
        address_details: 'Jl. Braga No. 8',
        rt: '',
        rw: '12',
        ...JAKARTA_GONDANGDIA,
      },
    ])
  })
})
