// @vitest-environment jsdom
/**
 * The renewals machine's generated paths, driven through My Package's renewals as a customer meets
 * them: each subscription with its state, next payment or end, and masked method; Turn off
 * auto-renew and its confirmation (saying until when the package stays), Turn on auto-renew, the
 * status line after a change, the failures and their retry; Change payment method and Update
 * payment, each a dialog with the customer's active methods as a labelled radio group (the current
 * one marked), a link to Payment methods where there is no other, saving or paying busy, what the
 * charge came to (the receipt when paid), closed by Escape or Cancel.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  SavedMethod,
  Subscription,
  subscriptionsMachine,
} from '../../../machines/subscriptions/subscriptions.machine'
import { subscriptionsPathModel } from '../../../machines/subscriptions/subscriptions.paths'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { RenewalsView } from './RenewalsView'

type View = ViewContext<typeof subscriptionsMachine>

const context = (view: View) => view.snapshot.context

/** The path model's instants are 03:00 UTC of a December 2026 or January 2027 day: 10:00 WIB the same day. */
const day = (view: View, iso: string | null) =>
  iso
    ? `${Number(iso.slice(8, 10))} ${iso.slice(5, 7) === '12' ? view.tr('December', 'Desember') : view.tr('January', 'Januari')} ${iso.slice(0, 4)}`
    : '-'

const offButton = (view: View, row: Subscription) =>
  screen.queryByRole('button', {
    name: view.tr(`Turn off auto-renew for ${row.name}`, `Matikan perpanjangan otomatis ${row.name}`),
  })
const onButton = (view: View, row: Subscription) =>
  screen.queryByRole('button', {
    name: view.tr(`Turn on auto-renew for ${row.name}`, `Nyalakan perpanjangan otomatis ${row.name}`),
  })
const dialog = () => screen.queryByRole('dialog')
const payButton = (view: View, row: Subscription) =>
  screen.queryByRole('button', {
    name: view.tr(`Update payment for ${row.name}`, `Perbarui pembayaran ${row.name}`),
  })
const methodButton = (view: View, row: Subscription) =>
  screen.queryByRole('button', {
    name: view.tr(`Change payment method for ${row.name}`, `Ganti metode pembayaran ${row.name}`),
  })
const rupiah = (amount: number) => `Rp. ${amount.toLocaleString('de-DE')}`

/** A method as its radio or its line names it. */
const methodName = (view: View, method: Subscription['method']) =>
  !method
    ? view.tr('No payment method', 'Belum ada metode pembayaran')
    : method.kind === 'gopay'
      ? `GoPay ${method.phone}`
      : view.tr(
          `${method.brand === 'visa' ? 'Visa' : 'Mastercard'} •••• ${method.last4}, expires ${method.expiry}`,
          `${method.brand === 'visa' ? 'Visa' : 'Mastercard'} •••• ${method.last4}, berlaku sampai ${method.expiry}`,
        )

/** What each subscription's card says, in the run's language. */
function expectedLines(view: View, row: Subscription): string[] {
  const amount = `Rp. ${row.amount.toLocaleString('de-DE')}`
  const badge = {
    active: view.tr('Auto-renew on', 'Perpanjangan otomatis menyala'),
    cancelling: view.tr('Auto-renew off', 'Perpanjangan otomatis mati'),
    past_due: view.tr('Payment failed', 'Pembayaran gagal'),
    ended: view.tr('Ended', 'Berakhir'),
  }[row.state]
  const method = methodName(view, row.method)
  const when = {
    active: [
      view.tr(
        `Next payment ${amount} on ${day(view, row.next_charge_at)}`,
        `Pembayaran berikutnya ${amount} pada ${day(view, row.next_charge_at)}`,
      ),
    ],
    cancelling: [
      view.tr(`Active until ${day(view, row.period_end)}`, `Aktif sampai ${day(view, row.period_end)}`),
    ],
    ended: [view.tr(`Ended on ${day(view, row.period_end)}`, `Berakhir pada ${day(view, row.period_end)}`)],
    past_due: [
      row.failure === 'no_method'
        ? view.tr(
            'There is no payment method to renew with.',
            'Belum ada metode pembayaran untuk perpanjangan.',
          )
        : row.failure === 'unavailable'
          ? view.tr(
              'The renewal payment could not be made.',
              'Pembayaran perpanjangan tidak dapat dilakukan.',
            )
          : view.tr('The renewal payment was declined.', 'Pembayaran perpanjangan ditolak.'),
      row.next_charge_at
        ? view.tr(
            `We will try to charge ${amount} again on ${day(view, row.next_charge_at)}. Your package stays active until ${day(view, row.grace_until)}.`,
            `Kami akan mencoba menagih ${amount} lagi pada ${day(view, row.next_charge_at)}. Paketmu tetap aktif sampai ${day(view, row.grace_until)}.`,
          )
        : view.tr(
            `No more tries are left. Your package stays active until ${day(view, row.grace_until)}, then ends.`,
            `Tidak ada percobaan lagi. Paketmu tetap aktif sampai ${day(view, row.grace_until)}, lalu berakhir.`,
          ),
    ],
  }[row.state]
  return [row.name, badge, `Box ${row.sn}`, ...when, method]
}

