/**
 * The payment feature's one lazy entry: the payment flow (machines/payment, with its two children:
 * buy's billing check and the payment popup) provided with its actors, and the dialogs that show
 * it. The app system (machines/app) loads this on the first request (`loadPayment`, bound in
 * src/app/runtime.ts) and spawns the flow as its `payment` child for the page's life; the shell's
 * modals render its dialogs from the same module, so logic and views arrive in one download.
 * Visitors who never buy never load it. What the flow emits to count, the app sends on to
 * analytics.
 *
 * The actors below are bound to src/api and the browser (windows, storage) in the order the
 * payment chart calls them, from its start to its result: what an earlier page left, buy's
 * check, the partner window (opened and watched here and nowhere else), the payment popup (the
 * provider's, opened by `snap.pay`), the order confirmed, the stored result cleared.
 */
import { fromCallback, fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import { buyMachine, type PackageCheck } from '../../../machines/buy/buy.machine'
import {
  paymentMachine,
  type PaymentEvent,
  type PopupCommand,
  type PopupTarget,
} from '../../../machines/payment/payment.machine'
import {
  paymentReturnMachine,
  type PaymentReturnEvent,
} from '../../../machines/payment-return/payment-return.machine'
import type { SnapOutcome } from '../../../contract/sandbox'
import { isPaid, readStoredPaymentResult } from '../../../contract/order-status'
import { config } from '../../config'
import { billingToken, exchangeLoginToken, getBssProfile, getCurrentPackages } from '../../api/bss'
import { ApiError, readKey, writeKey } from '../../api/clients'
import { getTransaction } from '../../api/go'
import { getPurchaseOrder } from '../../api/purchase'
import { STORAGE_KEYS } from '../../api/storage-keys'
import { getDevicePackages } from '../../api/user'

export { PaymentDialogs } from './PaymentDialogs'

// ── `starting`, `idle`: what an earlier page left ──────────────────────────────────────────────

const readRecurringFlag = fromPromise<boolean, void>(
  async () => readKey(STORAGE_KEYS.showRecurring) === 'true',
)

/**
 * The partner's return page (/token, in the partner window) stores the result for this window:
 * heard at once when an earlier page left one, else when another window stores it.
 */
const watchStoredResult = fromCallback<PaymentEvent>(({ sendBack }) => {
  const send = (event: PaymentEvent) => sendBack(event)
  const stored = readStoredPaymentResult(readKey(STORAGE_KEYS.paymentSuccessData))
  if (stored) send({ type: 'stored.paymentResult', result: stored })
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.paymentSuccessData && event.newValue)
      send({ type: 'stored.paymentResult', result: readStoredPaymentResult(event.newValue) })
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
})

/** Clears username, showRecurring and buy (closing the already-owned or recurring-payment notice). */
const clearFlags = fromPromise<void, void>(async () => {
  for (const key of [STORAGE_KEYS.username, STORAGE_KEYS.showRecurring, STORAGE_KEYS.buy]) writeKey(key, null)
})

// ── `buying`: buy's check (machines/buy) ──────────────────────────────────────────────────────

export const buyActors = {
  storeTokens: fromPromise(async ({ input }: { input: { token: string; refreshToken: string } }) => {
    writeKey(STORAGE_KEYS.vplusToken, input.token)
    writeKey(STORAGE_KEYS.refreshToken, input.refreshToken)
  }),
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
  setFlag: fromPromise(async ({ input }: { input: { flag: 'buy' | 'showRecurring' } }) => {
    writeKey(STORAGE_KEYS[input.flag], 'true')
  }),
  clearFlags,
} satisfies ActorsOf<typeof buyMachine>

// ── `partner`: the partner window (SPEC §7) ────────────────────────────────────────────────────

/** SPEC §9: the partner popups are 600×800. */
const POPUP_FEATURES = 'width=600,height=800'
const POPUP_NAME = 'vplus-partner'
const CLOSED_POLL_MS = 500

const partnerUrl = (path: string, params: Record<string, string>) =>
  `${config.partnerBase}${path}?${new URLSearchParams(params).toString()}`

