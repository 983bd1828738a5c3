/**
 * Buying is started from pages of several features (the catalogue's Buy buttons, /purchase,
 * /checkout, the transaction detail's Continue Payment) and run by one host in the app shell,
 * which loads on the first request. They meet here: a request waits in the queue until the host
 * takes it, so a click made before the host's code arrived is not lost. The requests are the
 * flows' own events (types only: no machine code loads with a page's Buy button).
 */
import type { BuyPackage } from '../../machines/buy/buy.machine'
import type { PaymentReturnEvent } from '../../machines/payment-return/payment-return.machine'

export interface BuyRequest {
  kind: 'buy'
  /** The partner's package id, its kind, and the product code compared with the current packages. */
  pkg: BuyPackage
}

/** payment-return's `pay`: the order, its payment token, the page a wide screen returns to, the mode. */
export type PayRequest = { kind: 'pay' } & Omit<Extract<PaymentReturnEvent, { type: 'pay' }>, 'type'>

export type PaymentRequest = BuyRequest | PayRequest

const queue: PaymentRequest[] = []
let taker: ((request: PaymentRequest) => void) | null = null
const wakers = new Set<() => void>()

function submit(request: PaymentRequest): void {
  if (taker) {
    taker(request)
    return
  }
  queue.push(request)
  for (const wake of wakers) wake()
}

/** Buy a package through the partner popup (SPEC §4 Buy flow). */
export function requestBuy(pkg: BuyRequest['pkg']): void {
  submit({ kind: 'buy', pkg })
}

/** Open the payment popup for an order that has a payment token. */
export function requestPayment(input: Omit<PayRequest, 'kind'>): void {
  submit({ kind: 'pay', ...input })
}

/** The app shell: called when a request waits for a host. Returns the unsubscribe. */
export function onPaymentRequested(wake: () => void): () => void {
  wakers.add(wake)
  return () => wakers.delete(wake)
}

/** The host: receives every waiting request, then each new one. Returns the unsubscribe. */
export function takePaymentRequests(handler: (request: PaymentRequest) => void): () => void {
  taker = handler
  for (const request of queue.splice(0)) handler(request)
  return () => {
    if (taker === handler) taker = null
  }
}

/** Whether the shell should load the host now: a request waits. */
export const hasWaitingPaymentRequest = (): boolean => queue.length > 0
