// @vitest-environment jsdom
/**
 * The payment methods machine's generated paths, driven through the page's view as a customer
 * meets it: each method masked with the renewals it pays for and Unlink, a pending GoPay marked as
 * waiting for activation, the empty state with its two actions; Link GoPay's phone dialog, the
 * status line while the provider's page is open and after each change (the list's heading takes the
 * focus then), Unlink's confirmation with where the renewals go, the failures and their retry, and
 * the popup's own landing. What the provider's popup does (answers, closes, is blocked) comes from
 * outside the view.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  PaymentMethodsContext,
  paymentMethodsMachine,
  SavedMethod,
} from '../../../machines/payment-methods/payment-methods.machine'
import { paymentMethodsPathModel } from '../../../machines/payment-methods/payment-methods.paths'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { PaymentMethodsView } from './PaymentMethodsView'

type View = ViewContext<typeof paymentMethodsMachine>

const context = (view: View): PaymentMethodsContext => view.snapshot.context

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' }

/** A method as the page writes it, in the run's language. */
function label(view: View, method: SavedMethod): string {
  const m = method.method
  if (m.kind === 'gopay') return `GoPay ${m.phone}`
  const brand = BRANDS[m.brand]!
  return view.tr(
    `${brand} •••• ${m.last4}, expires ${m.expiry}`,
    `${brand} •••• ${m.last4}, berlaku sampai ${m.expiry}`,
  )
}

const unlinkButton = (view: View, method: SavedMethod) =>
  screen.queryByRole('button', {
    name: view.tr(`Unlink ${label(view, method)}`, `Hapus ${label(view, method)}`),
  })
const linkButton = (view: View) =>
  screen.getByRole('button', { name: view.tr('Link GoPay', 'Hubungkan GoPay') })
const addButton = (view: View) => screen.getByRole('button', { name: view.tr('Add a card', 'Tambah kartu') })
const heading = (view: View) =>
  screen.getByRole('heading', { name: view.tr('Your payment methods', 'Metode pembayaranmu') })

/** What the status line says in the state and after the last change. */
function statusText(view: View): string {
  const s = view.snapshot
  const { outcome } = context(view)
  if (s.hasTag('step:redirecting'))
    return view.tr('Going to the payment provider’s page…', 'Membuka halaman penyedia pembayaran…')
  if (s.hasTag('step:waiting'))
    return view.tr(
      'Waiting for GoPay: allow the link in GoPay’s page. This page updates by itself.',
      'Menunggu GoPay: izinkan GoPay terhubung di halamannya. Halaman ini diperbarui dengan sendirinya.',
    )
  if (s.hasTag('step:cardSaving')) return view.tr('Saving your card…', 'Menyimpan kartumu…')
  if (s.hasTag('step:cardPage') && !s.hasTag('loading'))
    return view.tr(
      'Add your card in the payment provider’s page. Nothing is charged.',
      'Tambahkan kartumu di halaman penyedia pembayaran. Tidak ada yang ditagih.',
    )
  if (!outcome) return ''
  switch (outcome.kind) {
    case 'linked':
      return view.tr(
        `${label(view, outcome.method)} is linked. Renewals can be charged to it.`,
        `${label(view, outcome.method)} berhasil dihubungkan. Perpanjangan bisa dibayar dengan metode ini.`,
      )
    case 'added':
      return view.tr(
        `${label(view, outcome.method)} is added. Renewals can be charged to it.`,
        `${label(view, outcome.method)} berhasil ditambahkan. Perpanjangan bisa dibayar dengan metode ini.`,
      )
    case 'unlinked': {
      const lines = [
        view.tr(
          `${label(view, outcome.method)} is unlinked.`,
          `${label(view, outcome.method)} sudah dihapus.`,
        ),
      ]
      if (outcome.movedTo && outcome.moved > 0)
        lines.push(
          view.tr(
            `Its renewals are now charged to ${label(view, outcome.movedTo)}.`,
            `Perpanjangannya sekarang ditagihkan ke ${label(view, outcome.movedTo)}.`,
          ),
        )
      return lines.join('')
    }
    case 'cancelled':
      return outcome.what === 'gopay'
        ? view.tr(
            'GoPay was not linked: the linking was cancelled.',
            'GoPay tidak jadi dihubungkan: permintaannya dibatalkan.',
          )
        : view.tr(
            'No card was added: adding it was cancelled.',
            'Kartu tidak jadi ditambahkan: penambahannya dibatalkan.',
          )
    case 'failed':
      return outcome.what === 'gopay'
        ? view.tr(
            'GoPay was not linked: the link was cancelled, refused or has expired. You can try again.',
            'GoPay tidak jadi dihubungkan: permintaannya dibatalkan, ditolak, atau sudah kedaluwarsa. Kamu bisa mencoba lagi.',
          )
        : view.tr(
            'The card could not be added. You can try again.',
            'Kartu tidak dapat ditambahkan. Kamu bisa mencoba lagi.',
          )
    case 'unconfirmed':
      return view.tr(
        'GoPay’s activation could not be checked yet. It shows as waiting until it is active.',
        'Aktivasi GoPay belum dapat diperiksa. GoPay tetap tampil menunggu aktivasi sampai aktif.',
      )
  }
}

