// @vitest-environment jsdom
/**
 * The address-cascade machine's generated paths, driven through the shell's address list modal
 * (its frame, list and add-address form) as a person uses it: the list with Select, the add form
 * with its four region dropdowns, the postal code, Save and every failure with its Try again.
 */
import { screen, within } from '@testing-library/react'
import { useCallback, useState } from 'react'
import { beforeAll, expect } from 'vitest'
import type { EventFrom } from 'xstate'
import {
  isSaving,
  LEVELS,
  levelStatus,
  type AddressCascadeActorRef,
  type AddressFields,
  type Level,
} from '../../../machines/address-cascade/address-cascade.machine'
import { addressCascadePathModel } from '../../../machines/address-cascade/address-cascade.paths'
import type { Address } from '../../../contract/go'
import type { addressCascadeMachine } from '../../../machines/address-cascade/address-cascade.machine'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { AddressModalFrame, AddressSteps } from './AddressListModal'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof addressCascadeMachine>

const chosenAddresses: Address[] = []

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls the active option into view
  Element.prototype.scrollIntoView ??= () => undefined
})

/** The shell's host: the modal stays open until an address is chosen (or the person closes it). */
function Host({ actor }: { actor: AddressCascadeActorRef }) {
  const [opened, setOpened] = useState(true)
  const close = useCallback(() => setOpened(false), [])
  const chooseAddress = useCallback((address: Address) => {
    chosenAddresses.push(address)
    setOpened(false)
  }, [])
  return (
    <AddressModalFrame opened={opened} onClose={close}>
      <AddressSteps actor={actor} onChoose={chooseAddress} />
    </AddressModalFrame>
  )
}

const LABELS: Record<Level, [string, string]> = {
  province: ['Province', 'Provinsi'],
  city: ['City', 'Kota/Kabupaten'],
  district: ['District', 'Kecamatan'],
  subdistrict: ['Subdistrict', 'Kelurahan/Desa'],
}

const FAILED: Record<Level | 'postalCode', [string, string]> = {
  province: ['The provinces could not be loaded.', 'Daftar provinsi tidak dapat dimuat.'],
  city: ['The cities could not be loaded.', 'Daftar kota/kabupaten tidak dapat dimuat.'],
  district: ['The districts could not be loaded.', 'Daftar kecamatan tidak dapat dimuat.'],
  subdistrict: ['The subdistricts could not be loaded.', 'Daftar kelurahan/desa tidak dapat dimuat.'],
  postalCode: ['The postal code could not be loaded.', 'Kode pos tidak dapat dimuat.'],
}

const modal = (view: View) =>
  within(screen.getByRole('dialog', { name: view.tr('Add address', 'Tambah alamat') }))
const context = (view: View) => view.snapshot.context
const button = (view: View, en: string, id: string) =>
  modal(view).getByRole('button', { name: view.tr(en, id) })
const tryAgain = (view: View) => button(view, 'Try again', 'Coba lagi')
const dropdown = (view: View, level: Level) =>
  modal(view).getByRole('combobox', { name: view.tr(...LABELS[level]) })
const textField = (view: View, en: string, id: string) =>
  modal(view).getByRole<HTMLInputElement>('textbox', { name: (name) => name.startsWith(view.tr(en, id)) })

/** Every step of the list shows its Add Address button and no form. */
function expectListStep(view: View) {
  expect(button(view, 'Add Address', 'Tambah Alamat')).toBeEnabled()
  expect(modal(view).queryByRole('combobox')).toBeNull()
}

