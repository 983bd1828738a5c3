/**
 * The payment flow's actors and its two children's (buy's billing check, payment-return's payment
 * popup), bound to src/api and the browser (windows, storage). The partner window is opened and
 * watched here and nowhere else; the payment popup is the provider's, opened by `snap.pay` in
 * src/api/payment.ts (`payWithSnap`), which `snapPopup` here calls and waits on.
 */
import { fromCallback, fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { buyMachine, PackageCheck } from '../../../machines/buy/buy.machine'
import type {
  paymentMachine,
  PaymentEvent,
  PopupCommand,
  PopupTarget,
} from '../../../machines/payment/payment.machine'
import type {
  paymentReturnMachine,
  PaymentReturnEvent,
} from '../../../machines/payment-return/payment-return.machine'
import { billingToken, exchangeLoginToken, getBssProfile, getCurrentPackages } from '../../api/bss'
import { ApiError, readKey, writeKey } from '../../api/clients'
import { getTransaction } from '../../api/go'
import { getPurchaseOrder } from '../../api/purchase'
import { isPaid } from '../../../contract/order-status'
import { readStoredPaymentResult } from '../../../contract/payment-result'
import { partnerLoginUrl, partnerPayUrl, payWithSnap } from '../../api/payment'
import { STORAGE_KEYS } from '../../api/storage-keys'
import { getDevicePackages } from '../../api/user'

/** SPEC §9: the partner popups are 600×800. */
const POPUP_FEATURES = 'width=600,height=800'
const POPUP_NAME = 'vplus-partner'
const CLOSED_POLL_MS = 500

function popupUrl(target: PopupTarget): string {
  return target.page === 'login'
    ? partnerLoginUrl()
    : partnerPayUrl({
        packageId: target.packageId,
        kind: target.kind,
        // read as the page opens: the pair the partner sign-in just stored, else the stored one
        vToken: billingToken(readKey) ?? '',
        returnPath: target.returnPath,
      })
}

/** Clears username, showRecurring and buy (closing the already-owned or recurring-payment notice). */
const clearFlags = fromPromise<void, void>(async () => {
  for (const key of [STORAGE_KEYS.username, STORAGE_KEYS.showRecurring, STORAGE_KEYS.buy]) writeKey(key, null)
})

/**
 * The partner window: opens at its first page, follows `popup.go` (opening again if the customer
 * closed it meanwhile), and closes when the payment flow leaves `partner` (the actor stops).
 */
const partnerWindow = fromCallback<PopupCommand, { target: PopupTarget }>(({ input, sendBack, receive }) => {
  const send = (event: PaymentEvent) => sendBack(event)
  let popup = window.open(popupUrl(input.target), POPUP_NAME, POPUP_FEATURES)
  if (!popup) {
    send({ type: 'popup.blocked' })
    return undefined
  }
  // The sign-in page closes itself once it has posted its tokens: that close is not the
  // customer's, so closes are not reported until the machine says where the popup goes next.
  let handedOver = false
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { source?: unknown; token?: unknown; refreshToken?: unknown } | null
    if (event.origin !== window.location.origin || data?.source !== 'vplus-partner') return
    if (typeof data.token !== 'string' || typeof data.refreshToken !== 'string') return
    handedOver = true
    send({ type: 'partner.loggedIn', token: data.token, refreshToken: data.refreshToken })
  }
  receive((command) => {
    if (command.type === 'popup.close') {
      popup?.close()
      return
    }
    handedOver = false
    if (popup && !popup.closed) {
      popup.location.href = popupUrl(command.target)
      return
    }
    popup = window.open(popupUrl(command.target), POPUP_NAME, POPUP_FEATURES)
    if (!popup) send({ type: 'popup.blocked' })
  })
  window.addEventListener('message', onMessage)
  const timer = window.setInterval(() => {
    if (popup?.closed && !handedOver) send({ type: 'popup.closed' })
  }, CLOSED_POLL_MS)
  return () => {
    window.clearInterval(timer)
    window.removeEventListener('message', onMessage)
    if (popup && !popup.closed) popup.close()
  }
})

