// @vitest-environment jsdom
/**
 * The passkeys machine's generated paths, driven through the section a customer sees: the list
 * (name, added, last used, Rename and Remove on each), the empty list, a browser without passkeys
 * (no Add, and why), the add dialog (password again and a name), the browser's prompt, the rename
 * and remove dialogs, the failures said and the prompt's cancel said quietly.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { Passkey, passkeysMachine } from '../../../machines/passkeys/passkeys.machine'
import { passkeysPathModel } from '../../../machines/passkeys/passkeys.paths'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { PasskeysView } from './PasskeysView'

type View = ViewContext<typeof passkeysMachine>

const context = (view: View) => view.snapshot.context
const dialog = () => screen.queryByRole('dialog')
const inDialog = () => within(screen.getByRole('dialog'))
const day = (iso: string) => `${Number(iso.slice(8, 10))} Nov 2026`

// under an open dialog the page is hidden from the accessibility tree: the list is still asserted
const button = (view: View, en: string, id: string) =>
  screen.queryByRole('button', { name: view.tr(en, id), hidden: true })
const addButton = (view: View) => button(view, 'Add a passkey', 'Tambah kunci sandi')
const renameButton = (view: View, p: Passkey) => button(view, `Rename ${p.name}`, `Ubah nama ${p.name}`)
const removeButton = (view: View, p: Passkey) => button(view, `Remove ${p.name}`, `Hapus ${p.name}`)

/** The section under the dialogs: the passkeys of the context, the status line, Add or why not. */
function expectList(view: View) {
  const { passkeys, supported, error, done } = context(view)
  if (passkeys.length === 0) {
    expect(screen.queryByRole('list', { hidden: true })).toBeNull()
    expect(
      screen.getByText(
        view.tr(
          'No passkeys yet. Add one to log in faster, without typing your password.',
          'Belum ada kunci sandi. Tambahkan satu agar bisa masuk lebih cepat, tanpa mengetik kata sandi.',
        ),
      ),
    ).toBeVisible()
  } else {
    const items = screen.getAllByRole('listitem', { hidden: true })
    expect(items).toHaveLength(passkeys.length)
    passkeys.forEach((p, i) => {
      const item = within(items[i]!)
      expect(item.getByText(p.name)).toBeVisible()
      expect(
        item.getByText(view.tr(`Added ${day(p.createdAt)}`, `Ditambahkan ${day(p.createdAt)}`)),
      ).toBeVisible()
      expect(
        item.getByText(
          p.lastUsedAt
            ? view.tr(`Last used ${day(p.lastUsedAt)}`, `Terakhir dipakai ${day(p.lastUsedAt)}`)
            : view.tr('Not used yet', 'Belum pernah dipakai'),
        ),
      ).toBeVisible()
      expect(item.queryByText(view.tr('Synced', 'Tersinkron')) !== null).toBe(p.backedUp)
      expect(renameButton(view, p)).toBeEnabled()
      expect(removeButton(view, p)).toBeEnabled()
    })
  }
  const unsupported = view.tr(
    'This browser cannot make passkeys. Open this page in an up-to-date browser to add one.',
    'Browser ini tidak bisa membuat kunci sandi. Buka halaman ini di browser terbaru untuk menambahkannya.',
  )
  if (supported) {
    if (view.snapshot.matches('list')) expect(addButton(view)).toBeEnabled()
    else expect(addButton(view)).toBeDisabled()
    expect(screen.queryByText(unsupported)).toBeNull()
  } else {
    expect(addButton(view)).toBeNull()
    expect(screen.getByText(unsupported)).toBeVisible()
  }
  const statuses = {
    added: view.tr(
      'Passkey added. You can log in with it now.',
      'Kunci sandi berhasil ditambahkan. Sekarang kamu bisa masuk pakai kunci sandi ini.',
    ),
    renamed: view.tr('Passkey renamed.', 'Nama kunci sandi diubah.'),
    removed: view.tr(
      'Passkey removed. It no longer logs anyone in.',
      'Kunci sandi dihapus. Kunci itu tidak bisa lagi dipakai untuk masuk.',
    ),
    cancelled: view.tr('No passkey was added.', 'Tidak ada kunci sandi yang ditambahkan.'),
  }
  const status = screen.getAllByRole('status', { hidden: true }).find((el) => !el.closest('[role="dialog"]'))!
  expect(status).toHaveTextContent(done ? statuses[done] : '')
  const alerts = {
    addFailed: view.tr(
      'The passkey could not be added. Please try again.',
      'Kunci sandi tidak dapat ditambahkan. Silakan coba lagi.',
    ),
    alreadyAdded: view.tr(
      'This device already holds a passkey for your account. You can use that one to log in.',
      'Perangkat ini sudah menyimpan kunci sandi untuk akunmu. Kamu bisa masuk dengan kunci itu.',
    ),
    removeFailed: view.tr(
      'The passkey could not be removed. Check your connection and try again.',
      'Kunci sandi tidak dapat dihapus. Periksa koneksimu, lalu coba lagi.',
    ),
  }
  const shown = screen
    .queryAllByRole('alert', { hidden: true })
    .filter((alert) => !alert.closest('[role="dialog"]'))
    .map((alert) => alert.textContent)
  const expected =
    error === 'addFailed' || error === 'alreadyAdded' || error === 'removeFailed' ? [alerts[error]] : []
  // a failure during the add dialog is said only once it closed
  expect(shown).toEqual(view.snapshot.hasTag('step:add') ? [] : expected)
}

