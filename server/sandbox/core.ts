/**
 * /sandbox/snap, the provider's Core API calls past a payment (Midtrans-shaped, the server key as
 * Basic user, each kept in the sandbox's own books so its status API confirms what it did):
 *
 * - GoPay Tokenization: POST /v2/pay/account links an account (PENDING, an activation page),
 *   GET /v2/pay/account/{id} reads it (ENABLED with its payment option token, PENDING, EXPIRED
 *   once pending longer than LINK_EXPIRES_MS, DISABLED), POST /v2/pay/account/{id}/unbind
 *   (412 while PENDING). The activation page /sandbox/snap/gopay/{code} asks the payer to allow or
 *   cancel (its address names an activation code, not the account) and returns to the redirect_url with `result=ok|cancel`.
 * - Cards added without a payment (the sandbox's own stand-in for a hosted card form):
 *   POST /v2/card/registrations makes the page /sandbox/snap/card/{id}, which saves a test card
 *   and returns with `registration=<id>&result=ok|cancel`; GET /v2/card/registrations/{id} reads
 *   the saved_token_id and masked card.
 * - POST /v2/{order_id}/refund (settlement only; the same refund_key is the same refund, a new one
 *   another; partial allowed), /cancel and /expire (pending only; 412 otherwise, as Midtrans),
 *   each notified to our webhook signed, as a settlement is.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  cardRegistrationBody,
  linkChoiceBody,
  payAccountBody,
  refundBody,
  TEST_CARDS,
} from '../../contract/sandbox'
import {
  sandboxCardRegistrations,
  sandboxCards,
  sandboxPayAccounts,
  sandboxPayments,
  sandboxRefunds,
} from '../db/schema'
import type { AppEnv, Deps } from '../lib/deps'
import { json, jsonOrForm } from '../lib/validate'
import { signNotification } from '../services/orders'
import { esc, page } from './html'
import {
  accessDenied,
  CARD_EXPIRES,
  DENY_CARD,
  maskedCard,
  providerAmount,
  providerTime,
  serverKeyed,
  wordOf,
} from './snap'

/** a GoPay activation not allowed within this long expires (Midtrans' activation links do) */
export const LINK_EXPIRES_MS = 15 * 60_000

/** '81234567890' as GoPay's page shows it: 0812****890 */
export const maskedGopay = (phone: string) => {
  const local = `0${phone}`
  return `${local.slice(0, 4)}****${local.slice(-3)}`
}

/** the redirect back, with what the provider adds to it */
function back(redirectUrl: string, params: Record<string, string>) {
  const [path = '', query = ''] = redirectUrl.split('?', 2) as [string, string?]
  const search = new URLSearchParams(query)
  for (const [k, val] of Object.entries(params)) search.set(k, val)
  return `${path}?${search}`
}

const PAID = ['settlement', 'capture', 'partial_refund']