/** Every method of the context, masked, with its renewals and Unlink; the status line; the list's alerts. */
function expectList(view: View) {
  const { methods, error } = context(view)
  const inList = view.snapshot.matches('list')
  if (methods.length === 0) {
    expect(screen.queryByRole('list')).toBeNull()
    expect(
      screen.getByText(view.tr('No saved payment methods', 'Belum ada metode pembayaran tersimpan')),
    ).toBeVisible()
  } else {
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(methods.length)
    methods.forEach((method, i) => {
      const item = within(items[i]!)
      expect(item.getByText(label(view, method))).toBeVisible()
      const pending = item.queryByText(view.tr('Waiting for activation', 'Menunggu aktivasi'))
      if (method.status === 'pending') expect(pending).toBeVisible()
      else expect(pending).toBeNull()
      expect(
        item.getByText(
          method.renewals === 0
            ? view.tr(
                'No renewals are charged to it.',
                'Belum ada perpanjangan yang ditagihkan ke metode ini.',
              )
            : view.tr(
                `Pays for ${method.renewals} renewal${method.renewals === 1 ? '' : 's'}.`,
                `Dipakai untuk ${method.renewals} perpanjangan.`,
              ),
        ),
      ).toBeVisible()
      const unlink = unlinkButton(view, method)!
      if (inList) expect(unlink).toBeEnabled()
      else expect(unlink).toBeDisabled()
      // the provider's tokens never reach the page: only the masked number
      expect(items[i]!.textContent).not.toMatch(/\d{6,}/)
    })
  }
  // the two ways to add one, offered only while nothing else runs
  if (inList) {
    expect(linkButton(view)).toBeEnabled()
    expect(addButton(view)).toBeEnabled()
  } else {
    expect(linkButton(view)).toBeDisabled()
    expect(addButton(view)).toBeDisabled()
  }
  expect(screen.getByRole('status')).toHaveTextContent(statusText(view))
  const alerts = screen
    .queryAllByRole('alert')
    .filter((alert) => !alert.closest('[role="dialog"]'))
    .map((alert) => alert.textContent)
  expect(alerts).toEqual(
    error === 'cardFailed'
      ? [
          view.tr(
            'The card page could not be opened. Check your connection and try again.',
            'Halaman kartu tidak dapat dibuka. Periksa koneksimu, lalu coba lagi.',
          ),
        ]
      : error === 'redirectFailed'
        ? [
            view.tr(
              'The payment provider’s page could not be opened. Try again.',
              'Halaman penyedia pembayaran tidak dapat dibuka. Coba lagi.',
            ),
          ]
        : [],
  )
}

const linkDialog = (view: View) =>
  screen.queryByRole('dialog', { name: view.tr('Link GoPay', 'Hubungkan GoPay') })

