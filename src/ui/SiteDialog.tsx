import { Modal, type ModalProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/**
 * The site's dialog: centred, 450 px wide (PendingDialog, the stand-in shown while a dialog's code
 * loads, has the same place and width), large corners, and a close button named in the page's
 * language. Any Modal prop may be added or overridden.
 */
export function SiteDialog(props: ModalProps) {
  const { t } = useLingui()
  return <Modal centered size={450} radius="lg" closeButtonProps={{ 'aria-label': t`Close` }} {...props} />
}
