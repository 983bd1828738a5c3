import { useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { useActorRef, useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'
import { actorOptions } from '../../../lib/inspect'
import { writeKey } from '../../../api/clients'
import { STORAGE_KEYS } from '../../../api/storage-keys'
import { storedPaymentResultJson, type StoredPaymentResult } from '../../../../contract/order-status'
import type { ActorsOf } from '../../../../machines/lib/actors'
import {
  returnPageMachine,
  type ReturnPageActorRef,
} from '../../../../machines/return-page/return-page.machine'

/**
 * The return page's actors (SPEC §2 Payment return): store the result for the opener (its
 * payment flow hears it: `watchStoredResult` in ../payment-feature.ts), close the popup. Here,
 * with the page, apart from the opener's flows, so the page that runs in the popup stays small.
 */
const returnPageActors = {
  storeResult: fromPromise(async ({ input }: { input: StoredPaymentResult }) => {
    writeKey(STORAGE_KEYS.paymentSuccessData, storedPaymentResultJson(input))
  }),
  closeWindow: fromPromise<void, void>(async () => {
    window.close()
  }),
} satisfies ActorsOf<typeof returnPageMachine>

const returnPage = returnPageMachine.provide({ actors: returnPageActors })

/**
 * The partners' return page (SPEC §2 Payment return): the partner popup comes back here with
 * order_id, status and user_id; a success is stored for the opener, then the window closes itself
 * (machines/return-page). Without order_id it is the sign-in return.
 */
export default function TokenPage() {
  const query = new URLSearchParams(useSearch())
  const orderId = query.get('order_id')
  if (!orderId) {
    return (
      <PageIntro
        title={<Trans>Signing you in</Trans>}
        intro={<Trans>Please wait while we finish signing you in with our partner.</Trans>}
      />
    )
  }
  return (
    <PaymentReturned
      orderId={orderId}
      status={query.get('status') ?? ''}
      userId={query.get('user_id') ?? ''}
    />
  )
}

function PaymentReturned({ orderId, status, userId }: { orderId: string; status: string; userId: string }) {
  const actor = useActorRef(returnPage, {
    ...actorOptions('returnPage'),
    input: { orderId, status, userId },
  })
  return <ReturnPageView actor={actor} />
}

/** What the return page says while it stores and closes, and once its window would not close. */
export function ReturnPageView({ actor }: { actor: ReturnPageActorRef }) {
  const done = useSelector(actor, (s) => s.hasTag('step:done'))
  return (
    <PageIntro
      title={<Trans>Back to Vision+ TV</Trans>}
      intro={
        done ? (
          <Trans>You can close this window and return to Vision+ TV.</Trans>
        ) : (
          <Trans>This window closes by itself.</Trans>
        )
      }
    />
  )
}
