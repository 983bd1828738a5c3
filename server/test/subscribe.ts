/**
 * Subscriptions in tests: an add-on bought for a box through checkout and the sandbox's pay page
 * (its card saved for renewals, or not), and a renewal round on one instance whose charges are
 * counted (and, for a test, replaced).
 */
import { eq, like } from 'drizzle-orm'
import { orders, sandboxPayments, subscriptions } from '../db/schema'
import { createLog } from '../lib/log'
import { createMetrics } from '../lib/metrics'
import { createChargeApi, type ChargeApi, type ChargeAnswer } from '../services/payment-charge'
import { paymentsFor } from '../services/payments'
import { createRenewer } from '../services/renewals'
import type { Harness } from './harness'

export const VISA = '4811111111111114'
export const DENY_CARD = '4911111111111113'

type App = { request: (url: string, init: RequestInit) => Response | Promise<Response> }

/** checks an add-on out for the box and pays it in the sandbox: with `card`, saved for renewals */
export async function buy(
  h: Harness,
  token: string,
  opts: { packageId: number; sn: string; card?: string; save?: boolean },
) {
  const checkout = await h.call('POST', '/go/vplustv/v1/checkout', {
    token,
    body: { package_id: opts.packageId, sn: opts.sn },
  })
  const { order_id: orderId, token: payToken } = checkout.json.data as { order_id: string; token: string }
  const paid = await h.call('POST', `/sandbox/snap/pay/${payToken}`, {
    body: { choice: 'pay', ...(opts.card ? { card: opts.card, save_card: opts.save ?? true } : {}) },
    headers: { accept: 'application/json' },
  })
  const [sub] = await h.db.select().from(subscriptions).where(eq(subscriptions.originOrderId, orderId))
  return { orderId, paid, sub }
}

/**
 * A renewer on one instance's database, on the harness's settings. `charged` lists the orders
 * the provider answered a charge for; `charge`, when given, stands in front of the real one.
 */
export function renewerOn(
  h: Harness,
  db: Harness['db'],
  app: App,
  opts: { charge?: (real: ChargeApi) => ChargeApi } = {},
) {
  const metrics = createMetrics()
  const log = createLog({ level: 'silent' })
  const payments = paymentsFor({ db, now: h.now, config: h.config, log, metrics }, (url, init) =>
    app.request(url, init),
  )
  const charged: string[] = []
  const real = createChargeApi(h.config.paymentStatusApi, h.config.snapServerKey, (url, init) =>
    app.request(url, init),
  )
  const counted: ChargeApi = async (input) => {
    const answer: ChargeAnswer = await real(input)
    if (answer.kind === 'answered') charged.push(input.orderId)
    return answer
  }
  const renewer = createRenewer({
    db,
    now: h.now,
    payments,
    statusApi: payments.statusApi,
    chargeApi: opts.charge ? opts.charge(counted) : counted,
    log,
    metrics,
    paymentExpiry: h.config.paymentExpiry,
    leadDays: h.config.renewalLeadDays,
    retryDays: h.config.renewalRetryDays,
    graceDays: h.config.renewalGraceDays,
    every: h.config.renewalEvery,
  })
  return { renewer, charged, metrics }
}

export const subscriptionOf = async (db: Harness['db'], id: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!

/** the renewal orders of a subscription, and the charges the sandbox booked for them */
export async function renewalsOf(db: Harness['db'], id: number) {
  const made = await db
    .select()
    .from(orders)
    .where(like(orders.orderId, `RNW-${id}-%`))
  const booked = await db
    .select()
    .from(sandboxPayments)
    .where(like(sandboxPayments.orderId, `RNW-${id}-%`))
  return { orders: made, booked }
}
