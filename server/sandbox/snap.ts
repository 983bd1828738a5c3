/**
 * /sandbox/snap: payment-provider stand-in. snap.js opens /sandbox/snap/pay/:token where the tester
 * picks pay, pending, fail or close; the sandbox records what the payer did (its books: the
 * sandbox_payments table), answers the provider's status API from that record
 * (GET /sandbox/snap/v2/:order_id/status, the server key as Basic user) and sends a signed
 * notification to our webhook (/sandbox/snap/notify), unless SANDBOX_DROP_NOTIFICATIONS=1.
 * The webhook is what a real provider calls; it alone changes the order (server/services/payments.ts).
 * A checkout that asked for `credit_card.save_card` lets the payer save the test card: the books,
 * the status API and the notification then carry its `saved_token_id`, which the charge API
 * (POST /sandbox/snap/v2/charge) takes for a renewal, once per order_id, as Midtrans does.
 */
import { readFileSync } from 'node:fs'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { eq } from 'drizzle-orm'
import {
  chargeBody,
  notificationBody,
  snapChoiceBody,
  TEST_CARDS,
  transactionBody,
  type SnapResult,
} from '../../contract/sandbox'
import { orders, sandboxCards, sandboxCheckouts, sandboxPayAccounts, sandboxPayments } from '../db/schema'
import { isPayable } from '../../contract/order-status'
import type { AppEnv, Deps } from '../lib/deps'
import { snapStatus } from '../lib/reply'
import { json, jsonOrForm } from '../lib/validate'
import { signNotification } from '../services/orders'
import type { Outcome, Payments } from '../services/payments'
import { esc, page, rupiah } from './html'

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8')
export const SNAP_JS = asset('snap.js')
const POPUP_JS = asset('popup.js')

const OUTCOME = {
  pay: { transaction_status: 'settlement', status_code: '200' },
  pending: { transaction_status: 'pending', status_code: '201' },
  fail: { transaction_status: 'deny', status_code: '202' },
} as const

/**
 * The webhook's reply to each outcome. The provider retries a notification until it gets a 2xx,
 * so only what a later try can change (the status API not answering) is answered 503; a forged
 * one is 401 (it did not come from the provider); everything else is 200, counted when refused.
 */
const REPLY: Record<Outcome, [status: '200' | '401' | '503', message: string]> = {
  forged: ['401', 'Invalid signature'],
  unknown: ['200', 'Order not known here; notification ignored'],
  mismatch: ['200', "Amount or currency is not the order's; notification not applied"],
  unconfirmed: ['200', "The provider's status does not confirm this notification; not applied"],
  unavailable: ['503', 'Could not confirm with the status API; try again later'],
  duplicate: ['200', 'Notification already processed'],
  unchanged: ['200', 'Notification already processed'],
  ignored: ['200', 'Order already final; notification ignored'],
  applied: ['200', 'Notification applied'],
  late: ['200', 'Notification applied: paid after the order closed'],
}

export function javascript(c: Context, source: string) {
  c.header('Content-Type', 'application/javascript; charset=utf-8')
  c.header('Cache-Control', 'no-cache')
  return c.body(source)
}

/** the provider's transaction time format: "2026-11-26 13:00:00" */
export const providerTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ')
/** the provider's amount format: "49000.00" */
export const providerAmount = (n: number) => `${n}.00`

/** the provider's masked card: the first six digits and the last four, "481111-1114" */
export const maskedCard = (number: string) => `${number.slice(0, 6)}-${number.slice(-4)}`
/** the deny card saves fine; every later charge of it is denied */
export const DENY_CARD = TEST_CARDS[1]
/** a saved test card lasts as the card does: to the end of 2030 */
export const CARD_EXPIRES = new Date('2030-12-31T07:00:00Z')