/** Link GoPay's dialog over the list: the phone field, Continue (busy while it starts), the failure. */
async function expectGopayDialog(view: View, starting: boolean) {
  expectList(view)
  const dialog = within(
    (await screen.findByRole('dialog', { name: view.tr('Link GoPay', 'Hubungkan GoPay') }))!,
  )
  const field = dialog.getByRole('textbox', { name: view.tr('GoPay phone number', 'Nomor ponsel GoPay') })
  const cont = dialog.getByRole('button', { name: view.tr('Continue', 'Lanjut') })
  if (starting) {
    expect(cont).toHaveAttribute('data-loading')
    expect(dialog.getByRole('button', { name: view.tr('Cancel', 'Batal') })).toBeDisabled()
  } else {
    expect(cont).toBeEnabled()
    if (!context(view).error) await expect.poll(() => document.activeElement).toBe(field)
  }
  const failure = dialog.queryByRole('alert')
  if (context(view).error === 'linkFailed')
    expect(failure).toHaveTextContent(
      view.tr(
        'GoPay could not be linked. Check your connection and try again.',
        'GoPay tidak dapat dihubungkan. Periksa koneksimu, lalu coba lagi.',
      ),
    )
  else expect(failure).toBeNull()
}

/** Unlink's confirmation: where the renewals go (when it has some), Unlink offered once that is chosen. */
async function expectUnlinkDialog(view: View, unlinking: boolean) {
  expectList(view)
  const { methods, target, moveTo, error } = context(view)
  const method = methods.find((m) => m.id === target)!
  const dialog = within(
    await screen.findByRole('dialog', {
      name: view.tr(`Unlink ${label(view, method)}?`, `Hapus ${label(view, method)}?`),
    }),
  )
  const confirm = dialog.getByRole('button', { name: view.tr('Unlink', 'Hapus') })
  if (method.renewals === 0) {
    expect(
      dialog.getByText(
        view.tr(
          'It is removed from your account. You can link or add it again at any time.',
          'Metode ini dihapus dari akunmu. Kamu bisa menghubungkan atau menambahkannya lagi kapan saja.',
        ),
      ),
    ).toBeVisible()
    expect(dialog.queryAllByRole('radio')).toHaveLength(0)
  } else {
    const radios = dialog.getAllByRole('radio')
    const others = methods.filter((m) => m.id !== method.id && m.status === 'active')
    expect(radios).toHaveLength(others.length + 1)
    others.forEach((other, i) => {
      expect(radios[i]).toHaveAccessibleName(view.tr(`To ${label(view, other)}`, `Ke ${label(view, other)}`))
      expect(radios[i]).toHaveProperty('checked', moveTo === other.id)
    })
    expect(radios.at(-1)).toHaveProperty('checked', moveTo === 'off')
  }
  if (unlinking) expect(confirm).toHaveAttribute('data-loading')
  else if (method.renewals > 0 && moveTo === null) expect(confirm).toBeDisabled()
  else expect(confirm).toBeEnabled()
  const failure = dialog.queryByRole('alert')
  if (error === 'unlinkFailed')
    expect(failure).toHaveTextContent(
      view.tr(
        'The payment method could not be unlinked. Check your connection and try again.',
        'Metode pembayaran tidak dapat dihapus. Periksa koneksimu, lalu coba lagi.',
      ),
    )
  else expect(failure).toBeNull()
}

/** The list with no dialog over it. */
async function expectPlainList(view: View) {
  expectList(view)
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
}