/** Every subscription of the context, in order, with its words and the one action it offers. */
function expectList(view: View) {
  const { subscriptions, error, changed } = context(view)
  if (subscriptions.length === 0) {
    expect(screen.queryByRole('list')).toBeNull()
    expect(
      screen.getByText(
        view.tr(
          'None of your packages renews automatically.',
          'Belum ada paketmu yang diperpanjang otomatis.',
        ),
      ),
    ).toBeVisible()
  } else {
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(subscriptions.length)
    subscriptions.forEach((row, i) => {
      const item = within(items[i]!)
      for (const line of expectedLines(view, row)) expect(item.getByText(line)).toBeVisible()
      // the one change its state offers; while a change runs, the others wait
      const busy = view.snapshot.hasTag('loading')
      const inDialog = view.snapshot.hasTag('step:method') || view.snapshot.hasTag('step:pay')
      const off = offButton(view, row)
      const on = onButton(view, row)
      const enabledUnlessBusy = (button: HTMLElement | null) => {
        if (busy) expect(button).toBeDisabled()
        else expect(button).toBeEnabled()
      }
      if (row.state === 'active') enabledUnlessBusy(off)
      else expect(off).toBeNull()
      if (row.state === 'cancelling' && row.method) {
        if (!busy) expect(on).toBeEnabled()
        else if (!inDialog && context(view).target === row.id) expect(on).toHaveAttribute('data-loading')
        else expect(on).toBeDisabled()
      } else expect(on).toBeNull()
      // a failed renewal can be paid now; a live one's method changed
      if (row.state === 'past_due') enabledUnlessBusy(payButton(view, row))
      else expect(payButton(view, row)).toBeNull()
      if (row.state !== 'ended') enabledUnlessBusy(methodButton(view, row))
      else expect(methodButton(view, row)).toBeNull()
      // the saved token never reaches the page; nor does anything but the masked method
      expect(items[i]!.textContent).not.toMatch(/\d{6,}/)
    })
  }
  const status = screen.getByRole('status')
  const row = subscriptions.find((s) => s.id === changed?.id)
  if (changed && row)
    expect(status).toHaveTextContent(
      {
        on: view.tr(
          `Auto-renew is on: ${row.name} renews on ${day(view, row.period_end)}.`,
          `Perpanjangan otomatis menyala: ${row.name} diperpanjang pada ${day(view, row.period_end)}.`,
        ),
        off: view.tr(
          `Auto-renew is off: ${row.name} stays active until ${day(view, row.period_end)}.`,
          `Perpanjangan otomatis mati: ${row.name} tetap aktif sampai ${day(view, row.period_end)}.`,
        ),
        method: view.tr(
          `${row.name} now renews with ${methodName(view, row.method)}.`,
          `${row.name} sekarang diperpanjang dengan ${methodName(view, row.method)}.`,
        ),
        paid: view.tr(
          `${row.name} is paid and active again: next payment on ${day(view, row.next_charge_at)}.`,
          `${row.name} sudah dibayar dan aktif lagi: pembayaran berikutnya pada ${day(view, row.next_charge_at)}.`,
        ),
      }[changed.kind],
    )
  else expect(status).toHaveTextContent('')
  const alerts = screen
    .queryAllByRole('alert')
    .filter((alert) => !alert.closest('[role="dialog"]'))
    .map((alert) => alert.textContent)
  expect(alerts).toEqual(
    error === 'changeFailed'
      ? [
          view.tr(
            'Auto-renew could not be changed. Check your connection and try again.',
            'Perpanjangan otomatis tidak dapat diubah. Periksa koneksimu, lalu coba lagi.',
          ),
        ]
      : [],
  )
}