export function coreRoutes(deps: Deps, deliver: (n: Record<string, string>) => Promise<Response>) {
  const { db } = deps
  const app = new Hono<AppEnv>()
  const keyed = (c: Context) => serverKeyed(c, deps.config.snapServerKey)
  const notFound = (c: Context, what: string) => c.json({ status_code: '404', status_message: what }, 404)
  const cannot = (c: Context) =>
    c.json(
      { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' },
      412,
    )

  /** PENDING past the limit reads EXPIRED */
  const accountStatus = (a: typeof sandboxPayAccounts.$inferSelect) =>
    a.status === 'PENDING' && deps.now() - a.createdAt.getTime() >= LINK_EXPIRES_MS ? 'EXPIRED' : a.status
  const accountOf = async (id: string) =>
    (await db.select().from(sandboxPayAccounts).where(eq(sandboxPayAccounts.accountId, id)))[0]
  const activationOf = async (code: string) =>
    (await db.select().from(sandboxPayAccounts).where(eq(sandboxPayAccounts.activationCode, code)))[0]
  const accountWord = (a: typeof sandboxPayAccounts.$inferSelect) => {
    const status = accountStatus(a)
    return {
      status_code: '200',
      payment_type: 'gopay',
      account_id: a.accountId,
      account_status: status,
      ...(status === 'ENABLED' && a.paymentOptionToken
        ? {
            metadata: {
              payment_options: [
                {
                  name: 'GOPAY_WALLET',
                  active: true,
                  balance: { value: '1000000.00', currency: 'IDR' },
                  token: a.paymentOptionToken,
                },
              ],
            },
          }
        : {}),
    }
  }

  app.post('/v2/pay/account', json(payAccountBody), async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const { gopay_partner: partner } = c.req.valid('json')
    const accountId = crypto.randomUUID()
    const activationCode = randomBytes(18).toString('base64url')
    await db.insert(sandboxPayAccounts).values({
      accountId,
      activationCode,
      phone: partner.phone_number,
      redirectUrl: partner.redirect_url,
      status: 'PENDING',
      createdAt: new Date(deps.now()),
    })
    const url = `/sandbox/snap/gopay/${activationCode}`
    return c.json(
      {
        status_code: '201',
        payment_type: 'gopay',
        account_id: accountId,
        account_status: 'PENDING',
        actions: [
          { name: 'activation-deeplink', method: 'GET', url },
          { name: 'activation-link-url', method: 'GET', url },
        ],
      },
      201,
    )
  })

  app.get('/v2/pay/account/:id', async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const account = await accountOf(c.req.param('id'))
    return account ? c.json(accountWord(account)) : notFound(c, 'Account not found')
  })

  app.post('/v2/pay/account/:id/unbind', async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const account = await accountOf(c.req.param('id'))
    if (!account) return notFound(c, 'Account not found')
    const [unbound] = await db
      .update(sandboxPayAccounts)
      .set({ status: 'DISABLED' })
      .where(
        and(
          eq(sandboxPayAccounts.accountId, account.accountId),
          inArray(sandboxPayAccounts.status, ['ENABLED', 'DISABLED']),
        ),
      )
      .returning()
    if (!unbound)
      return c.json({ status_code: '412', status_message: 'Account status cannot be updated.' }, 412)
    return c.json({
      status_code: '204',
      payment_type: 'gopay',
      account_id: unbound.accountId,
      account_status: 'DISABLED',
      channel_response_code: '0',
      channel_response_message: 'Process service request successfully.',
    })
  })

  // GoPay's activation page, as the payer sees it in the GoPay app
  app.get('/gopay/:code', async (c) => {
    const account = await activationOf(c.req.param('code'))
    if (!account || accountStatus(account) !== 'PENDING')
      return c.html(
        page('GoPay', '<h1>Link not valid</h1><p>This GoPay link has expired or was already used.</p>'),
        404,
      )
    const phone = maskedGopay(account.phone)
    const action = `/sandbox/snap/gopay/${encodeURIComponent(account.activationCode)}`
    return c.html(
      page(
        'Link GoPay',
        `<h1>Link GoPay ${esc(phone)}</h1>
<p>Vision+ TV asks to charge your GoPay account ${esc(phone)} for renewals. You can unlink it at any time.</p>
<p class="muted">Sandbox GoPay: nothing is charged now.</p>
<form method="post" action="${esc(action)}">
<button class="pay" name="choice" value="allow">Allow</button><button class="close" name="choice" value="cancel">Cancel</button>
</form>`,
      ),
    )
  })

  app.post('/gopay/:code', jsonOrForm(linkChoiceBody), async (c) => {
    const account = await activationOf(c.req.param('code'))
    if (!account || accountStatus(account) !== 'PENDING')
      return c.html(page('GoPay', '<h1>Link not valid</h1><p>This GoPay link has expired.</p>'), 404)
    const allow = c.req.valid('json').choice === 'allow'
    await db
      .update(sandboxPayAccounts)
      .set(
        allow
          ? { status: 'ENABLED', paymentOptionToken: `gpt-${randomBytes(18).toString('base64url')}` }
          : { status: 'DISABLED' },
      )
      .where(
        and(eq(sandboxPayAccounts.accountId, account.accountId), eq(sandboxPayAccounts.status, 'PENDING')),
      )
    return c.redirect(back(account.redirectUrl, { result: allow ? 'ok' : 'cancel' }), 303)
  })

  const registrationOf = async (id: string) =>
    (
      await db.select().from(sandboxCardRegistrations).where(eq(sandboxCardRegistrations.registrationId, id))
    )[0]

  app.post('/v2/card/registrations', json(cardRegistrationBody), async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const body = c.req.valid('json')
    const registrationId = `reg-${randomBytes(12).toString('base64url')}`
    await db.insert(sandboxCardRegistrations).values({
      registrationId,
      userId: body.user_id,
      redirectUrl: body.redirect_url,
      status: 'PENDING',
      createdAt: new Date(deps.now()),
    })
    return c.json(
      {
        status_code: '201',
        registration_id: registrationId,
        status: 'PENDING',
        redirect_url: `/sandbox/snap/card/${registrationId}`,
      },
      201,
    )
  })

  app.get('/v2/card/registrations/:id', async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const registration = await registrationOf(c.req.param('id'))
    if (!registration) return notFound(c, 'Registration not found')
    const [card] = registration.savedTokenId
      ? await db.select().from(sandboxCards).where(eq(sandboxCards.token, registration.savedTokenId))
      : []
    return c.json({
      status_code: '200',
      registration_id: registration.registrationId,
      status: registration.status,
      user_id: registration.userId,
      ...(card
        ? {
            saved_token_id: card.token,
            saved_token_id_expired_at: providerTime(card.expiresAt),
            masked_card: card.maskedCard,
            card_type: card.cardType,
            bank: card.bank,
          }
        : {}),
    })
  })

  // the card page: a test card saved for later charges, nothing charged now
  app.get('/card/:id', async (c) => {
    const registration = await registrationOf(c.req.param('id'))
    if (registration?.status !== 'PENDING')
      return c.html(page('Add a card', '<h1>Link not valid</h1><p>This card page was already used.</p>'), 404)
    const action = `/sandbox/snap/card/${encodeURIComponent(registration.registrationId)}`
    return c.html(
      page(
        'Add a card',
        `<h1>Add a card</h1>
<p class="muted">Sandbox card page: the card is saved for renewals, nothing is charged now.</p>
<form method="post" action="${esc(action)}">
<label for="card-number">Test card</label><select id="card-number" name="card">
<option value="${TEST_CARDS[0]}" selected>4811 1111 1111 1114 (Visa, accepted)</option>
<option value="${TEST_CARDS[1]}">4911 1111 1111 1113 (Visa, charges declined)</option></select>
<button class="pay" name="choice" value="allow">Save card</button><button class="close" name="choice" value="cancel">Cancel</button>
</form>`,
      ),
    )
  })

  app.post('/card/:id', jsonOrForm(linkChoiceBody), async (c) => {
    const registration = await registrationOf(c.req.param('id'))
    if (registration?.status !== 'PENDING')
      return c.html(page('Add a card', '<h1>Link not valid</h1><p>This card page was already used.</p>'), 404)
    const { choice, card = TEST_CARDS[0] } = c.req.valid('json')
    const token =
      choice === 'allow'
        ? `${card.slice(0, 6)}${randomBytes(12).toString('base64url')}${card.slice(-4)}`
        : null
    const done = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(sandboxCardRegistrations)
        .set(token ? { status: 'REGISTERED', savedTokenId: token } : { status: 'CANCELLED' })
        .where(
          and(
            eq(sandboxCardRegistrations.registrationId, registration.registrationId),
            eq(sandboxCardRegistrations.status, 'PENDING'),
          ),
        )
        .returning()
      if (moved && token)
        await tx.insert(sandboxCards).values({
          token,
          userId: registration.userId,
          maskedCard: maskedCard(card),
          cardType: 'credit',
          bank: 'bni',
          denies: card === DENY_CARD,
          expiresAt: CARD_EXPIRES,
        })
      return moved
    })
    if (!done)
      return c.html(page('Add a card', '<h1>Link not valid</h1><p>This card page was already used.</p>'), 404)
    return c.redirect(
      back(registration.redirectUrl, {
        registration: registration.registrationId,
        result: token ? 'ok' : 'cancel',
      }),
      303,
    )
  })

  const bookOf = async (orderId: string) =>
    (await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)))[0]
  const notify = async (book: typeof sandboxPayments.$inferSelect) => {
    if (deps.config.sandboxDropNotifications) return
    await deliver({
      ...wordOf(book),
      status_message: `Success, transaction is ${book.transactionStatus}`,
      signature_key: signNotification(
        book.orderId,
        book.statusCode,
        book.grossAmount,
        deps.config.snapServerKey,
      ),
    })
  }

  app.post('/v2/:orderId/refund', json(refundBody), async (c) => {
    if (!keyed(c)) return accessDenied(c)
    const orderId = c.req.param('orderId')
    const { refund_key: refundKey, amount, reason } = c.req.valid('json')
    const book = await bookOf(orderId)
    if (!book) return notFound(c, "Transaction doesn't exist.")
    // one refund per key: the same key answers the refund it made; a new one refunds again
    const made = await db.transaction(async (tx) => {
      const [known] = await tx
        .select()
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.orderId, orderId), eq(sandboxRefunds.refundKey, refundKey)))
      if (known) return { refund: known, fresh: false }
      const gross = Number(book.grossAmount)
      const refund = amount ?? gross - book.refunded
      const [moved] = await tx
        .update(sandboxPayments)
        .set({
          refunded: sql`${sandboxPayments.refunded} + ${refund}`,
          transactionStatus: sql`case when ${sandboxPayments.refunded} + ${refund} >= ${gross} then 'refund' else 'partial_refund' end`,
          statusCode: '200',
        })
        .where(
          and(
            eq(sandboxPayments.orderId, orderId),
            inArray(sandboxPayments.transactionStatus, PAID),
            sql`${sandboxPayments.refunded} + ${refund} <= ${gross}`,
            sql`${refund} > 0`,
          ),
        )
        .returning()
      if (!moved) return null
      const [row] = await tx
        .insert(sandboxRefunds)
        .values({ orderId, refundKey, amount: refund, reason, createdAt: new Date(deps.now()) })
        .returning()
      return row ? { refund: row, fresh: true } : null
    })
    if (!made) return cannot(c)
    const after = (await bookOf(orderId))!
    if (made.fresh) await notify(after)
    return c.json({
      ...wordOf(after),
      status_message: 'Success, refund request is approved',
      refund_chargeback_id: made.refund.refundChargebackId,
      refund_amount: providerAmount(made.refund.amount),
      refund_key: made.refund.refundKey,
    })
  })

  /** pending only: the order closes as `status` (cancel 200, expire 407), notified */
  const close = (status: 'cancel' | 'expire', code: '200' | '407') => async (c: Context) => {
    if (!keyed(c)) return accessDenied(c)
    const orderId = c.req.param('orderId') ?? ''
    if (!(await bookOf(orderId))) return notFound(c, "Transaction doesn't exist.")
    const [moved] = await db
      .update(sandboxPayments)
      .set({ transactionStatus: status, statusCode: code })
      .where(and(eq(sandboxPayments.orderId, orderId), eq(sandboxPayments.transactionStatus, 'pending')))
      .returning()
    if (!moved) return cannot(c)
    await notify(moved)
    return c.json({
      ...wordOf(moved),
      status_message: `Success, transaction is ${status === 'cancel' ? 'canceled' : 'expired'}`,
    })
  }
  app.post('/v2/:orderId/cancel', close('cancel', '200'))
  app.post('/v2/:orderId/expire', close('expire', '407'))

  return app
}
