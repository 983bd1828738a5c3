import { VisuallyHidden } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { readKey } from '../api/clients'
import { STORAGE_KEYS } from '../api/storage-keys'
import { paymentDetailUrl } from '../lib/support-site'

/** Attributes of a link to the support site: a new window, without a way back into this page. */
export const NEW_WINDOW = { target: '_blank', rel: 'noopener noreferrer' } as const

/** One payment's details on the support site. */
export const paymentDetailHref = (orderId: string) =>
  paymentDetailUrl({ orderId, vToken: readKey(STORAGE_KEYS.vToken) ?? '' })

/** Said after the label of a link that opens a new window (WCAG G201). */
export function NewWindowHint() {
  return (
    <VisuallyHidden>
      {' '}
      <Trans>(opens in a new window)</Trans>
    </VisuallyHidden>
  )
}