const loadingOnly = (view: View) => {
  expect(screen.getByText(view.tr('Loading', 'Memuat'))).toBeInTheDocument()
  expect(screen.queryByRole('list')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
}

describeViewPaths({
  flow: 'payment-methods',
  pathModel: paymentMethodsPathModel,
  render: (actor) => <PaymentMethodsView actor={actor} />,
  // only a held method has an Unlink, only an offered place a choice, and Unlink waits for one
  unreachable: (snapshot, event) => {
    if (event.type === 'unlink.ask' || event.type === 'unlink.choose' || event.type === 'confirm')
      return !snapshot.can(event)
    return false
  },
  states: {
    'paymentMethods.arriving': loadingOnly,
    'paymentMethods.handingOver': (view) => {
      expect(screen.getByRole('status')).toHaveTextContent(
        view.tr('This window closes by itself.', 'Jendela ini akan tertutup otomatis.'),
      )
    },
    'paymentMethods.handedOver': (view) => {
      expect(screen.getByRole('status')).toHaveTextContent(
        view.tr(
          'You can close this window and go back to the page that opened it.',
          'Kamu bisa menutup jendela ini dan kembali ke halaman yang membukanya.',
        ),
      )
      expect(screen.queryByRole('list')).toBeNull()
    },
    'paymentMethods.loading': loadingOnly,
    'paymentMethods.failed': (view) => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        view.tr(
          'Your payment methods could not be loaded. Check your connection and try again.',
          'Metode pembayaranmu tidak dapat dimuat. Periksa koneksimu, lalu coba lagi.',
        ),
      )
      expect(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') })).toBeEnabled()
    },
    'paymentMethods.list': async (view) => {
      await expectPlainList(view)
      // after a change its button is gone or its dialog closed: the list's heading has the focus
      if (context(view).outcome) await expect.poll(() => document.activeElement).toBe(heading(view))
    },
    'paymentMethods.gopayForm': (view) => expectGopayDialog(view, false),
    'paymentMethods.gopayStarting': (view) => expectGopayDialog(view, true),
    'paymentMethods.gopayPopup.waiting': expectPlainList,
    'paymentMethods.gopayPopup.checking': expectPlainList,
    'paymentMethods.gopayReturned.waiting': expectPlainList,
    'paymentMethods.gopayReturned.checking': expectPlainList,
    'paymentMethods.gopayCancelling': expectPlainList,
    'paymentMethods.cardStarting': async (view) => {
      await expectPlainList(view)
      expect(addButton(view)).toHaveAttribute('data-loading')
    },
    'paymentMethods.cardPopup': expectPlainList,
    'paymentMethods.completingCard': expectPlainList,
    'paymentMethods.redirecting': expectPlainList,
    'paymentMethods.confirmingUnlink': (view) => expectUnlinkDialog(view, false),
    'paymentMethods.unlinking': (view) => expectUnlinkDialog(view, true),
    'paymentMethods.refreshing': expectPlainList,
  },
  events: {
    retry: async (view) => {
      await view.user.click(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') }))
    },
    'gopay.start': async (view) => {
      await view.user.click(linkButton(view))
    },
    'gopay.submit': async (view) => {
      const dialog = within(linkDialog(view)!)
      const field = dialog.getByRole('textbox', { name: view.tr('GoPay phone number', 'Nomor ponsel GoPay') })
      await view.user.clear(field)
      await view.user.type(field, view.event.phone)
      await view.user.keyboard('{Enter}')
    },
    'card.add': async (view) => {
      await view.user.click(addButton(view))
    },
    'unlink.ask': async (view) => {
      const method = context(view).methods.find((m) => m.id === view.event.id)!
      await view.user.click(unlinkButton(view, method)!)
    },
    'unlink.choose': async (view) => {
      const dialog = within(screen.getByRole('dialog'))
      const { methods } = context(view)
      const to = view.event.moveTo
      const name =
        to === 'off'
          ? view.tr(
              'Nowhere: turn auto-renew off (the packages stay active until their paid period ends)',
              'Tidak dipindahkan: matikan perpanjangan otomatis (paketnya tetap aktif sampai masa yang sudah dibayar berakhir)',
            )
          : view.tr(
              `To ${label(
                view,
                methods.find((m) => m.id === to)!,
              )}`,
              `Ke ${label(
                view,
                methods.find((m) => m.id === to)!,
              )}`,
            )
      await view.user.click(dialog.getByRole('radio', { name }))
    },
    confirm: async (view) => {
      await view.user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: view.tr('Unlink', 'Hapus') }),
      )
    },
    cancel: async (view) => {
      // the dialog closes by Escape as by its Cancel
      await view.user.keyboard('{Escape}')
    },
    'popup.blocked': async (view) => view.sendFromOutside(),
    'popup.closed': async (view) => view.sendFromOutside(),
    'popup.returned': async (view) => view.sendFromOutside(),
  },
})
