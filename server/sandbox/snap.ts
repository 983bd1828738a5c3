/**
 * /sandbox/snap: payment-provider stand-in. snap.js opens /sandbox/snap/pay/:token where the tester
 * picks pay, pending, fail or close; the sandbox then sends a signed notification to our webhook
 * (/sandbox/snap/notify), which alone changes the order.
 */
import { readFileSync } from 'node:fs'
import { Hono, type Context } from 'hono'
import { eq } from 'drizzle-orm'
import { notificationBody, snapChoiceBody, type SnapResult } from '../../src/api/contract/sandbox'
import { orders } from '../db/schema'
import { isPayable } from '../../src/api/contract/order-status'
import type { AppEnv, Deps } from '../lib/deps'
import { snapStatus } from '../lib/reply'
import { json, jsonOrForm } from '../lib/validate'
import { createOrderService, settles, signNotification } from '../services/orders'
import { esc, page, rupiah } from './html'

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8')
export const SNAP_JS = asset('snap.js')
const POPUP_JS = asset('popup.js')

const OUTCOME = {
  pay: { transaction_status: 'settlement', status_code: '200' },
  pending: { transaction_status: 'pending', status_code: '201' },
  fail: { transaction_status: 'deny', status_code: '202' },
} as const

export function javascript(c: Context, source: string) {
  c.header('Content-Type', 'application/javascript; charset=utf-8')
  c.header('Cache-Control', 'no-cache')
  return c.body(source)
}

/**
 * `deliver` posts a notification to our webhook (in-process, as the provider would over HTTP).
 * Without `sandbox` only the webhook is served: it is what a real provider calls.
 */
export function snapRoutes(
  deps: Deps,
  sandbox: boolean,
  deliver: (n: Record<string, string>) => Promise<Response>,
) {
  const { db } = deps
  const service = createOrderService(db, deps.now)
  const app = new Hono<AppEnv>()

  app.post('/notify', json(notificationBody), async (c) => {
    const n = c.req.valid('json')
    const outcome = await service.applyNotification(n, deps.config.snapServerKey)
    if (outcome === 'forged' || outcome === 'unknown')
      deps.metrics.notificationsRefused.inc({ reason: outcome })
    if (outcome === 'applied' && settles(n.transaction_status)) deps.metrics.paymentsSettled.inc()
    switch (outcome) {
      case 'forged':
        return snapStatus(c, '401', 'Invalid signature')
      case 'unknown':
        return snapStatus(c, '404', 'Order not found or amount mismatch')
      case 'duplicate':
        return snapStatus(c, '200', 'Notification already processed')
      case 'ignored':
        return snapStatus(c, '200', 'Order already final; notification ignored')
      default:
        return snapStatus(c, '200', 'Notification applied')
    }
  })

  if (!sandbox) return app

  app.get('/snap.js', (c) => javascript(c, SNAP_JS))
  app.get('/popup.js', (c) => javascript(c, POPUP_JS))

  const byToken = async (token: string) =>
    (await db.select().from(orders).where(eq(orders.snapToken, token)))[0]

  app.get('/pay/:token', async (c) => {
    const order = await byToken(c.req.param('token'))
    if (!order)
      return c.html(page('Payment', '<h1>Payment not found</h1><p>This payment link is not valid.</p>'), 404)
    if (!isPayable(order.status)) {
      return c.html(
        page(
          'Payment',
          `<h1>Order ${esc(order.orderId)}</h1><p>This order is already ${esc(order.status)}.</p>`,
        ),
        409,
      )
    }
    const action = `/sandbox/snap/pay/${encodeURIComponent(c.req.param('token'))}`
    const html = `<h1>Sandbox payment</h1>
<p class="muted">Payment-provider stand-in. Choose the outcome to simulate.</p>
<dl><dt>Order</dt><dd>${esc(order.orderId)}</dd><dt>Item</dt><dd>${esc(order.productName)}</dd><dt>Total</dt><dd>${esc(rupiah(order.totalPrice))}</dd></dl>
<form id="snap-form" method="post" action="${esc(action)}" data-token="${esc(c.req.param('token'))}">
<button class="pay" name="choice" value="pay">Pay</button><button class="pending" name="choice" value="pending">Pending</button>
<button class="fail" name="choice" value="fail">Fail</button><button class="close" name="choice" value="close">Close</button>
</form><p id="snap-note" class="muted" role="status"></p>`
    return c.html(page('Sandbox payment', html, ['/sandbox/snap/popup.js']))
  })

  app.post('/pay/:token', jsonOrForm(snapChoiceBody), async (c) => {
    const order = await byToken(c.req.param('token'))
    if (!order) return snapStatus(c, '404', 'Payment not found')
    const { choice } = c.req.valid('json')
    const gross = String(order.totalPrice)
    let result: SnapResult = {
      order_id: order.orderId,
      status_code: '407',
      transaction_status: 'closed',
      gross_amount: gross,
    }
    if (choice !== 'close') {
      const outcome = OUTCOME[choice]
      result = { order_id: order.orderId, ...outcome, gross_amount: gross }
      const signature_key = signNotification(
        order.orderId,
        outcome.status_code,
        gross,
        deps.config.snapServerKey,
      )
      await deliver({ ...result, signature_key, transaction_id: crypto.randomUUID() })
    }
    if ((c.req.header('accept') ?? '').includes('application/json')) return c.json(result)
    return c.html(
      page(
        'Sandbox payment',
        `<h1>Done</h1><p>Outcome: ${esc(result.transaction_status)}. You can close this window.</p>`,
      ),
    )
  })

  return app
}
