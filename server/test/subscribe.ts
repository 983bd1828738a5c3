/**
 * Subscriptions in tests: an add-on bought for a box through checkout and the sandbox's pay page
 * (its card saved for renewals, or not), and a renewal round on one instance whose charges are
 * counted (and, for a test, replaced).
 */
import { eq, like } from 'drizzle-orm'
import { orders, sandboxPayments, subscriptions } from '../db/schema'
import { createLog } from '../lib/log'
import { createMetrics } from '../lib/metrics'
import type { SmsAdapter } from '../lib/sms'
import { createChargeApi, type ChargeApi } from '../services/payment-charge'
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
  if (!checkout.json.data) throw new Error(`checkout refused: ${checkout.text}`)
  const { order_id: orderId, token: payToken } = checkout.json.data as { order_id: string; token: string }
  const paid = await h.call('POST', `/sandbox/snap/pay/${payToken}`, {
    body: { choice: 'pay', ...(opts.card ? { card: opts.card, save_card: opts.save ?? true } : {}) },
    headers: { accept: 'application/json' },
  })
  const [sub] = await h.db.select().from(subscriptions).where(eq(subscriptions.originOrderId, orderId))
  return { orderId, paid, sub }
}

/**
 * A renewer on one instance's database, on the harness's settings. `charged` lists every order
 * it sent the charge API (a duplicate refused included); `charge`, when given, stands in front of
 * the real one. `asked` lists the orders it asked the status API about (a renewal order it found
 * already made). Its SMS notices go to `sms`, or the harness's outbox.
 */
export function renewerOn(
  h: Harness,
  db: Harness['db'],
  app: App,
  opts: { charge?: (real: ChargeApi) => ChargeApi; sms?: SmsAdapter } = {},
) {
  const metrics = createMetrics()
  const log = createLog({ level: 'silent' })
  const payments = paymentsFor({ db, now: h.now, config: h.config, log, metrics }, (url, init) =>
    app.request(url, init),
  )
  const charged: string[] = []
  const asked: string[] = []
  const real = createChargeApi(h.config.paymentStatusApi, h.config.snapServerKey, (url, init) =>
    app.request(url, init),
  )
  const counted: ChargeApi = (input) => {
    charged.push(input.orderId)
    return real(input)
  }
  const renewer = createRenewer({
    db,
    now: h.now,
    payments,
    statusApi: (orderId) => {
      asked.push(orderId)
      return payments.statusApi(orderId)
    },
    chargeApi: opts.charge ? opts.charge(counted) : counted,
    log,
    metrics,
    paymentExpiry: h.config.paymentExpiry,
    leadDays: h.config.renewalLeadDays,
    retryDays: h.config.renewalRetryDays,
    graceDays: h.config.renewalGraceDays,
    every: h.config.renewalEvery,
    noticeDays: h.config.renewalNoticeDays,
    sms: opts.sms ?? h.sms,
    siteUrl: h.config.siteUrl,
  })
  return { renewer, charged, asked, metrics }
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
