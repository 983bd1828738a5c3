/**
 * /sandbox/partner: the partner's sign-in and pay popups (SPEC §7 parameters). Sign-in hands a
 * billing token pair to the opener; pay creates the order and runs the payment popup. The pay
 * page sells add-ons and, with `package-kind=starter` (our addition; SPEC §1 sells starter packs
 * through the partner popup too), starter packs: a starter order, priced as /checkout prices it.
 * A starter pack is a box sent to the customer, so, as /checkout does, the pay page asks for one
 * of the customer's saved delivery addresses (the latest chosen unless the opener's `address-id`
 * names another) and keeps it on the order; with none saved it sells no box.
 */
import { readFileSync } from 'node:fs'
import { Hono, type Context } from 'hono'
import { and, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { INT_MAX, phoneSchema } from '../../contract/common'
import { addonPackages, addresses, starterPacks } from '../db/schema'
import { toAddress } from '../routes/go'
import type { AppEnv, Deps } from '../lib/deps'
import { Busy, BUSY_MESSAGE } from '../lib/password-pool'
import { form } from '../lib/validate'
import { createSignIn } from '../services/sign-in'
import { createCredentials, refusalMessage, WRONG_LOGIN_MESSAGE } from '../services/credentials'
import { STARTER_DELIVERY, type OrderService } from '../services/orders'
import { esc, page, rupiah, safeReturnPath } from './html'
import { javascript } from './snap'

const PARTNER_JS = readFileSync(new URL('./assets/partner.js', import.meta.url), 'utf8')

/** The popups' own forms: text fields only; a bad value re-renders the page rather than failing. */
const textFields = v.record(v.string(), v.string('Send text fields only'))
const LOGIN_FIELDS = ['key', 'partner', 'return-path', 'relogin']
const PAY_FIELDS = ['key', 'package-id', 'package-kind', 'return-path', 'v-token', 'recommended', 'partner']
const NO_ADDRESS = 'Add a delivery address to your Vision+ account first: the box is sent there.'

type SavedAddress = typeof addresses.$inferSelect

/** The delivery choice of a starter pack's pay page: the saved addresses, `chosen` checked. */
function addressChoice(saved: SavedAddress[], chosen: number | undefined, error = ''): string {
  if (saved.length === 0) return `<p class="error" role="alert">${esc(NO_ADDRESS)}</p>`
  const checked = saved.some((a) => a.id === chosen) ? chosen : saved[0]!.id
  const options = saved
    .map(
      (a) =>
        `<label><input type="radio" name="address-id" value="${a.id}"${a.id === checked ? ' checked' : ''} required> ${esc(`${a.recipientName}, ${a.addressDetails}, ${a.subdistrict}, ${a.city} ${a.postalCode}`)}</label>`,
    )
    .join('')
  return `${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}<fieldset><legend>Delivery address</legend>${options}</fieldset>`
}

function loginForm(q: Record<string, string>, error = ''): string {
  const hidden = LOGIN_FIELDS.map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join(
    '',
  )
  return `<h1>Sign in to Vision+</h1><p class="muted">Partner sign-in (sandbox). Demo: 081234567890 / visionplus123</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/sandbox/partner/vplus/auth/login">${hidden}
<label for="phone">Phone number</label><input id="phone" name="phone" inputmode="tel" autocomplete="tel" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Sign in</button></form>`
}

export function partnerRoutes(deps: Deps, orders: OrderService) {
  const { db } = deps
  const checkLogin = createCredentials(deps)
  const signIn = createSignIn(deps)
  const app = new Hono<AppEnv>()

  app.get('/partner.js', (c) => javascript(c, PARTNER_JS))

  app.get('/vplus/auth/login', (c) => c.html(page('Sign in', loginForm(c.req.query()))))

  app.post('/vplus/auth/login', form(textFields), async (c) => {
    const sent = c.req.valid('form')
    const phone = v.safeParse(phoneSchema, sent.phone ?? '')
    // a malformed phone is checked as itself: it never matches, but still counts and costs a hash
    const outcome = await checkLogin(
      c,
      phone.success ? phone.output : (sent.phone ?? ''),
      sent.password ?? '',
    ).catch((err: unknown) => {
      if (err instanceof Busy)
        return { ok: false as const, reason: 'busy' as const, retryAfter: err.retryAfter }
      throw err
    })
    if (!outcome.ok && outcome.reason !== 'wrong') {
      c.header('Retry-After', String(outcome.retryAfter))
      const busy = outcome.reason === 'busy'
      return c.html(
        page('Sign in', loginForm(sent, busy ? BUSY_MESSAGE : refusalMessage(outcome))),
        busy ? 503 : 429,
      )
    }
    if (!outcome.ok) return c.html(page('Sign in', loginForm(sent, WRONG_LOGIN_MESSAGE)), 401)
    const sid = await signIn(c, outcome.user, { ttl: deps.config.bssRefreshTtl, notice: true })
    const pair = await deps.sessions.bssPair(outcome.user, { sid })
    const html = `<h1>Signed in</h1><p>You can close this window.</p>
<div id="partner-login-result" data-token="${esc(pair.access_token)}" data-refresh-token="${esc(pair.refresh_token)}"></div>`
    return c.html(page('Signed in', html, ['/sandbox/partner/partner.js']))
  })

  /** What the pay page sells: an add-on (with its duration) or a starter pack (delivered). */
  async function findProduct(kind: 'add-on' | 'starter', id: number) {
    if (kind === 'starter') {
      const [pack] = await db.select().from(starterPacks).where(eq(starterPacks.id, id))
      return (
        pack && {
          kind,
          id: pack.id,
          name: pack.name,
          price: pack.price,
          terms: `Starter pack, delivered (${STARTER_DELIVERY.service}, ${rupiah(STARTER_DELIVERY.fee)})`,
        }
      )
    }
    const [addon] = await db.select().from(addonPackages).where(eq(addonPackages.id, id))
    return (
      addon && {
        kind,
        id: addon.id,
        name: addon.name,
        price: addon.price,
        terms: `${addon.durationDays} days`,
      }
    )
  }

  /** the customer's saved addresses, the latest first */
  const savedAddresses = (userId: number) =>
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id))

  async function payContext(c: Context, q: Record<string, string>) {
    const claims = await deps.sessions.verify(q['v-token'] ?? '', ['bss', 'user'])
    const packageId = Number(q['package-id'])
    // an id the database cannot hold is no package (not a failed query)
    const pkg =
      Number.isInteger(packageId) && packageId >= 1 && packageId <= INT_MAX
        ? await findProduct(q['package-kind'] === 'starter' ? 'starter' : 'add-on', packageId)
        : undefined
    if (!claims)
      return {
        error: c.html(page('Payment', '<h1>Session expired</h1><p>Sign in again to continue.</p>'), 401),
      }
    if (!pkg) return { error: c.html(page('Payment', '<h1>Package not found</h1>'), 404) }
    return { claims, pkg }
  }

  app.get('/vplus/pay', async (c) => {
    const q = c.req.query()
    const ctx = await payContext(c, q)
    if ('error' in ctx) return ctx.error
    return c.html(await confirmPage(q, ctx))
  })

  async function confirmPage(
    q: Record<string, string>,
    ctx: { claims: { sub: string }; pkg: NonNullable<Awaited<ReturnType<typeof findProduct>>> },
    error = '',
  ) {
    const hidden = PAY_FIELDS.map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join(
      '',
    )
    const starter = ctx.pkg.kind === 'starter'
    const saved = starter ? await savedAddresses(Number(ctx.claims.sub)) : []
    const delivery = starter ? addressChoice(saved, Number(q['address-id']) || undefined, error) : ''
    // no box without somewhere to send it: no Buy button until an address is saved
    const buy = starter && saved.length === 0 ? '' : '<button class="primary" type="submit">Buy now</button>'
    const html = `<h1>Confirm purchase</h1><dl><dt>Package</dt><dd>${esc(ctx.pkg.name)}</dd><dt>Price</dt><dd>${esc(rupiah(ctx.pkg.price))}</dd><dt>${starter ? 'Type' : 'Duration'}</dt><dd>${esc(ctx.pkg.terms)}</dd></dl>
<form method="post" action="/sandbox/partner/vplus/pay">${hidden}${delivery}${buy}</form>`
    return page('Confirm purchase', html)
  }

  app.post('/vplus/pay', form(textFields), async (c) => {
    const q = c.req.valid('form')
    const ctx = await payContext(c, q)
    if ('error' in ctx) return ctx.error
    const userId = Number(ctx.claims.sub)
    let deliveryAddress
    if (ctx.pkg.kind === 'starter') {
      const id = Number(q['address-id'])
      const [row] =
        Number.isInteger(id) && id >= 1 && id <= INT_MAX
          ? await db
              .select()
              .from(addresses)
              .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          : []
      // as /checkout: a starter order is never made without an address of the customer's own
      if (!row) return c.html(await confirmPage(q, ctx, 'Choose a delivery address for the box.'), 400)
      deliveryAddress = toAddress(row)
    }
    const created = await orders.create({
      userId,
      packageId: ctx.pkg.id,
      kind: ctx.pkg.kind,
      // the popup is the partner's own shop, whatever its `partner` parameter says
      partnerName: 'Vision+',
      deliveryAddress,
    })
    if (created === 'providerUnavailable')
      return c.html(
        page(
          'Payment',
          '<h1>Payment unavailable</h1><p>The payment provider is not answering. Try again in a moment.</p>',
        ),
        503,
      )
    if (!created || created === 'unknownDevice')
      return c.html(page('Payment', '<h1>Package not found</h1>'), 404)
    // The button works once partner.js (deferred) runs, which enables it: a click before then did nothing.
    const html = `<h1>Order created</h1><p>Order ${esc(created.orderId)} — ${esc(rupiah(created.grossAmount))}</p>
<div id="partner-order" data-token="${esc(created.token)}" data-order-id="${esc(created.orderId)}" data-user-id="${esc(ctx.claims.sub)}" data-return-path="${esc(safeReturnPath(q['return-path']))}"></div>
<button id="partner-start" class="primary" type="button" disabled>Continue to payment</button>`
    return c.html(page('Payment', html, ['/sandbox/snap/snap.js', '/sandbox/partner/partner.js']))
  })

  return app
}