/** The confirmation over the list: until when the package stays, Cancel and Turn off (busy while turning off). */
async function expectConfirmation(view: View, turning: boolean) {
  expectList(view)
  const open = within(
    await screen.findByRole('dialog', {
      name: view.tr('Turn off auto-renew?', 'Matikan perpanjangan otomatis?'),
    }),
  )
  const target = context(view).subscriptions.find((s) => s.id === context(view).target)!
  expect(
    open.getByText(
      view.tr(
        `${target.name} stays active until ${day(view, target.period_end)} and is not charged again. You can turn auto-renew on again before then.`,
        `${target.name} tetap aktif sampai ${day(view, target.period_end)} dan tidak ditagih lagi. Kamu bisa menyalakan perpanjangan otomatis lagi sebelum tanggal itu.`,
      ),
    ),
  ).toBeVisible()
  const cancel = open.getByRole('button', { name: view.tr('Cancel', 'Batal') })
  const confirm = open.getByRole('button', { name: view.tr('Turn off', 'Matikan') })
  if (turning) {
    expect(confirm).toHaveAttribute('data-loading')
    expect(cancel).toBeDisabled()
  } else {
    expect(cancel).toBeEnabled()
    // a confirmation without a field: its action has the focus when it opens
    await expect.poll(() => document.activeElement).toBe(confirm)
  }
}

const DIALOG_ERRORS = {
  saveFailed: [
    'The payment method could not be changed. Check your connection and try again.',
    'Metode pembayaran tidak dapat diganti. Periksa koneksimu, lalu coba lagi.',
  ],
  declined: ['The payment was declined. Choose another method.', 'Pembayaran ditolak. Pilih metode lain.'],
  unavailable: [
    'Payments cannot be made right now. Please try again later.',
    'Pembayaran sedang tidak dapat diproses. Silakan coba lagi nanti.',
  ],
  payFailed: [
    'The payment could not be sent. Check your connection and try again.',
    'Pembayaran tidak dapat dikirim. Periksa koneksimu, lalu coba lagi.',
  ],
} as const

/**
 * Change payment method or Update payment over the list: its subscription's sentence; the methods
 * being read, a read that failed with Try again, or the active methods as a labelled radio group
 * (the picked one checked, the current one marked, a pending one never offered), a link to Payment
 * methods where there is no other; the failure said; Cancel, and Save or Pay busy while it runs.
 */
