/**
 * The payment methods page's named actors (machines/payment-methods), bound to src/api and the
 * browser; PaymentMethodsPanel.tsx provides them, tests provide fakes. The provider's page opens in
 * a popup as the payment flow's partner window does (src/features/payment/payment-feature.ts): opened
 * by name, watched for closing every half second, its answer handed over through storage by the
 * page it lands on (this page, in the popup), which then closes itself.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type {
  Arrival,
  PaymentMethodsEvent,
  paymentMethodsMachine,
  Returned,
} from '../../../machines/payment-methods/payment-methods.machine'
import { addCard, completeCard, getPaymentMethod, linkGopay, unlinkMethod } from '../../api/payment-methods'
import { PAYMENT_METHODS_CALL } from '../../api/payment-methods-call'
import { firstCall } from '../../api/early-calls'
import { readKey, writeKey } from '../../api/clients'
import { STORAGE_KEYS } from '../../api/storage-keys'
import { returnedFromJson, returnedFromSearch } from './returned'

/** The provider's pages in a popup of the size the partner's are (SPEC §9: 600×800). */
export const POPUP_NAME = 'vplus-payment-methods'
const POPUP_FEATURES = 'width=600,height=800'
const CLOSED_POLL_MS = 500

/** The stored answer, taken (removed) so that it is heard once. */
function takeStored(): Returned | null {
  const returned = returnedFromJson(readKey(STORAGE_KEYS.paymentMethodReturn))
  if (returned) writeKey(STORAGE_KEYS.paymentMethodReturn, null)
  return returned
}

const providerWindow = fromCallback<EventObject, { url: string }>(({ input, sendBack }) => {
  const send = (event: PaymentMethodsEvent) => sendBack(event)
  writeKey(STORAGE_KEYS.paymentMethodReturn, null)
  const popup = window.open(input.url, POPUP_NAME, POPUP_FEATURES)
  if (!popup) {
    send({ type: 'popup.blocked' })
    return undefined
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.paymentMethodReturn || !event.newValue) return
    const returned = takeStored()
    if (returned) send({ type: 'popup.returned', returned })
  }
  window.addEventListener('storage', onStorage)
  const timer = window.setInterval(() => {
    if (!popup.closed) return
    window.clearInterval(timer)
    // the landing stores its answer, then closes: an answer not heard yet is read before the close
    const returned = takeStored()
    send(returned ? { type: 'popup.returned', returned } : { type: 'popup.closed' })
  }, CLOSED_POLL_MS)
  return () => {
    window.clearInterval(timer)
    window.removeEventListener('storage', onStorage)
    if (!popup.closed) popup.close()
  }
})

/**
 * This window is the provider's popup, opened by the payment methods page: named so, or (a browser
 * may drop a window's name on the way through the provider's site) opened by a page of this site.
 */
function isOurPopup(): boolean {
  const opener = window.opener as Window | null
  if (!opener || opener === window) return false
  if (window.name === POPUP_NAME) return true
  try {
    return opener.location.origin === window.location.origin
  } catch {
    return false // an opener on another site
  }
}

export const paymentMethodsActors = {
  readArrival: fromPromise(async (): Promise<Arrival> => {
    const returned = returnedFromSearch(window.location.search)
    const popup = isOurPopup()
    // the answer is read once: a reload of the page does not carry it on again
    if (returned && !popup) window.history.replaceState(window.history.state, '', window.location.pathname)
    return { popup, returned }
  }),
  handOver: fromPromise(async ({ input }: { input: Returned }) => {
    writeKey(STORAGE_KEYS.paymentMethodReturn, JSON.stringify(input))
    window.close()
  }),
  // the first read takes the call the boot path sent early (src/app/account-first-calls.ts)
  listMethods: fromPromise(() => firstCall(PAYMENT_METHODS_CALL)),
  linkGopay: fromPromise(({ input }) =>
    linkGopay(input.phone, { page: 'payment-methods', language: input.language }),
  ),
  addCard: fromPromise(({ input }) => addCard({ page: 'payment-methods', language: input.language })),
  completeCard: fromPromise(({ input }) => completeCard(input.registration)),
  pollMethod: fromPromise(({ input }) => getPaymentMethod(input.id)),
  unlink: fromPromise(({ input }) => unlinkMethod(input.id, input.moveTo)),
  providerWindow,
  redirect: fromPromise(async ({ input }: { input: { url: string } }) => {
    window.location.assign(input.url)
    // the page goes; nothing follows here
    await new Promise<never>(() => undefined)
  }),
} satisfies ActorsOf<typeof paymentMethodsMachine>
