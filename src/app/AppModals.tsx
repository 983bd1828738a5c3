/**
 * The modals of the app system's children, in the shell: each renders what its child says (the
 * payment flow once it runs, the /stb-profile box detail, the address picker, the box phone
 * popups). Nothing here is loaded or shown before the app runs.
 */
import { lazy, Suspense } from 'react'
import type { AppActorRef } from '../../machines/app/app.machine'
import { useActorValue } from '../lib/app-system'
import { withAccountCatalog } from '../i18n/i18n'
import { lazyPart, PartBoundary } from '../ui/lazy-part'
import { LazyTransactionDetail } from '../features/transactions/components/LazyTransactionViews'
import { ErrorBoundary } from './ErrorBoundary'
import { AddressPickerHost } from './AddressPickerHost'
import { DevicePhoneHost } from './DevicePhoneHost'

// the payment feature's one lazy entry: the flow the app loads (`loadPayment`) and its dialogs
const PaymentDialogs = lazy(async () => ({
  default: (await import('../features/payment/payment-feature')).PaymentDialogs,
}))

// a failed download says so and offers to try again (PartBoundary), the page staying
const DeviceDetailModal = lazyPart(async () => ({
  default: (await withAccountCatalog(import('../features/devices/components/DeviceDetailModal')))
    .DeviceDetailModal,
}))

function AppModals({ app }: { app: AppActorRef }) {
  const payment = useActorValue(app, (s) => s.context.payment)
  const device = useActorValue(app, (s) => s.context.device)
  const { addressPicker, devicePhone } = app.getSnapshot().children
  return (
    <>
      {device && (
        <PartBoundary onClose={() => app.send({ type: 'device.close' })}>
          <DeviceDetailModal
            device={device}
            onClose={() => app.send({ type: 'device.close' })}
            onEdit={() => app.send({ type: 'device.edit' })}
          />
        </PartBoundary>
      )}
      <AddressPickerHost picker={addressPicker} />
      <DevicePhoneHost phone={devicePhone} />
      {payment && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <PaymentDialogs actor={payment} TransactionDetail={LazyTransactionDetail} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}

/** The modals, and their code to load ahead (a test, as a page idle a while has it). */
const Modals = Object.assign(AppModals, {
  preload: () => Promise.all([DeviceDetailModal.preload(), import('../features/payment/payment-feature')]),
})
export { Modals as AppModals }
