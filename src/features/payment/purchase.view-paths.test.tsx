// @vitest-environment jsdom
/**
 * The purchase machine's generated paths, driven through the steps of /purchase (PurchaseView, the
 * part of PurchaseFlow that shows the actor) as a person uses them: the lookup form, the add-on,
 * package and duration choices, the order summary and the created order.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { purchasePathModel } from '../../../machines/purchase/purchase.paths'
import type {
  PurchaseErrorCode,
  purchaseMachine,
  PurchasePackage,
} from '../../../machines/purchase/purchase.machine'
import { formatRupiah } from '../../lib/format'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { PurchaseView } from './PurchaseFlow'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof purchaseMachine>

const contextOf = (view: View) => view.snapshot.context
const button = (view: View, en: string, id: string) => screen.getByRole('button', { name: view.tr(en, id) })
const queryField = (view: View) =>
  screen.getByLabelText(
    new RegExp(
      view.tr('Serial Number / Customer ID / Phone Number', 'Nomor Seri / ID Pelanggan / Nomor Ponsel'),
    ),
  )
const group = (view: View, en: string, id: string) =>
  screen.getByRole('radiogroup', { name: new RegExp(`^${view.tr(en, id)}`) })

const durationLabel = (view: View, p: PurchasePackage) =>
  view.tr(
    `${p.durationDays} days — ${formatRupiah(p.price)}`,
    `${p.durationDays} hari — ${formatRupiah(p.price)}`,
  )

const ERRORS: Record<PurchaseErrorCode, [string, string]> = {
  notFound: [
    'This Serial Number/Customer ID/Phone Number is unavailable.',
    'Nomor seri, ID pelanggan, atau nomor ponsel ini tidak ditemukan.',
  ],
  lookupFailed: [
    'We could not look up your box. Please try again.',
    'Gagal mencari box kamu. Silakan coba lagi.',
  ],
  packagesFailed: [
    'We could not load the add-ons. Please try again.',
    'Add-on tidak dapat dimuat. Silakan coba lagi.',
  ],
  tooMany: [
    'Too many lookups from your connection. Please try again in a few minutes.',
    'Terlalu banyak pencarian dari koneksimu. Coba lagi dalam beberapa menit.',
  ],
  lookupExpired: [
    'This lookup has expired. Find the box again to buy for it.',
    'Hasil pencarian ini sudah kedaluwarsa. Cari lagi box-nya untuk melanjutkan pembelian.',
  ],
  checkoutFailed: [
    'We could not create your order. Please try again.',
    'Pesananmu gagal dibuat. Silakan coba lagi.',
  ],
}

/** The alerts show the context's error code in the run's language, or nothing. */
function expectError(view: View) {
  const { error } = contextOf(view)
  const shown = screen.queryAllByRole('alert').map((alert) => alert.textContent)
  expect(shown).toEqual(error ? [view.tr(...ERRORS[error])] : [])
}

function expectLookup(view: View, busy: boolean) {
  expect(queryField(view)).toHaveValue(contextOf(view).query)
  const find = button(view, 'Find the box', 'Cari box')
  if (busy) expect(find).toHaveAttribute('data-loading')
  else expect(find).not.toHaveAttribute('data-loading')
  expect(screen.queryByRole('button', { name: view.tr('See summary', 'Lihat ringkasan') })).toBeNull()
}

/** The box as the buyer may know it: their own by its serial number, anyone else's by its owner masked. */
const boxName = (view: View) => {
  const { ownSn, name, phone } = contextOf(view).device!
  if (ownSn !== null) return view.tr(`Your box ${ownSn} · ${name}`, `Box kamu ${ownSn} · ${name}`)
  return phone
    ? view.tr(`The box of ${name} · ${phone}`, `Box milik ${name} · ${phone}`)
    : view.tr(`The box of ${name}`, `Box milik ${name}`)
}