async function expectMethodDialog(view: View, paying: boolean) {
  expectList(view)
  const { subscriptions, target, methods, picked, error } = context(view)
  const row = subscriptions.find((s) => s.id === target)!
  const amount = rupiah(row.amount)
  const open = within(
    await screen.findByRole('dialog', {
      name: paying
        ? view.tr('Update payment', 'Perbarui pembayaran')
        : view.tr('Change payment method', 'Ganti metode pembayaran'),
    }),
  )
  expect(
    open.getByText(
      paying
        ? view.tr(
            `Pay ${amount} for ${row.name} now to keep it active. It then renews with the method you choose.`,
            `Bayar ${amount} untuk ${row.name} sekarang agar tetap aktif. Setelah itu, perpanjangannya memakai metode yang kamu pilih.`,
          )
        : view.tr(
            `Choose the method ${row.name} renews with. Nothing is charged now.`,
            `Pilih metode untuk perpanjangan ${row.name}. Tidak ada yang ditagih sekarang.`,
          ),
    ),
  ).toBeVisible()
  const busy = view.snapshot.hasTag('loading')
  const cancel = open.getByRole('button', { name: view.tr('Cancel', 'Batal') })
  const action = open.queryByRole('button', {
    name: paying ? view.tr(`Pay ${amount} now`, `Bayar ${amount} sekarang`) : view.tr('Save', 'Simpan'),
  })
  if (view.snapshot.hasTag('error')) {
    expect(open.getByRole('alert')).toHaveTextContent(
      view.tr(
        'Your payment methods could not be loaded. Check your connection and try again.',
        'Metode pembayaranmu tidak dapat dimuat. Periksa koneksimu, lalu coba lagi.',
      ),
    )
    expect(open.getByRole('button', { name: view.tr('Try again', 'Coba lagi') })).toBeEnabled()
    expect(action).toBeNull()
    return
  }
  if (!view.snapshot.hasTag('step:choose')) {
    expect(open.getByText(view.tr('Loading', 'Memuat'))).toBeInTheDocument()
    expect(open.queryByRole('radiogroup')).toBeNull()
    expect(action).toBeNull()
    expect(cancel).toBeEnabled()
    return
  }
  const group = open.getByRole('radiogroup', {
    name: paying ? view.tr('Pay with', 'Bayar dengan') : view.tr('Payment method', 'Metode pembayaran'),
  })
  const radios = within(group).getAllByRole('radio')
  expect(radios).toHaveLength(methods.length)
  methods.forEach((saved: SavedMethod) => {
    expect(saved.status).toBe('active')
    const radio = within(group).getByRole('radio', { name: methodName(view, saved.method) })
    if (saved.id === picked) expect(radio).toBeChecked()
    else expect(radio).not.toBeChecked()
    if (busy) expect(radio).toBeDisabled()
  })
  const current = methods.find((m) => m.id === row.method_id)
  const mark = within(group).queryByText(
    paying && row.failure === 'declined'
      ? view.tr(
          'Current method, declined on the last try',
          'Metode saat ini, ditolak pada percobaan terakhir',
        )
      : view.tr('Current method', 'Metode saat ini'),
  )
  if (current) expect(mark).toBeVisible()
  else expect(mark).toBeNull()
  const link = open.queryByRole('link', {
    name: view.tr('Add one in Payment methods', 'Tambahkan di Metode pembayaran'),
  })
  if (methods.some((m) => m.id !== row.method_id)) expect(link).toBeNull()
  else expect(link).toHaveAttribute('href', '/account/payment-methods')
  const said = error && error in DIALOG_ERRORS ? DIALOG_ERRORS[error as keyof typeof DIALOG_ERRORS] : null
  expect(open.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(
    said ? [view.tr(said[0], said[1])] : [],
  )
  if (busy) {
    expect(action).toHaveAttribute('data-loading')
    expect(cancel).toBeDisabled()
  } else {
    expect(cancel).toBeEnabled()
    if (view.snapshot.can({ type: paying ? 'pay' : 'save' })) expect(action).toBeEnabled()
    else expect(action).toBeDisabled()
  }
}

/** Paid: what was paid, until when the package now renews, its receipt and Close; the sentence has the focus. */
async function expectPaid(view: View) {
  expectList(view)
  const { subscriptions, target, receipt } = context(view)
  const row = subscriptions.find((s) => s.id === target)!
  const open = within(
    await screen.findByRole('dialog', { name: view.tr('Payment made', 'Pembayaran berhasil') }),
  )
  const said = open.getByText(
    view.tr(
      `${rupiah(row.amount)} is paid. ${row.name} is active again and renews on ${day(view, row.next_charge_at)}.`,
      `${rupiah(row.amount)} sudah dibayar. ${row.name} aktif lagi dan diperpanjang pada ${day(view, row.next_charge_at)}.`,
    ),
  )
  await expect.poll(() => document.activeElement).toBe(said)
  expect(
    open.getByRole('link', { name: view.tr('See the receipt', 'Lihat bukti pembayaran') }),
  ).toHaveAttribute('href', `/account/transaction/${receipt}/receipt`)
  expect(open.getByRole('button', { name: view.tr('Close', 'Tutup') })).toBeEnabled()
}

describeViewPaths({
  flow: 'subscriptions',
  pathModel: subscriptionsPathModel,
  render: (actor) => <RenewalsView actor={actor} />,
  // a subscription offers only the change its state allows: no button, no event
  unreachable: (snapshot, event) => {
    const row = snapshot.context.subscriptions.find((s) => s.id === (event as { id?: number }).id)
    if (event.type === 'off.ask') return row?.state !== 'active'
    if (event.type === 'on.ask') return !(row?.state === 'cancelling' && row.method)
    if (event.type === 'method.ask') return row?.state === 'ended'
    if (event.type === 'pay.ask') return row?.state !== 'past_due'
    // only the active methods are offered
    if (event.type === 'method.pick')
      return !snapshot.context.methods.some((m) => m.id === (event as { id: number }).id)
    return false
  },
  states: {
    'subscriptions.loading': (view) => {
      expect(screen.getByText(view.tr('Loading', 'Memuat'))).toBeInTheDocument()
      expect(screen.queryByRole('list')).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
    },
    'subscriptions.failed': (view) => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        view.tr(
          'Your renewals could not be loaded. Check your connection and try again.',
          'Daftar perpanjangan tidak dapat dimuat. Periksa koneksimu, lalu coba lagi.',
        ),
      )
      expect(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') })).toBeEnabled()
      expect(screen.queryByRole('list')).toBeNull()
    },
    'subscriptions.list': async (view) => {
      expectList(view)
      await expect.poll(() => dialog()).toBeNull()
      // after a change its button is gone or renamed: the list's heading takes the focus
      if (context(view).changed)
        await expect
          .poll(() => document.activeElement)
          .toBe(screen.getByRole('heading', { name: view.tr('Renewals', 'Perpanjangan') }))
    },
    'subscriptions.confirmingOff': (view) => expectConfirmation(view, false),
    'subscriptions.turningOff': (view) => expectConfirmation(view, true),
    'subscriptions.turningOn': (view) => {
      expectList(view)
      expect(dialog()).toBeNull()
    },
    'subscriptions.changingMethod.loadingMethods': (view) => expectMethodDialog(view, false),
    'subscriptions.changingMethod.methodsFailed': (view) => expectMethodDialog(view, false),
    'subscriptions.changingMethod.choosing': (view) => expectMethodDialog(view, false),
    'subscriptions.changingMethod.saving': (view) => expectMethodDialog(view, false),
    'subscriptions.updatingPayment.loadingMethods': (view) => expectMethodDialog(view, true),
    'subscriptions.updatingPayment.methodsFailed': (view) => expectMethodDialog(view, true),
    'subscriptions.updatingPayment.choosing': (view) => expectMethodDialog(view, true),
    'subscriptions.updatingPayment.paying': (view) => expectMethodDialog(view, true),
    'subscriptions.updatingPayment.paid': (view) => expectPaid(view),
  },
  events: {
    retry: async (view) => {
      await view.user.click(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') }))
    },
    'method.ask': async (view) => {
      const row = context(view).subscriptions.find((s) => s.id === view.event.id)!
      await view.user.click(methodButton(view, row)!)
    },
    'pay.ask': async (view) => {
      const row = context(view).subscriptions.find((s) => s.id === view.event.id)!
      await view.user.click(payButton(view, row)!)
    },
    'method.pick': async (view) => {
      const saved = context(view).methods.find((m) => m.id === view.event.id)!
      await view.user.click(screen.getByRole('radio', { name: methodName(view, saved.method) }))
    },
    save: async (view) => {
      await view.user.click(screen.getByRole('button', { name: view.tr('Save', 'Simpan') }))
    },
    pay: async (view) => {
      const row = context(view).subscriptions.find((s) => s.id === context(view).target)!
      const amount = rupiah(row.amount)
      await view.user.click(
        screen.getByRole('button', { name: view.tr(`Pay ${amount} now`, `Bayar ${amount} sekarang`) }),
      )
    },
    'off.ask': async (view) => {
      const row = context(view).subscriptions.find((s) => s.id === view.event.id)!
      await view.user.click(offButton(view, row)!)
    },
    'on.ask': async (view) => {
      const row = context(view).subscriptions.find((s) => s.id === view.event.id)!
      await view.user.click(onButton(view, row)!)
    },
    confirm: async (view) => {
      await view.user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: view.tr('Turn off', 'Matikan') }),
      )
    },
    // the paid dialog closes with Close, Change payment method with Escape, the others with Cancel
    cancel: async (view) => {
      const open = within(screen.getByRole('dialog'))
      if (view.snapshot.hasTag('step:paid'))
        await view.user.click(open.getByRole('button', { name: view.tr('Close', 'Tutup') }))
      else if (view.snapshot.hasTag('step:method')) await view.user.keyboard('{Escape}')
      else await view.user.click(open.getByRole('button', { name: view.tr('Cancel', 'Batal') }))
    },
  },
})
