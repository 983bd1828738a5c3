import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { WIDE_MIN_PX } from '../../../machines/payment-return/payment-return.machine'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'

/** The transaction detail's body, from the transactions feature (the shell passes it in). */
export type TransactionDetailSlot = (props: {
  orderId: string
  onCancel: () => void
  /** Bumped for each read the machine asks for: the detail loads the order again. */
  reads: number
}) => ReactNode

/**
 * The transaction detail the narrow payment redirect opens on / (open_tx=true). Narrow screens
 * get it full screen (SPEC §2: the detail is a modal from 1112 px, narrower screens differ).
 */
export function ReturnedTransactionModal({
  actor,
  Detail,
}: {
  actor: PaymentActorRef
  Detail: TransactionDetailSlot
}) {
  const { t } = useLingui()
  const wide = useMediaQuery(`(min-width: ${WIDE_MIN_PX}px)`, true, { getInitialValueInEffect: false })
  const orderId = useSelector(actor, (s) => (s.hasTag('step:transactionDetail') ? s.context.orderId : null))
  // each read the machine asks for (the window regained focus) loads the order again
  const read = useSelector(actor, (s) => s.context.detailReads)
  const close = () => actor.send({ type: 'close' })
  return (
    <Modal
      opened={orderId !== null}
      onClose={close}
      title={t`Transaction detail`}
      size={600}
      fullScreen={!wide}
      centered
      radius={wide ? 'lg' : 0}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {orderId && <Detail key={orderId} orderId={orderId} onCancel={close} reads={read} />}
    </Modal>
  )
}
