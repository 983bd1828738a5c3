import { useActorRef } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { paymentMethodsMachine } from '../../../machines/payment-methods/payment-methods.machine'
import type { Locale } from '../../../contract/route-paths'
import { actorOptions } from '../../lib/inspect'
import { paymentMethodsActors } from './payment-methods.actors'
import { PaymentMethodsView } from './PaymentMethodsView'

const paymentMethods = paymentMethodsMachine.provide({ actors: paymentMethodsActors })

/** The payment methods flow, made when the page opens, in the page's language. */
export default function PaymentMethodsPanel() {
  const { i18n } = useLingui()
  const actor = useActorRef(paymentMethods, {
    ...actorOptions('paymentMethods'),
    input: { language: i18n.locale as Locale },
  })
  return <PaymentMethodsView actor={actor} />
}