/** the card fields of a record, as the provider adds them to its status answer and notification */
function cardFields(book: {
  paymentType?: string
  maskedCard?: string | null
  cardType?: string | null
  bank?: string | null
  savedTokenId?: string | null
  savedTokenIdExpiredAt?: Date | null
}): Record<string, string> {
  if (book.paymentType !== 'credit_card') return {}
  return {
    ...(book.maskedCard ? { masked_card: book.maskedCard } : {}),
    ...(book.cardType ? { card_type: book.cardType } : {}),
    ...(book.bank ? { bank: book.bank } : {}),
    ...(book.savedTokenId ? { saved_token_id: book.savedTokenId } : {}),
    ...(book.savedTokenIdExpiredAt
      ? { saved_token_id_expired_at: providerTime(book.savedTokenIdExpiredAt) }
      : {}),
  }
}

/** whether a call to the provider's APIs carries the server key as its Basic user */
export function serverKeyed(c: Context, serverKey: string) {
  const expected = Buffer.from(`Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`)
  const given = Buffer.from(c.req.header('authorization') ?? '')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
export const accessDenied = (c: Context) =>
  c.json({ status_code: '401', status_message: 'Access denied, please check client or server key' }, 401)

type Book = typeof sandboxPayments.$inferSelect

/**
 * A record of the books as the provider words it in its status answer, charge answer and
 * notification (less the message and the signature).
 */
export function wordOf(
  book:
    | Book
    | Omit<
        Book,
        | 'refunded'
        | 'gopayAccountId'
        | 'maskedCard'
        | 'cardType'
        | 'bank'
        | 'savedTokenId'
        | 'savedTokenIdExpiredAt'
      >,
) {
  return {
    status_code: book.statusCode,
    transaction_id: book.transactionId,
    order_id: book.orderId,
    gross_amount: book.grossAmount,
    currency: book.currency,
    payment_type: book.paymentType,
    transaction_time: providerTime(book.transactionTime),
    transaction_status: book.transactionStatus,
    fraud_status: book.fraudStatus,
    ...cardFields(book),
  }
}

/**
 * `deliver` posts a notification to our webhook (in-process, as the provider would over HTTP).
 * Without `sandbox` only the webhook is served: it is what a real provider calls.
 */
export function snapRoutes(
  deps: Deps,
  sandbox: boolean,
  deliver: (n: Record<string, string>) => Promise<Response>,
  payments: Payments,
) {
  const { db } = deps
  const app = new Hono<AppEnv>()

  app.post('/notify', json(notificationBody), async (c) => {
    const [status, message] = REPLY[await payments.applyNotification(c.req.valid('json'))]
    return snapStatus(c, status, message)
  })

  if (!sandbox) return app

  app.get('/snap.js', (c) => javascript(c, SNAP_JS))
  app.get('/popup.js', (c) => javascript(c, POPUP_JS))

  const byToken = async (token: string) =>
    (await db.select().from(orders).where(eq(orders.snapToken, token)))[0]
  const checkoutOf = async (token: string) =>
    (await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.token, token)))[0]

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
    const checkout = await checkoutOf(c.req.param('token'))
    // a checkout that asked for save_card: the payer pays by card and may keep it for renewals
    const card = checkout?.saveCard
      ? `<label for="snap-card">Test card</label><select id="snap-card" name="card">
<option value="${TEST_CARDS[0]}" selected>4811 1111 1111 1114 (Visa, accepted)</option>
<option value="${TEST_CARDS[1]}">4911 1111 1111 1113 (Visa, later charges denied)</option></select>
<label><input type="checkbox" name="save_card" value="on" checked> Save this card for renewals</label>`
      : ''
    const html = `<h1>Sandbox payment</h1>
<p class="muted">Payment-provider stand-in. Choose the outcome to simulate.</p>
<dl><dt>Order</dt><dd>${esc(order.orderId)}</dd><dt>Item</dt><dd>${esc(order.productName)}</dd><dt>Total</dt><dd>${esc(rupiah(order.totalPrice))}</dd></dl>
<form id="snap-form" method="post" action="${esc(action)}" data-token="${esc(c.req.param('token'))}">${card}
<button class="pay" name="choice" value="pay">Pay</button><button class="pending" name="choice" value="pending">Pending</button>
<button class="fail" name="choice" value="fail">Fail</button><button class="close" name="choice" value="close">Close</button>
</form><p id="snap-note" class="muted" role="status"></p>`
    return c.html(page('Sandbox payment', html, ['/sandbox/snap/popup.js']))
  })

  /** the sandbox's record of what the payer did, or, past the provider's expiry, an expiry */
  const bookOf = async (order: typeof orders.$inferSelect) => {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, order.orderId))
    if (row && row.transactionStatus !== 'pending') return row
    if (!order.expiresAt || deps.now() < order.expiresAt.getTime()) return row
    return {
      orderId: order.orderId,
      transactionId: row?.transactionId ?? '',
      transactionStatus: 'expire',
      statusCode: '407',
      fraudStatus: 'accept',
      grossAmount: providerAmount(order.totalPrice),
      currency: 'IDR',
      transactionTime: order.expiresAt,
      paymentType: 'bank_transfer',
    }
  }

  const keyed = (c: Context) => serverKeyed(c, deps.config.snapServerKey)

  // the provider's transaction API: it makes an order's payment (the token its window opens)
  app.post('/snap/v1/transactions', json(transactionBody), async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const body = c.req.valid('json')
    const token = randomBytes(18).toString('base64url')
    await db.insert(sandboxCheckouts).values({
      token,
      orderId: body.transaction_details.order_id,
      saveCard: body.credit_card?.save_card === true,
      userId: body.user_id ?? null,
      createdAt: new Date(deps.now()),
    })
    // the sandbox is this site: its payment page is a path here
    return c.json({ token, redirect_url: `/sandbox/snap/pay/${token}` }, 201)
  })

  app.get('/v2/:orderId/status', async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const orderId = c.req.param('orderId')
    const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId))
    // a charge (/v2/charge) is in the books whatever order it names
    const book = order
      ? await bookOf(order)
      : (await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)))[0]
    if (!book) return c.json({ status_code: '404', status_message: "Transaction doesn't exist." }, 404)
    return c.json({
      ...wordOf(book),
      status_message: 'Success, transaction is found',
      signature_key: signNotification(
        book.orderId,
        book.statusCode,
        book.grossAmount,
        deps.config.snapServerKey,
      ),
    })
  })

  // the provider's charge API for a saved card or a linked GoPay account (Core API POST /v2/charge):
  // answered at once, booked so the status API confirms it, notified as any payment; one charge
  // per order_id
  app.post('/v2/charge', json(chargeBody), async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const body = c.req.valid('json')
    const details = body.transaction_details
    const gross = providerAmount(details.gross_amount)
    let record: typeof sandboxPayments.$inferInsert
    let message: string
    if (body.payment_type === 'gopay') {
      const [account] = await db
        .select()
        .from(sandboxPayAccounts)
        .where(eq(sandboxPayAccounts.accountId, body.gopay.account_id))
      if (account?.status !== 'ENABLED' || account.paymentOptionToken !== body.gopay.payment_option_token)
        return c.json(
          { status_code: '411', status_message: 'GoPay account or payment option token is invalid' },
          400,
        )
      record = {
        orderId: details.order_id,
        transactionId: crypto.randomUUID(),
        transactionStatus: 'settlement',
        statusCode: '200',
        grossAmount: gross,
        transactionTime: new Date(deps.now()),
        paymentType: 'gopay',
        gopayAccountId: account.accountId,
      }
      message = 'Success, GoPay transaction is successful'
    } else {
      const [card] = await db
        .select()
        .from(sandboxCards)
        .where(eq(sandboxCards.token, body.credit_card.token_id))
      if (!card || card.expiresAt.getTime() <= deps.now())
        return c.json(
          { status_code: '411', status_message: 'Token id is missing, invalid, or timed out' },
          400,
        )
      record = {
        orderId: details.order_id,
        transactionId: crypto.randomUUID(),
        ...(card.denies
          ? { transactionStatus: 'deny', statusCode: '202' }
          : { transactionStatus: 'capture', statusCode: '200' }),
        grossAmount: gross,
        transactionTime: new Date(deps.now()),
        paymentType: 'credit_card',
        maskedCard: card.maskedCard,
        cardType: card.cardType,
        bank: card.bank,
        savedTokenId: card.token,
        savedTokenIdExpiredAt: card.expiresAt,
      }
      message = card.denies
        ? 'Deny by Bank [BNI] with code [05] and message [Do not honour]'
        : 'Success, Credit Card transaction is successful'
    }
    const [booked] = await db.insert(sandboxPayments).values(record).onConflictDoNothing().returning()
    if (!booked)
      return c.json(
        {
          status_code: '406',
          status_message: 'Duplicate order ID. Order ID has already been utilized previously.',
        },
        406,
      )
    const word = { ...wordOf(booked), status_message: message }
    if (!deps.config.sandboxDropNotifications)
      await deliver({
        ...word,
        signature_key: signNotification(booked.orderId, booked.statusCode, gross, deps.config.snapServerKey),
      })
    return c.json(word, booked.statusCode === '202' ? 202 : 200)
  })

  app.post('/pay/:token', jsonOrForm(snapChoiceBody), async (c) => {
    const order = await byToken(c.req.param('token'))
    if (!order) return snapStatus(c, '404', 'Payment not found')
    const { choice, save_card: save, card = TEST_CARDS[0] } = c.req.valid('json')
    const book = await bookOf(order)
    // the provider takes one payment per order and none past its expiry; a declined card may try again
    if (book && book.transactionStatus !== 'pending' && book.transactionStatus !== 'deny')
      return c.json(
        {
          order_id: order.orderId,
          status_code: '409',
          transaction_status: book.transactionStatus,
          gross_amount: book.grossAmount,
        } satisfies SnapResult,
        409,
      )
    const gross = providerAmount(order.totalPrice)
    let result: SnapResult = {
      order_id: order.orderId,
      status_code: '407',
      transaction_status: 'closed',
      gross_amount: gross,
    }
    if (choice !== 'close') {
      const checkout = await checkoutOf(c.req.param('token'))
      // a card kept for renewals: only where the checkout asked for it and the payer agreed
      const saved = choice === 'pay' && checkout?.saveCard === true && (save === true || save === 'on')
      const outcome = saved ? { transaction_status: 'capture', status_code: '200' } : OUTCOME[choice]
      result = { order_id: order.orderId, ...outcome, gross_amount: gross }
      const token = saved
        ? `${card.slice(0, 6)}${randomBytes(12).toString('base64url')}${card.slice(-4)}`
        : null
      if (token)
        await db.insert(sandboxCards).values({
          token,
          userId: checkout?.userId ?? null,
          maskedCard: maskedCard(card),
          cardType: 'credit',
          bank: 'bni',
          denies: card === DENY_CARD,
          expiresAt: CARD_EXPIRES,
        })
      const record = {
        transactionId: book?.transactionId || crypto.randomUUID(),
        transactionStatus: outcome.transaction_status,
        statusCode: outcome.status_code,
        grossAmount: gross,
        transactionTime: new Date(deps.now()),
        ...(saved
          ? {
              paymentType: 'credit_card',
              maskedCard: maskedCard(card),
              cardType: 'credit',
              bank: 'bni',
              savedTokenId: token,
              savedTokenIdExpiredAt: CARD_EXPIRES,
            }
          : {}),
      }
      await db
        .insert(sandboxPayments)
        .values({ orderId: order.orderId, ...record })
        .onConflictDoUpdate({ target: sandboxPayments.orderId, set: record })
      const signature_key = signNotification(
        order.orderId,
        outcome.status_code,
        gross,
        deps.config.snapServerKey,
      )
      if (!deps.config.sandboxDropNotifications)
        await deliver({
          ...result,
          signature_key,
          transaction_id: record.transactionId,
          currency: 'IDR',
          ...(choice === 'pay' ? { fraud_status: 'accept' } : {}),
          ...(saved ? { payment_type: 'credit_card', ...cardFields(record) } : {}),
        })
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