function expectListAlerts(view: View, texts: string[]) {
  expect(
    modal(view)
      .queryAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual(texts)
}

/** The form: its fields, each dropdown as its level stands, the postal code, messages and Save. */
function expectForm(view: View) {
  const { chosen, postalCode, pending, error, serverMessage } = context(view)
  const snapshot = view.snapshot
  expect(button(view, 'Back to addresses', 'Kembali ke daftar alamat')).toBeEnabled()
  expect(textField(view, 'Recipient name', 'Nama penerima')).toBeVisible()
  expect(textField(view, 'Phone number', 'Nomor ponsel')).toBeVisible()
  for (const level of LEVELS) {
    const field = dropdown(view, level)
    const status = levelStatus(snapshot, level)
    if (status === 'ready') expect(field).toBeEnabled()
    else expect(field).toBeDisabled()
    expect(field).toHaveAttribute('aria-busy', String(status === 'loading'))
    expect(field).toHaveAttribute(
      'placeholder',
      status === 'loading' ? view.tr('Loading…', 'Memuat…') : view.tr('Choose', 'Pilih'),
    )
    expect(field).toHaveValue(chosen[level]?.name ?? '')
  }
  const postal = textField(view, 'Postal code', 'Kode pos')
  expect(postal).toHaveAttribute('readonly')
  const postalLoading = pending === 'postalCode' && view.snapshot.matches({ form: 'loadingPostalCode' })
  expect(postal).toHaveValue(postalLoading ? view.tr('Loading…', 'Memuat…') : postalCode)

  const alerts = modal(view).queryAllByRole('alert')
  if (view.snapshot.hasTag('error')) {
    const failed = FAILED[pending as Level | 'postalCode']
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toHaveTextContent(view.tr(...failed))
    expect(within(alerts[0]!).getByRole('button', { name: view.tr('Try again', 'Coba lagi') })).toBeEnabled()
  } else if (error === 'saveFailed') {
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      // the path model's words ('Only Alphabets') are not the service's: never shown as they are
      view.tr('The address could not be saved.', 'Alamat tidak dapat disimpan.') +
        (serverMessage === 'Subdistrict not found in this district'
          ? view.tr(
              'This village is not in the chosen district.',
              'Kelurahan/desa ini tidak ada di kecamatan yang dipilih.',
            )
          : ''),
    ])
  } else expect(alerts).toEqual([])

  const save = button(view, 'Save', 'Simpan')
  const complete = LEVELS.every((level) => chosen[level] !== null) && postalCode !== ''
  const filled = textField(view, 'Recipient name', 'Nama penerima').value !== ''
  if (isSaving(view.snapshot)) expect(save).toHaveAttribute('data-loading')
  else {
    expect(save).not.toHaveAttribute('data-loading')
    if (view.snapshot.matches({ form: 'idle' }) && complete && filled) expect(save).toBeEnabled()
    else expect(save).toBeDisabled()
  }
}

/** Types a field's value, as a person does: a field that already holds it is left alone. */
async function typeInto(view: View, field: HTMLInputElement, value: string) {
  if (field.value === value) return
  await view.user.clear(field)
  if (value !== '') await view.user.type(field, value)
}

async function fillFields(view: View, fields: AddressFields) {
  await typeInto(view, textField(view, 'Recipient name', 'Nama penerima'), fields.recipient_name)
  await typeInto(view, textField(view, 'Phone number', 'Nomor ponsel'), fields.phone_number)
  await typeInto(view, textField(view, 'Address detail', 'Detail alamat'), fields.address_details)
  await typeInto(view, textField(view, 'RT (optional)', 'RT (opsional)'), fields.rt)
  await typeInto(view, textField(view, 'RW (optional)', 'RW (opsional)'), fields.rw)
}

/** The text fields the path model saves. */
const SAVED_FIELDS = addressCascadePathModel.events.find((event) => event.type === 'save')
  ?.fields as AddressFields

/** Opens a dropdown and clicks the option the event names. */
/** A step that picks a region: its event names the option. */
type SelectView = ViewContext<
  typeof addressCascadeMachine,
  Extract<EventFrom<typeof addressCascadeMachine>, { type: `${Level}.select` }>
>