/** The looked-up box above the choices, and the two step buttons under them. */
function expectChooseFrame(view: View) {
  expect(screen.getByTestId('purchase-device')).toHaveTextContent(boxName(view))
  // a visitor's lookup never says the box's serial number or customer ID
  if (contextOf(view).device!.ownSn === null)
    expect(screen.getByTestId('purchase-device')).not.toHaveTextContent(/VPTV|3010000001/)
  expect(button(view, 'Change box', 'Ganti box')).toBeEnabled()
  const summary = button(view, 'See summary', 'Lihat ringkasan')
  if (contextOf(view).packageId !== null && view.snapshot.matches('choose')) expect(summary).toBeEnabled()
  else expect(summary).toBeDisabled()
}

function expectChoices(view: View) {
  const { productType, packageName, packageId, packages } = contextOf(view)
  const addOn = within(group(view, 'Add-on', 'Add-on'))
  expect(addOn.getByRole('radio', { name: view.tr('Premium channels', 'Saluran premium') })).toHaveProperty(
    'checked',
    productType === 3,
  )
  expect(
    addOn.getByRole('radio', { name: view.tr('Video streaming voucher', 'Voucher streaming video') }),
  ).toHaveProperty('checked', productType === 8)
  const packageGroup = screen.queryByRole('radiogroup', {
    name: new RegExp(`^${view.tr('Package', 'Paket')}`),
  })
  if (productType === null) expect(packageGroup).toBeNull()
  else {
    // The model's catalogue is one package in two durations: named once, from its lowest price.
    const from = formatRupiah(Math.min(...packages.map((p) => p.price)))
    const option = within(packageGroup!).getByRole('radio', {
      name: view.tr(`Premium Sports — from ${from}`, `Premium Sports — mulai ${from}`),
    })
    expect(option).toHaveProperty('checked', packageName === 'Premium Sports')
  }
  const durationGroup = screen.queryByRole('radiogroup', {
    name: new RegExp(`^${view.tr('Duration', 'Durasi')}`),
  })
  if (packageName === null) expect(durationGroup).toBeNull()
  else {
    const durations = within(durationGroup!)
    expect(durations.getAllByRole('radio')).toHaveLength(packages.length)
    for (const p of packages)
      expect(durations.getByRole('radio', { name: durationLabel(view, p) })).toHaveProperty(
        'checked',
        p.id === packageId,
      )
  }
}

function expectSummary(view: View, busy: boolean) {
  const { packages, packageId } = contextOf(view)
  const chosen = packages.find((p) => p.id === packageId)!
  expect(screen.getByRole('heading', { name: view.tr('Order summary', 'Ringkasan pesanan') })).toBeVisible()
  const rows = [...screen.getByTestId('purchase-order-summary').children].map((cell) => cell.textContent)
  expect(rows).toEqual([
    view.tr('Box', 'Box'),
    boxName(view),
    view.tr('Package', 'Paket'),
    'Premium Sports',
    view.tr('Duration', 'Durasi'),
    view.tr(`${chosen.durationDays} days`, `${chosen.durationDays} hari`),
    'Total',
    formatRupiah(chosen.price),
  ])
  expect(
    screen.getByText(
      view.tr('Prices exclude VAT and admin fee.', 'Harga belum termasuk PPN dan biaya admin.'),
    ),
  ).toBeVisible()
  const pay = button(view, 'Pay now', 'Bayar sekarang')
  const back = button(view, 'Back', 'Kembali')
  if (busy) {
    expect(pay).toHaveAttribute('data-loading')
    expect(back).toBeDisabled()
  } else {
    expect(pay).not.toHaveAttribute('data-loading')
    expect(back).toBeEnabled()
  }
  expectError(view)
}