const passwordField = (view: View) =>
  inDialog().getByLabelText(new RegExp(`^${view.tr('Your password', 'Kata sandimu')}`), { selector: 'input' })
const nameField = (view: View) =>
  inDialog().getByLabelText(new RegExp(`^${view.tr('Passkey name', 'Nama kunci sandi')}`), {
    selector: 'input',
  })
const dialogButton = (view: View, en: string, id: string) =>
  inDialog().getByRole('button', { name: view.tr(en, id) })

async function expectAddDialog(view: View, busy: boolean) {
  const open = within(
    await screen.findByRole('dialog', { name: view.tr('Add a passkey', 'Tambah kunci sandi') }),
  )
  const field = passwordField(view)
  expect(field).toHaveAttribute('type', 'password')
  expect(field).toHaveAttribute('autocomplete', 'current-password')
  expect(nameField(view)).toBeVisible()
  const { error, retryAfterSeconds } = context(view)
  const wrong = view.tr('Wrong password. Please try again.', 'Kata sandi salah. Silakan coba lagi.')
  if (error === 'wrongPassword') expect(open.getByText(wrong)).toBeVisible()
  else expect(open.queryByText(wrong)).toBeNull()
  const alerts = open.queryAllByRole('alert').map((alert) => alert.textContent)
  if (error === 'tooManyAttempts') {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 0) / 60))
    expect(alerts).toEqual([
      view.tr(
        `Too many failed logins. Try again in ${minutes} minutes.`,
        `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`,
      ),
    ])
  } else if (error === 'addFailed')
    expect(alerts).toEqual([
      view.tr(
        'The passkey could not be added. Please try again.',
        'Kunci sandi tidak dapat ditambahkan. Silakan coba lagi.',
      ),
    ])
  else expect(alerts).toEqual([])
  const prompt = view.tr(
    'Follow your browser’s prompt to create the passkey.',
    'Ikuti petunjuk di browser kamu untuk membuat kunci sandi.',
  )
  expect(open.queryByText(prompt) !== null).toBe(view.snapshot.hasTag('step:prompt'))
  const submit = dialogButton(view, 'Continue', 'Lanjut')
  const cancel = dialogButton(view, 'Cancel', 'Batal')
  if (busy) {
    expect(submit).toHaveAttribute('data-loading')
    expect(cancel).toBeDisabled()
  } else {
    expect(submit).not.toHaveAttribute('data-loading')
    expect(cancel).toBeEnabled()
    // the field has the focus when the dialog opens and after a refused password
    if (error !== 'addFailed') await expect.poll(() => document.activeElement).toBe(field)
  }
}

const target = (view: View) => context(view).passkeys.find((p) => p.id === context(view).target)!

/** The password asked again in a dialog: a wrong one said on the field, a wait said under it. */
function expectPasswordAgain(view: View, open: ReturnType<typeof within>) {
  const field = passwordField(view)
  expect(field).toHaveAttribute('type', 'password')
  expect(field).toHaveAttribute('autocomplete', 'current-password')
  const { error, retryAfterSeconds } = context(view)
  const wrong = view.tr('Wrong password. Please try again.', 'Kata sandi salah. Silakan coba lagi.')
  if (error === 'wrongPassword') expect(open.getByText(wrong)).toBeVisible()
  else expect(open.queryByText(wrong)).toBeNull()
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 0) / 60))
  return error === 'tooManyAttempts'
    ? [
        view.tr(
          `Too many failed logins. Try again in ${minutes} minutes.`,
          `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`,
        ),
      ]
    : []
}

async function expectRenameDialog(view: View, busy: boolean) {
  const open = within(
    await screen.findByRole('dialog', { name: view.tr('Rename passkey', 'Ubah nama kunci sandi') }),
  )
  expect(nameField(view)).toBeVisible()
  const waits = expectPasswordAgain(view, open)
  const failed = view.tr(
    'The name could not be saved. Check your connection and try again.',
    'Nama tidak dapat disimpan. Periksa koneksimu, lalu coba lagi.',
  )
  expect(open.queryAllByRole('alert').map((a) => a.textContent)).toEqual(
    context(view).error === 'renameFailed' ? [failed] : waits,
  )
  const save = dialogButton(view, 'Save', 'Simpan')
  if (busy) expect(save).toHaveAttribute('data-loading')
  else expect(save).not.toHaveAttribute('data-loading')
}