async function choose(view: SelectView, level: Level) {
  const id = view.event.id
  const option = context(view).options[level].find((candidate) => candidate.id === id)!
  // The person types the text fields before the region, so the steps between show a valid form
  // whose Save still waits for the cascade.
  if (level === 'province') await fillFields(view, SAVED_FIELDS)
  await view.user.click(dropdown(view, level))
  await view.user.click(screen.getByRole('option', { name: option.name }))
}

describeViewPaths({
  flow: 'address-cascade',
  pathModel: addressCascadePathModel,
  render: (actor) => <Host actor={actor} />,
  states: {
    'addressCascade.list.loading': (view) => {
      expectListStep(view)
      expect(screen.getByTestId('address-skeletons')).toHaveAttribute('aria-busy', 'true')
      expect(modal(view).queryByRole('button', { name: view.tr('Select', 'Pilih') })).toBeNull()
      expectListAlerts(view, [])
    },
    'addressCascade.list.ready': (view) => {
      expectListStep(view)
      expect(screen.queryByTestId('address-skeletons')).toBeNull()
      expectListAlerts(view, [])
      const { addresses } = context(view)
      const selects = modal(view).queryAllByRole('button', { name: view.tr('Select', 'Pilih') })
      expect(selects).toHaveLength(addresses.length)
      // Each Select is described by its card: the person hears whose address it picks.
      for (const [index, address] of addresses.entries()) {
        expect(selects[index]).toHaveAccessibleDescription(new RegExp(`^${address.recipient_name}`))
        expect(selects[index]).toHaveAccessibleDescription(
          new RegExp(`${address.subdistrict}, ${address.district}`),
        )
      }
      if (addresses.length === 0)
        expect(
          modal(view).getByText(
            view.tr(
              'No saved address yet. Add one to have your order delivered.',
              'Belum ada alamat tersimpan. Tambahkan alamat agar pesananmu bisa dikirim.',
            ),
          ),
        ).toBeVisible()
    },
    'addressCascade.list.failed': (view) => {
      expectListStep(view)
      expectListAlerts(view, [
        view.tr('Your addresses could not be loaded.Try again', 'Alamatmu tidak dapat dimuat.Coba lagi'),
      ])
      expect(tryAgain(view)).toBeEnabled()
    },
    'addressCascade.form.loading': (view) => expectForm(view),
    'addressCascade.form.loadingPostalCode': (view) => expectForm(view),
    'addressCascade.form.failed': (view) => expectForm(view),
    'addressCascade.form.idle': (view) => expectForm(view),
    'addressCascade.form.saving': (view) => expectForm(view),
    // The modal closed and the address went to whoever opened the picker (the checkout page).
    'addressCascade.chosen': (view) => {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(chosenAddresses.at(-1)).toEqual(context(view).addresses[0])
    },
  },
  // Mantine's Select ignores choosing the option already chosen: only another option sends an event.
  unreachable: (snapshot, event) =>
    event.type.endsWith('.select') &&
    event.type !== 'address.select' &&
    snapshot.context.chosen[event.type.slice(0, -'.select'.length) as Level]?.id ===
      (event as { id?: string }).id,
  events: {
    'list.retry': async (view) => view.user.click(tryAgain(view)),
    'address.select': async (view) => {
      const index = context(view).addresses.findIndex((address) => address.id === view.event.id)
      await view.user.click(modal(view).getAllByRole('button', { name: view.tr('Select', 'Pilih') })[index]!)
    },
    'form.open': async (view) => view.user.click(button(view, 'Add Address', 'Tambah Alamat')),
    'form.cancel': async (view) =>
      view.user.click(button(view, 'Back to addresses', 'Kembali ke daftar alamat')),
    'province.select': async (view) => choose(view, 'province'),
    'city.select': async (view) => choose(view, 'city'),
    'district.select': async (view) => choose(view, 'district'),
    'subdistrict.select': async (view) => choose(view, 'subdistrict'),
    retry: async (view) => view.user.click(tryAgain(view)),
    save: async (view) => {
      await fillFields(view, view.event.fields)
      await view.user.click(button(view, 'Save', 'Simpan'))
    },
  },
})