describeViewPaths({
  flow: 'purchase',
  pathModel: purchasePathModel,
  render: (actor) => <PurchaseView actor={actor} />,
  states: {
    'purchase.lookup': (view) => {
      expectLookup(view, false)
      expectError(view)
    },
    'purchase.lookingUp': (view) => {
      expectLookup(view, true)
      expectError(view)
    },
    'purchase.loadingPackages': (view) => {
      expectChooseFrame(view)
      // the skeleton says Loading as screen-reader text inside a busy region (no aria-label: ARIA forbids it there)
      expect(screen.getByText(view.tr('Loading', 'Memuat')).closest('[aria-busy="true"]')).not.toBeNull()
      expect(screen.queryByRole('radiogroup')).toBeNull()
      expectError(view)
    },
    'purchase.packagesFailed': (view) => {
      expectChooseFrame(view)
      expectError(view)
      expect(button(view, 'Try again', 'Coba lagi')).toBeEnabled()
      expect(screen.queryByRole('radiogroup')).toBeNull()
    },
    'purchase.choose': (view) => {
      expectChooseFrame(view)
      expectChoices(view)
      expectError(view)
    },
    'purchase.summary': (view) => expectSummary(view, false),
    'purchase.checkingOut': (view) => expectSummary(view, true),
    'purchase.ordered': (view) => {
      const order = contextOf(view).order!
      expect(
        screen.getByText(
          view.tr(
            `Order ${order.orderId} is created. Complete the payment in the payment window; its result shows here.`,
            `Pesanan ${order.orderId} sudah dibuat. Selesaikan pembayaran di jendela pembayaran. Hasilnya akan tampil di sini.`,
          ),
        ),
      ).toBeVisible()
      expect(button(view, 'Buy another add-on', 'Beli add-on lain')).toBeEnabled()
      expect(button(view, 'Open the payment window again', 'Buka lagi jendela pembayaran')).toBeEnabled()
    },
  },
  // A checked radio cannot be chosen again (picking it sends nothing), and the packages show only once
  // a type is chosen, the durations once a package is: the machine itself accepts them in any order.
  unreachable: (snapshot, event) => {
    const context = snapshot.context
    const { productType, name, packageId } = event as {
      productType?: number
      name?: string
      packageId?: number
    }
    if (event.type === 'type.select') return context.productType === productType
    if (event.type === 'package.select') return context.productType === null || context.packageName === name
    if (event.type === 'duration.select')
      return context.packageName === null || context.packageId === packageId
    return false
  },
  events: {
    'query.change': async (view) => {
      await view.user.clear(queryField(view))
      await view.user.type(queryField(view), view.event.query)
    },
    'lookup.submit': async (view) => view.user.click(button(view, 'Find the box', 'Cari box')),
    'type.select': async (view) => {
      const label =
        view.event.productType === 3
          ? ['Premium channels', 'Saluran premium']
          : ['Video streaming voucher', 'Voucher streaming video']
      await view.user.click(screen.getByRole('radio', { name: view.tr(label[0]!, label[1]!) }))
    },
    'package.select': async (view) => {
      const name = view.event.name
      await view.user.click(
        within(group(view, 'Package', 'Paket')).getByRole('radio', { name: new RegExp(`^${name} — `) }),
      )
    },
    'duration.select': async (view) => {
      const chosen = contextOf(view).packages.find((p) => p.id === view.event.packageId)!
      await view.user.click(
        within(group(view, 'Duration', 'Durasi')).getByRole('radio', {
          name: durationLabel(view, chosen),
        }),
      )
    },
    'summary.open': async (view) => view.user.click(button(view, 'See summary', 'Lihat ringkasan')),
    pay: async (view) => {
      if (view.snapshot.matches('ordered'))
        await view.user.click(button(view, 'Open the payment window again', 'Buka lagi jendela pembayaran'))
      else await view.user.click(button(view, 'Pay now', 'Bayar sekarang'))
    },
    back: async (view) => {
      if (view.snapshot.matches('summary')) await view.user.click(button(view, 'Back', 'Kembali'))
      else await view.user.click(button(view, 'Change box', 'Ganti box'))
    },
    retry: async (view) => view.user.click(button(view, 'Try again', 'Coba lagi')),
    restart: async (view) => view.user.click(button(view, 'Buy another add-on', 'Beli add-on lain')),
  },
})
