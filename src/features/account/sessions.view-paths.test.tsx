// @vitest-environment jsdom
/**
 * The signed-in devices machine's generated paths, driven through the page a customer sees: the
 * list of sign-ins (this device marked, Log out on each other one, Log out of all other devices),
 * the confirmation dialog with its password field (focused when it opens and after a refusal),
 * the password refused as wrong or while checks must wait, the failures and their retry.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { sessionsMachine, SignInRow } from '../../../machines/sessions/sessions.machine'
import { sessionsPathModel } from '../../../machines/sessions/sessions.paths'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { SessionsView } from './SessionsView'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof sessionsMachine>

const context = (view: View) => view.snapshot.context

/** The device as the page names it, in the run's language. */
function deviceName(view: View, row: SignInRow) {
  if (row.browser && row.os) return view.tr(`${row.browser} on ${row.os}`, `${row.browser} di ${row.os}`)
  return row.browser || row.os || view.tr('Unknown device', 'Browser tak dikenal')
}
const endButton = (view: View, row: SignInRow) =>
  screen.queryByRole('button', {
    name: view.tr(`Log out ${deviceName(view, row)}`, `Akhiri sesi ${deviceName(view, row)}`),
  })
const endAllButton = (view: View) =>
  screen.queryByRole('button', {
    name: view.tr('Log out of all other devices', 'Akhiri semua sesi lain'),
  })
const dialog = () => screen.queryByRole('dialog')
const loadFailure = (view: View) =>
  view.tr(
    'Your devices could not be loaded. Check your connection and try again.',
    'Daftar sesi masuk tidak dapat dimuat. Periksa koneksimu, lalu coba lagi.',
  )
const endFailure = (view: View) =>
  view.tr(
    'The device could not be logged out. Check your connection and try again.',
    'Sesi tidak dapat diakhiri. Periksa koneksimu, lalu coba lagi.',
  )

/** Every sign-in of the context, in order, with what the page says of it. */
function expectList(view: View) {
  const { sessions, error, ended } = context(view)
  const items = screen.getAllByRole('listitem')
  expect(items).toHaveLength(sessions.length)
  sessions.forEach((row, i) => {
    const item = within(items[i]!)
    expect(item.getByText(deviceName(view, row))).toBeVisible()
    expect(item.getByText(view.tr(`Network ${row.place}`, `Alamat IP ${row.place}`))).toBeVisible()
    // the path model's times are at 08:mm UTC: 15:mm WIB
    const at = (iso: string) => `20 Nov 2026, 15:${iso.slice(14, 16)} WIB`
    expect(
      item.getByText(view.tr(`Logged in ${at(row.createdAt)}`, `Masuk pada ${at(row.createdAt)}`)),
    ).toBeVisible()
    expect(
      item.getByText(
        view.tr(`Last active ${at(row.lastActiveAt)}`, `Terakhir aktif ${at(row.lastActiveAt)}`),
      ),
    ).toBeVisible()
    expect(item.queryByText(view.tr('This device', 'Sesi ini')) !== null).toBe(row.current)
    if (row.current) expect(endButton(view, row)).toBeNull()
    else expect(endButton(view, row)).toBeEnabled()
  })
  const others = sessions.filter((row) => !row.current).length
  if (others > 0) expect(endAllButton(view)).toBeEnabled()
  else {
    expect(endAllButton(view)).toBeNull()
    expect(
      screen.getByText(
        view.tr('No other device is logged in to your account.', 'Tidak ada sesi masuk lain di akunmu.'),
      ),
    ).toBeVisible()
  }
  const status = screen.getByRole('status')
  if (ended === 'one')
    expect(status).toHaveTextContent(view.tr('That device was logged out.', 'Sesi itu sudah diakhiri.'))
  else if (ended === 'all')
    expect(status).toHaveTextContent(
      view.tr('Every other device was logged out.', 'Semua sesi masuk lain sudah diakhiri.'),
    )
  else expect(status).toHaveTextContent('')
  const alerts = screen
    .queryAllByRole('alert')
    .filter((alert) => !alert.closest('[role="dialog"]'))
    .map((alert) => alert.textContent)
  expect(alerts).toEqual(error === 'endFailed' ? [endFailure(view)] : [])
}

const passwordField = (view: View) =>
  // the label ends in the required field's asterisk
  within(screen.getByRole('dialog')).getByLabelText(
    new RegExp(`^${view.tr('Your password', 'Kata sandimu')}`),
    {
      selector: 'input',
    },
  )

