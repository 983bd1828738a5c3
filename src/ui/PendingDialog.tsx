import { useLingui } from '@lingui/react/macro'
import { useCallback, useLayoutEffect, useRef } from 'react'
import classes from './PendingDialog.module.css'

/**
 * What a tap shows in the next frame while its dialog's code still downloads: a modal dialog of
 * the same place and width, busy, with the focus inside; the real dialog replaces it. Escape
 * cancels. A native modal dialog (top layer, inert page, Escape) made of what the shell already
 * loads, like the load-failure notice.
 */
export function PendingDialog({ label, onClose }: { label: string; onClose: () => void }) {
  const { t } = useLingui()
  // the focus goes back where it was when the stand-in leaves, so the real dialog (or the page,
  // on Escape) finds the element that opened it: a layout cleanup, before the real dialog's
  // effects read where the focus is; the stand-in closes first (an open modal makes the page inert)
  const shown = useRef<HTMLDialogElement | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(
    () => () => {
      const dialog = shown.current
      if (dialog?.open && typeof dialog.close === 'function') dialog.close()
      const now = document.activeElement
      // unless something else took the focus meanwhile
      if (!now || now === document.body || now === dialog) opener.current?.focus()
    },
    [],
  )
  const open = useCallback((dialog: HTMLDialogElement | null) => {
    if (!dialog || dialog.open) return
    shown.current = dialog
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement
    // a browser without modal dialogs (before 2022) shows it in place
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.open = true
    dialog.focus()
  }, [])
  return (
    <dialog
      ref={open}
      aria-label={label}
      aria-busy="true"
      tabIndex={-1}
      className={classes.panel}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      data-testid="pending-dialog"
    >
      <p className={classes.title}>{label}</p>
      {/* a spinner of CSS alone: Mantine's Loader is not in the first download */}
      <output aria-label={t`Loading…`} className={classes.spinner} />
    </dialog>
  )
}
