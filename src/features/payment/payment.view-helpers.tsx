/** What the payment host's notices and dialogs show, for the buy and payment-return view paths. */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { ViewContext } from '../../test/view-paths'

/** The notice at the bottom of the page (an output element) while a window is open or a call runs. */
export const notice = () => screen.queryByRole('status')

/** One dialog with its title, its text and its buttons (the corner Close first), and no notice. */
export function expectDialog(
  view: ViewContext,
  title: [string, string],
  text: [string, string],
  buttons: string[],
) {
  expect(notice()).toBeNull()
  expect(screen.getAllByRole('dialog')).toHaveLength(1)
  const dialog = screen.getByRole('dialog', { name: view.tr(...title) })
  expect(dialog).toHaveTextContent(view.tr(...text))
  const names = within(dialog)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent)
  expect(names).toEqual([view.tr('Close', 'Tutup'), ...buttons])
  return within(dialog)
}

/** Cancel and Try again, under a blocked window or a failed call. */
export const retryButtons = (view: ViewContext) => [
  view.tr('Cancel', 'Batal'),
  view.tr('Try again', 'Coba lagi'),
]

export const dialogButton = (view: ViewContext, en: string, id: string) =>
  within(screen.getByRole('dialog')).getByRole('button', { name: view.tr(en, id) })