export const buyActors = {
  checkPackage: fromPromise(
    async ({ input }: { input: { packageId: number; productCode: string } }): Promise<PackageCheck> => {
      writeKey(STORAGE_KEYS.packageId, String(input.packageId))
      // logged in: the login token is exchanged afresh for a billing pair of its sign-in, so the pay
      // page's URL carries an hour's billing token, not the 7-day login token, and an old pair is
      // never what sends the customer to the popup's sign-in (the login token itself should the
      // exchange fail); a visitor's pair from the popup is used as stored, refreshed on its 401
      const login = readKey(STORAGE_KEYS.vToken)
      if (login) await exchangeLoginToken(login).catch(() => null)
      if (!billingToken(readKey)) return { signedIn: false }
      // the billing client refreshes an expired token and calls again; a 401 after that is signed out
      const [packages, profile] = await Promise.all([
        getCurrentPackages().catch((error: unknown) => {
          if (error instanceof ApiError && error.httpStatus === 401) return null
          throw error
        }),
        getBssProfile().catch(() => null),
      ])
      if (!packages) return { signedIn: false }
      return {
        signedIn: true,
        owned: packages.some((p) => p.status && p.code === input.productCode),
        phone: profile?.userName ?? null,
      }
    },
  ),
  storeTokens: fromPromise(async ({ input }: { input: { token: string; refreshToken: string } }) => {
    writeKey(STORAGE_KEYS.vplusToken, input.token)
    writeKey(STORAGE_KEYS.refreshToken, input.refreshToken)
  }),
  setFlag: fromPromise(async ({ input }: { input: { flag: 'buy' | 'showRecurring' } }) => {
    writeKey(STORAGE_KEYS[input.flag], 'true')
  }),
  clearFlags,
} satisfies ActorsOf<typeof buyMachine>

/** The order as its payment token shows it: no account, so no phone and no box check. */
async function visitorOrder(orderId: string, token: string) {
  const order = await getPurchaseOrder({ order_id: orderId, token })
  return {
    orderId: order.order_id,
    status: order.transaction_status,
    amount: order.total_payment,
    productName: order.package_name,
    phone: '',
    activeOnBox: null,
  }
}

export const paymentReturnActors = {
  snapPopup: fromCallback<PaymentReturnEvent, { token: string }>(({ input, sendBack }) => {
    let live = true
    void payWithSnap(input.token).then(
      (outcome) => {
        if (!live) return
        if (outcome === 'blocked') sendBack({ type: 'snap.blocked' })
        else sendBack({ type: 'snap.finished', outcome, viewportWidth: window.innerWidth })
      },
      () => {
        if (live) sendBack({ type: 'snap.blocked' })
      },
    )
    return () => {
      live = false
    }
  }),
} satisfies ActorsOf<typeof paymentReturnMachine>

export const paymentActors = {
  readRecurringFlag: fromPromise(async () => readKey(STORAGE_KEYS.showRecurring) === 'true'),
  clearFlags,
  partnerWindow,
  watchStoredResult: fromCallback<PaymentEvent>(({ sendBack }) => {
    const send = (event: PaymentEvent) => sendBack(event)
    const stored = readStoredPaymentResult(readKey(STORAGE_KEYS.paymentSuccessData))
    if (stored) send({ type: 'stored.paymentResult', result: stored })
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.paymentSuccessData && event.newValue)
        send({ type: 'stored.paymentResult', result: readStoredPaymentResult(event.newValue) })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }),
  watchFocus: fromCallback<PaymentEvent>(({ sendBack }) => {
    const onFocus = () => sendBack({ type: 'window.focused' } satisfies PaymentEvent)
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }),
  loadOrder: fromPromise(async ({ input }: { input: { orderId: string; token: string | null } }) => {
    // a visitor (no login) who bought for a box follows the order with its payment token
    if (input.token && !readKey(STORAGE_KEYS.vToken)) return visitorOrder(input.orderId, input.token)
    const order = await getTransaction(input.orderId).catch((error: unknown) => {
      // an order for someone else's box: the customer's history does not hold it
      if (input.token && error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 401))
        return null
      throw error
    })
    if (!order) return visitorOrder(input.orderId, input.token ?? '')
    const status = order.purchase_detail.transaction_status
    let activeOnBox: boolean | null = null
    if (order.sn && isPaid(status)) {
      const packages = await getDevicePackages(order.sn).catch(() => null)
      activeOnBox = packages ? packages.some((p) => p.servicename === order.product_name) : null
    }
    return {
      orderId: order.order_id,
      status,
      amount: order.purchase_detail.total_payment,
      productName: order.product_name,
      phone: order.phone,
      activeOnBox,
    }
  }),
  /** Removes paymentSuccessData (the return page stored it for this window). */
  clearResult: fromPromise<void, void>(async () => {
    writeKey(STORAGE_KEYS.paymentSuccessData, null)
  }),
} satisfies ActorsOf<typeof paymentMachine>