/**
 * The partner's sign-in page, which posts {source:'vplus-partner', token, refreshToken} to the
 * opener; or its pay page, which after paying goes to returnPath?order_id&status&user_id (/token:
 * src/features/payment/pages/TokenPage.tsx).
 */
function popupUrl(target: PopupTarget): string {
  if (target.page === 'login')
    return partnerUrl('/vplus/auth/login', {
      key: config.partnerKey,
      partner: config.partnerName,
      'return-path': 'token',
      relogin: 'true',
    })
  return partnerUrl('/vplus/pay', {
    key: config.partnerKey,
    'package-id': String(target.packageId),
    // our addition to SPEC §7's parameters: starter and add-on ids are separate ranges
    ...(target.kind === 'starter' ? { 'package-kind': 'starter' } : {}),
    'return-path': target.returnPath,
    // read as the page opens: the pair the partner sign-in just stored, else the stored one
    'v-token': billingToken(readKey) ?? '',
    recommended: 'true',
    partner: config.partnerName,
  })
}

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

// ── `paying`: the payment popup (machines/payment-return), the provider's snap.js ──────────────

type SnapCallbacks = {
  onSuccess: (r?: unknown) => void
  onPending: (r?: unknown) => void
  onError: (r?: unknown) => void
  onClose: () => void
}
type Snap = { pay: (token: string, callbacks: SnapCallbacks) => void }

let loadingSnap: Promise<Snap> | null = null

/** The provider's snap.js, loaded once. */
function loadSnap(): Promise<Snap> {
  const existing = (window as unknown as { snap?: Snap }).snap
  if (existing) return Promise.resolve(existing)
  loadingSnap ??= new Promise<Snap>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = config.snapScriptUrl
    script.async = true
    script.dataset.clientKey = config.snapClientKey
    script.onload = () => {
      const snap = (window as unknown as { snap?: Snap }).snap
      if (snap) resolve(snap)
      else reject(new Error('The payment script loaded without window.snap'))
    }
    script.onerror = () => {
      loadingSnap = null
      reject(new Error('The payment script could not be loaded'))
    }
    document.head.append(script)
  })
  return loadingSnap
}

function isBlocked(result: unknown): boolean {
  const message = (result as { status_message?: unknown } | undefined)?.status_message
  return typeof message === 'string' && /popup blocked/i.test(message)
}

/**
 * Opens the payment popup; all four outcomes resolve (SPEC §2: they lead to the same redirect).
 * The provider reports a popup the browser refused as an error whose message says so: 'blocked'.
 */
async function payWithSnap(token: string): Promise<SnapOutcome | 'blocked'> {
  const snap = await loadSnap()
  return new Promise((resolve) => {
    snap.pay(token, {
      onSuccess: () => resolve('success'),
      onPending: () => resolve('pending'),
      onError: (result) => resolve(isBlocked(result) ? 'blocked' : 'error'),
      onClose: () => resolve('close'),
    })
  })
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

// ── `transactionDetail`: the narrow redirect's detail, read again when the window is back ──────

const watchFocus = fromCallback<PaymentEvent>(({ sendBack }) => {
  const onFocus = () => sendBack({ type: 'window.focused' } satisfies PaymentEvent)
  window.addEventListener('focus', onFocus)
  return () => window.removeEventListener('focus', onFocus)
})

// ── `confirming`: the order as the server reports it ───────────────────────────────────────────

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

const loadOrder = fromPromise(async ({ input }: { input: { orderId: string; token: string | null } }) => {
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
})

// ── `clearingResult`: the result shown, its stored copy goes ───────────────────────────────────

/** Removes paymentSuccessData (the return page stored it for this window). */
const clearResult = fromPromise<void, void>(async () => {
  writeKey(STORAGE_KEYS.paymentSuccessData, null)
})

export const paymentActors = {
  readRecurringFlag,
  watchStoredResult,
  clearFlags,
  partnerWindow,
  watchFocus,
  loadOrder,
  clearResult,
} satisfies ActorsOf<typeof paymentMachine>

export const paymentLogic = paymentMachine.provide({
  actors: {
    ...paymentActors,
    buy: buyMachine.provide({ actors: buyActors }),
    paymentReturn: paymentReturnMachine.provide({ actors: paymentReturnActors }),
  },
})