async function expectRemoveDialog(view: View, busy: boolean) {
  const open = within(
    await screen.findByRole('dialog', { name: view.tr('Remove this passkey?', 'Hapus kunci sandi ini?') }),
  )
  const name = target(view).name
  expect(
    open.getByText(
      view.tr(
        `“${name}” will no longer log you in. Remove it from the device too, in its passkey settings.`,
        `“${name}” tidak akan bisa dipakai lagi untuk masuk. Hapus juga kunci sandi ini dari perangkatnya lewat pengaturan kunci sandi.`,
      ),
    ),
  ).toBeVisible()
  expect(open.queryAllByRole('alert').map((a) => a.textContent)).toEqual(expectPasswordAgain(view, open))
  const remove = dialogButton(view, 'Remove', 'Hapus')
  if (busy) {
    expect(remove).toHaveAttribute('data-loading')
    expect(dialogButton(view, 'Cancel', 'Batal')).toBeDisabled()
  } else expect(remove).not.toHaveAttribute('data-loading')
}

describeViewPaths({
  flow: 'passkeys',
  pathModel: passkeysPathModel,
  render: (actor) => <PasskeysView actor={actor} />,
  // a browser without passkeys shows no Add; a passkey not listed has no buttons
  unreachable: (snapshot, event) => {
    const { passkeys, supported } = snapshot.context
    if (event.type === 'add.start') return !supported
    if (event.type === 'rename.start' || event.type === 'remove.ask')
      return !passkeys.some((p) => p.id === (event as { id?: string }).id)
    return false
  },
  states: {
    'passkeys.loading': (view) => {
      expect(screen.getByText(view.tr('Loading', 'Memuat'))).toBeInTheDocument()
      expect(screen.queryByRole('list')).toBeNull()
    },
    'passkeys.failed': (view) => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        view.tr(
          'Your passkeys could not be loaded. Check your connection and try again.',
          'Kunci sandimu tidak dapat dimuat. Periksa koneksimu, lalu coba lagi.',
        ),
      )
      expect(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') })).toBeEnabled()
    },
    'passkeys.list': async (view) => {
      expectList(view)
      await expect.poll(() => dialog()).toBeNull()
    },
    'passkeys.adding.editing': (view) => (expectList(view), expectAddDialog(view, false)),
    'passkeys.adding.checking': (view) => (expectList(view), expectAddDialog(view, true)),
    'passkeys.adding.prompting': (view) => (expectList(view), expectAddDialog(view, true)),
    'passkeys.adding.saving': (view) => (expectList(view), expectAddDialog(view, true)),
    'passkeys.renaming.editing': (view) => (expectList(view), expectRenameDialog(view, false)),
    'passkeys.renaming.saving': (view) => (expectList(view), expectRenameDialog(view, true)),
    'passkeys.confirmingRemove': (view) => (expectList(view), expectRemoveDialog(view, false)),
    'passkeys.removing': (view) => (expectList(view), expectRemoveDialog(view, true)),
  },
  events: {
    retry: async (view) => {
      await view.user.click(screen.getByRole('button', { name: view.tr('Try again', 'Coba lagi') }))
    },
    'add.start': async (view) => {
      await view.user.click(addButton(view)!)
    },
    'add.submit': async (view) => {
      const password = passwordField(view)
      await view.user.clear(password)
      await view.user.type(password, view.event.password)
      const name = nameField(view)
      await view.user.clear(name)
      await view.user.type(name, view.event.name)
      await view.user.click(dialogButton(view, 'Continue', 'Lanjut'))
    },
    'rename.start': async (view) => {
      const p = context(view).passkeys.find((k) => k.id === view.event.id)!
      await view.user.click(renameButton(view, p)!)
    },
    'rename.submit': async (view) => {
      // after a failed save the dialog keeps the name and the password: a person presses Save
      // again, the fields as they were (typing them again would send edits, which clear the
      // failure before the save starts)
      const password = passwordField(view)
      if ((password as HTMLInputElement).value !== view.event.password) {
        await view.user.clear(password)
        if (view.event.password) await view.user.type(password, view.event.password)
      }
      const name = nameField(view)
      if ((name as HTMLInputElement).value !== view.event.name) {
        await view.user.clear(name)
        await view.user.type(name, view.event.name)
      }
      await view.user.click(dialogButton(view, 'Save', 'Simpan'))
    },
    'remove.ask': async (view) => {
      const p = context(view).passkeys.find((k) => k.id === view.event.id)!
      await view.user.click(removeButton(view, p)!)
    },
    'remove.confirm': async (view) => {
      const password = passwordField(view)
      if ((password as HTMLInputElement).value !== view.event.password) {
        await view.user.clear(password)
        if (view.event.password) await view.user.type(password, view.event.password)
      }
      await view.user.click(dialogButton(view, 'Remove', 'Hapus'))
    },
    edit: async (view) => {
      const field = view.snapshot.hasTag('step:rename') ? nameField(view) : passwordField(view)
      await view.user.type(field, 'x')
    },
    cancel: async (view) => {
      await view.user.click(dialogButton(view, 'Cancel', 'Batal'))
    },
  },
})
