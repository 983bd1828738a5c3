// @vitest-environment jsdom
/**
 * The renewals machine's generated paths, driven through My Package's renewals as a customer meets
 * them: each subscription with its state, next payment or end, and masked method; Turn off
 * auto-renew and its confirmation (saying until when the package stays), Turn on auto-renew, the
 * status line after a change, the failures and their retry.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  Subscription,
  subscriptionsMachine,
} from '../../../machines/subscriptions/subscriptions.machine'
import { subscriptionsPathModel } from '../../../machines/subscriptions/subscriptions.paths'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { RenewalsView } from './RenewalsView'

type View = ViewContext<typeof subscriptionsMachine>

const context = (view: View) => view.snapshot.context

/** The path model's instants are 03:00 UTC of a December day: 10:00 WIB the same day. */
const day = (view: View, iso: string | null) =>
  iso ? `${Number(iso.slice(8, 10))} ${view.tr('December', 'Desember')} 2026` : '-'

const offButton = (view: View, row: Subscription) =>
  screen.queryByRole('button', {
    name: view.tr(`Turn off auto-renew for ${row.name}`, `Matikan perpanjangan otomatis ${row.name}`),
  })
const onButton = (view: View, row: Subscription) =>
  screen.queryByRole('button', {
    name: view.tr(`Turn on auto-renew for ${row.name}`, `Nyalakan perpanjangan otomatis ${row.name}`),
  })
const dialog = () => screen.queryByRole('dialog')

/** What each subscription's card says, in the run's language. */
function expectedLines(view: View, row: Subscription): string[] {
  const amount = `Rp. ${row.amount.toLocaleString('de-DE')}`
  const badge = {
    active: view.tr('Auto-renew on', 'Perpanjangan otomatis menyala'),
    cancelling: view.tr('Auto-renew off', 'Perpanjangan otomatis mati'),
    past_due: view.tr('Payment failed', 'Pembayaran gagal'),
    ended: view.tr('Ended', 'Berakhir'),
  }[row.state]
  const method = !row.method
    ? view.tr('No payment method', 'Belum ada metode pembayaran')
    : row.method.kind === 'gopay'
      ? `GoPay ${row.method.phone}`
      : view.tr(
          `Visa •••• ${row.method.last4}, expires ${row.method.expiry}`,
          `Visa •••• ${row.method.last4}, berlaku sampai ${row.method.expiry}`,
        )
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
      const off = offButton(view, row)
      const on = onButton(view, row)
      if (row.state === 'active') {
        if (busy) expect(off).toBeDisabled()
        else expect(off).toBeEnabled()
      } else expect(off).toBeNull()
      if (row.state === 'cancelling' && row.method) {
        if (!busy) expect(on).toBeEnabled()
        else if (context(view).target === row.id) expect(on).toHaveAttribute('data-loading')
        else expect(on).toBeDisabled()
      } else expect(on).toBeNull()
      // the saved token never reaches the page; nor does anything but the masked method
      expect(items[i]!.textContent).not.toMatch(/\d{6,}/)
    })
  }
  const status = screen.getByRole('status')
  const row = subscriptions.find((s) => s.id === changed?.id)
  if (changed && row)
    expect(status).toHaveTextContent(
      changed.on
        ? view.tr(
            `Auto-renew is on: ${row.name} renews on ${day(view, row.period_end)}.`,
            `Perpanjangan otomatis menyala: ${row.name} diperpanjang pada ${day(view, row.period_end)}.`,
          )
        : view.tr(
            `Auto-renew is off: ${row.name} stays active until ${day(view, row.period_end)}.`,
            `Perpanjangan otomatis mati: ${row.name} tetap aktif sampai ${day(view, row.period_end)}.`,
          ),
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

describeViewPaths({
  flow: 'subscriptions',
  pathModel: subscriptionsPathModel,
  render: (actor) => <RenewalsView actor={actor} />,
  // a subscription offers only the change its state allows: no button, no event
  unreachable: (snapshot, event) => {
    const row = snapshot.context.subscriptions.find((s) => s.id === (event as { id?: number }).id)
    if (event.type === 'off.ask') return row?.state !== 'active'
    if (event.type === 'on.ask') return !(row?.state === 'cancelling' && row.method)
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
  },
  events: {
    retry: async (view) => {
      await view.user.click(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') }))
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
    cancel: async (view) => {
      await view.user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: view.tr('Cancel', 'Batal') }),
      )
    },
  },
})