/** The confirmation over the list: its title and words, Cancel and Log out (busy while ending). */
async function expectConfirmation(view: View, all: boolean, ending: boolean) {
  expectList(view)
  const title = all
    ? view.tr('Log out of all other devices?', 'Akhiri semua sesi lain?')
    : view.tr('Log out this device?', 'Akhiri sesi ini?')
  const open = within(await screen.findByRole('dialog', { name: title }))
  if (all)
    expect(
      open.getByText(
        view.tr(
          'Every device but this one is logged out at once. Whoever uses them needs your password to log in again.',
          'Semua sesi lain akan langsung diakhiri. Siapa pun yang memakainya perlu kata sandimu untuk masuk lagi.',
        ),
      ),
    ).toBeVisible()
  // passkeys are not logged out: the dialog says so and points at them
  if (all)
    expect(open.getByRole('link', { name: view.tr('Passkeys', 'Kunci sandi') })).toHaveAttribute(
      'href',
      '#passkeys',
    )
  if (!all) {
    const target = context(view).sessions.find((row) => row.id === context(view).target)!
    const name = deviceName(view, target)
    expect(
      open.getByText(
        view.tr(
          `${name} is logged out at once. Whoever uses it needs your password to log in again.`,
          `Sesi ${name} akan langsung diakhiri. Siapa pun yang memakainya perlu kata sandimu untuk masuk lagi.`,
        ),
      ),
    ).toBeVisible()
  }
  const cancel = open.getByRole('button', { name: view.tr('Cancel', 'Batal') })
  const confirm = open.getByRole('button', { name: view.tr('Log out', 'Akhiri') })
  const field = passwordField(view)
  expect(field).toHaveAttribute('type', 'password')
  expect(field).toHaveAttribute('autocomplete', 'current-password')
  const { error, retryAfterSeconds } = context(view)
  const wrong = view.tr('Wrong password. Please try again.', 'Kata sandi salah. Silakan coba lagi.')
  if (error === 'wrongPassword') {
    expect(open.getByText(wrong)).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  } else expect(open.queryByText(wrong)).toBeNull()
  const alerts = open.queryAllByRole('alert').map((alert) => alert.textContent)
  if (error === 'tooManyAttempts') {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 0) / 60))
    expect(alerts).toEqual([
      view.tr(
        `Too many failed logins. Try again in ${minutes} minutes.`,
        `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`,
      ),
    ])
  } else expect(alerts).toEqual([])
  if (ending) {
    expect(confirm).toHaveAttribute('data-loading')
    expect(cancel).toBeDisabled()
  } else {
    expect(confirm).not.toHaveAttribute('data-loading')
    expect(cancel).toBeEnabled()
    // focus management: the field has it when the dialog opens and after a refusal
    await expect.poll(() => document.activeElement).toBe(field)
  }
}

describeViewPaths({
  flow: 'sessions',
  pathModel: sessionsPathModel,
  render: (actor) => <SessionsView actor={actor} />,
  // this device has no Log out here (the menu's Log Out does that), nor is there a Log out of all
  // others when there are none
  unreachable: (snapshot, event) => {
    const { sessions } = snapshot.context
    if (event.type === 'end.ask')
      return !sessions.some((row) => row.id === (event as { id?: string }).id && !row.current)
    if (event.type === 'endAll.ask') return !sessions.some((row) => !row.current)
    return false
  },
  states: {
    'sessions.loading': (view) => {
      expect(screen.getByText(view.tr('Loading', 'Memuat'))).toBeInTheDocument()
      expect(screen.queryByRole('list')).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
    },
    'sessions.failed': (view) => {
      expect(screen.getByRole('alert')).toHaveTextContent(loadFailure(view))
      expect(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') })).toBeEnabled()
      expect(screen.queryByRole('list')).toBeNull()
    },
    'sessions.list': async (view) => {
      expectList(view)
      // the dialog's closing transition may still run: it must not stay open
      await expect.poll(() => dialog()).toBeNull()
    },
    'sessions.confirmingOne': (view) => expectConfirmation(view, false, false),
    'sessions.confirmingAll': (view) => expectConfirmation(view, true, false),
    'sessions.endingOne': (view) => expectConfirmation(view, false, true),
    'sessions.endingAll': (view) => expectConfirmation(view, true, true),
  },
  events: {
    retry: async (view) => {
      await view.user.click(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') }))
    },
    'end.ask': async (view) => {
      const row = context(view).sessions.find((s) => s.id === view.event.id)!
      await view.user.click(endButton(view, row)!)
    },
    'endAll.ask': async (view) => {
      await view.user.click(endAllButton(view)!)
    },
    confirm: async (view) => {
      const field = passwordField(view)
      await view.user.clear(field)
      await view.user.type(field, view.event.password)
      await view.user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: view.tr('Log out', 'Akhiri') }),
      )
    },
    edit: async (view) => {
      await view.user.type(passwordField(view), 'x')
    },
    cancel: async (view) => {
      await view.user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: view.tr('Cancel', 'Batal') }),
      )
    },
  },
})
