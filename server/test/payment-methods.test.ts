/**
 * Payment methods (issue 47): GoPay linked through the provider's activation page (pending, then
 * active once the provider says ENABLED; expired or cancelled, failed and gone), a card added in
 * the provider's card page, a renewal charged to GoPay, unlinking the method renewals use (moved
 * or stopped, and parallel requests leave one consistent state), Update payment of a past-due
 * renewal (paid, declined, charged once however many requests and rounds race), and the
 * customer's own only, the provider's tokens in no reply.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { paymentMethods, sandboxPayments, subscriptions } from '../db/schema'
import { LINK_EXPIRES_MS } from '../sandbox/core'
import type { ChargeApi } from '../services/payment-charge'
import { createHarness, type Harness } from './harness'
import { buy, DENY_CARD, renewalsOf, renewerOn, subscriptionOf, VISA } from './subscribe'

const DAY = 86_400_000
const BOX = 'VPTV2024B0002'
const API = '/bss/payduct/v1'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const login = (user = 1) => h.token(user, 'user', 3600)
const at = (ms: number) => h.advance(ms - h.now())
const basic = () => ({
  authorization: `Basic ${Buffer.from(`${h.config.snapServerKey}:`).toString('base64')}`,
})
const form = (choice: string, card?: string) => new URLSearchParams({ choice, ...(card ? { card } : {}) })

/** every reply's text: no provider token may be in it */
const replies: string[] = []
async function api(method: string, path: string, body?: unknown, user = 1) {
  const res = await h.call(method, `${API}${path}`, {
    token: await login(user),
    ...(body === undefined ? {} : { body }),
  })
  replies.push(res.text)
  return res
}

/** the activation page shown, and answered: where it sends the customer back */
async function answer(url: string, choice: 'allow' | 'cancel') {
  const page = await h.call('GET', url)
  expect(page.text).toContain('Link GoPay 0812****890')
  const answered = await h.app.request(url, { method: 'POST', body: form(choice) })
  expect(answered.status).toBe(303)
  return answered.headers.get('location') ?? ''
}

/** links GoPay for the demo customer; `choice` answers the activation page (or nothing) */
async function linkGopay(choice?: 'allow' | 'cancel', language: 'en' | 'id' = 'en') {
  const started = await api('POST', '/payment-methods/gopay', {
    phone: '081234567890',
    return_to: { page: 'payment-methods', language },
  })
  expect(started.status).toBe(200)
  const { method, activation_url: url } = started.json.data
  const location = choice ? await answer(url as string, choice) : ''
  return { id: method.id as number, started: started.json.data, location }
}

async function addCard(card = VISA) {
  const page = await api('POST', '/payment-methods/card', {
    return_to: { page: 'my-package', language: 'id' },
  })
  const url = page.json.data.registration_url as string
  const saved = await h.app.request(url, { method: 'POST', body: form('allow', card) })
  const location = new URL(saved.headers.get('location') ?? '', 'http://x')
  expect(location.pathname).toBe('/id/account/my-package')
  expect(location.searchParams.get('result')).toBe('ok')
  const registration = location.searchParams.get('registration') ?? ''
  const done = await api('POST', '/payment-methods/card/complete', { registration_id: registration })
  expect(done.status).toBe(200)
  return { id: done.json.data.method.id as number, registration }
}

describe('GoPay linked', () => {
  it('is pending until allowed in the activation page, then active', async () => {
    const { id, started, location } = await linkGopay('allow')
    expect(started.method).toMatchObject({
      status: 'pending',
      method: { kind: 'gopay', phone: '0812****890' },
    })
    expect(location).toBe(`/account/payment-methods?method=${id}&result=ok`)
    const read = await api('GET', `/payment-methods/${id}`)
    expect(read.json.data.method).toMatchObject({ id, status: 'active', renewals: 0 })
    const listed = (await api('GET', '/payment-methods')).json.data.methods
    expect(listed[0]).toMatchObject({ id, status: 'active' })
  })

  it('expired or cancelled in the page is failed, and gone from the list', async () => {
    const cancelled = await linkGopay('cancel', 'id')
    expect(cancelled.location).toBe(`/id/account/payment-methods?method=${cancelled.id}&result=cancel`)
    expect((await api('GET', `/payment-methods/${cancelled.id}`)).json.data.method.status).toBe('failed')
    const late = await linkGopay()
    h.advance(LINK_EXPIRES_MS)
    expect((await api('GET', `/payment-methods/${late.id}`)).json.data.method.status).toBe('failed')
    const ids = (await api('GET', '/payment-methods')).json.data.methods.map((m: { id: number }) => m.id)
    expect(ids).not.toContain(cancelled.id)
    expect(ids).not.toContain(late.id)
    expect((await api('GET', `/payment-methods/${late.id}`)).status).toBe(404)
  })

  it('is unbound at the provider when unlinked; a pending account cannot be unbound (412)', async () => {
    const pending = await linkGopay()
    const [row] = await h.db.select().from(paymentMethods).where(eq(paymentMethods.id, pending.id))
    const unbind = (accountId: string) =>
      h.call('POST', `/sandbox/snap/v2/pay/account/${accountId}/unbind`, { headers: basic(), body: {} })
    expect((await unbind(row!.accountId!)).status).toBe(412)
    const { id } = await linkGopay('allow')
    await api('GET', `/payment-methods/${id}`)
    expect((await api('POST', `/payment-methods/${id}/unlink`, {})).json.data).toEqual({
      moved: 0,
      stopped: 0,
    })
    const [linked] = await h.db.select().from(paymentMethods).where(eq(paymentMethods.id, id))
    const account = await h.call('GET', `/sandbox/snap/v2/pay/account/${linked!.accountId}`, {
      headers: basic(),
    })
    expect(account.json.account_status).toBe('DISABLED')
  })
})

describe('a renewal charged to GoPay', () => {
  it('is paid from the payment option token, and its receipt names GoPay 0812****890', async () => {
    const { sub } = await buy(h, await login(), { packageId: 102, sn: BOX, card: VISA })
    const { id } = await linkGopay('allow')
    await api('GET', `/payment-methods/${id}`)
    expect(
      (await api('POST', `/subscriptions/${sub!.id}/method`, { method_id: id })).json.data.subscription,
    ).toMatchObject({
      method_id: id,
      method: { kind: 'gopay', phone: '0812****890' },
    })
    const { renewer } = renewerOn(h, h.db, h.app)
    at(sub!.periodEnd.getTime() - DAY)
    await renewer.run()
    const { orders, booked } = await renewalsOf(h.db, sub!.id)
    expect(orders.map((o) => [o.status, o.methodId])).toEqual([['settlement', id]])
    expect(booked.map((b) => [b.paymentType, b.transactionStatus])).toEqual([['gopay', 'settlement']])
    const receipt = await h.call('GET', `/go/vplustv/v1/transaction/${orders[0]!.orderId}/receipt`, {
      token: await login(),
    })
    expect(receipt.json.data.method).toEqual({ kind: 'gopay', phone: '0812****890' })
  })
})

describe('a card added in the card page', () => {
  it('is kept once however often completed, and another customer cannot complete it', async () => {
    const { id, registration } = await addCard()
    const again = await api('POST', '/payment-methods/card/complete', { registration_id: registration })
    expect(again.json.data.method).toMatchObject({
      id,
      status: 'active',
      method: { kind: 'card', last4: '1114' },
    })
    const stranger = await api('POST', '/payment-methods/card/complete', { registration_id: registration }, 2)
    expect(stranger.status).toBe(404)
    expect(
      (await api('POST', '/payment-methods/card/complete', { registration_id: 'no such!' })).status,
    ).toBe(400)
  })
})

describe("the card page's Cancel", () => {
  it('returns with result=cancel and saves nothing; completing it is refused', async () => {
    const count = async () =>
      (await h.db.select().from(paymentMethods).where(eq(paymentMethods.userId, 1))).length
    const before = await count()
    const page = await api('POST', '/payment-methods/card', {
      return_to: { page: 'payment-methods', language: 'en' },
    })
    const url = page.json.data.registration_url as string
    expect((await h.call('GET', url)).text).toContain('Cancel')
    const back = await h.app.request(url, { method: 'POST', body: form('cancel', VISA) })
    expect(back.status).toBe(303)
    const location = new URL(back.headers.get('location') ?? '', 'http://x')
    expect(location.pathname).toBe('/account/payment-methods')
    expect(location.searchParams.get('result')).toBe('cancel')
    const registration = location.searchParams.get('registration') ?? ''
    const read = await h.call('GET', `/sandbox/snap/v2/card/registrations/${registration}`, {
      headers: basic(),
    })
    expect(read.json).toMatchObject({ status: 'CANCELLED' })
    expect(read.json.saved_token_id).toBeUndefined()
    const done = await api('POST', '/payment-methods/card/complete', { registration_id: registration })
    expect(done.status).toBe(409)
    expect(done.json.status.message).toBe('The card was not added: it was cancelled in the card page')
    expect(await count()).toBe(before)
    // the page is spent: it cannot save a card afterwards
    expect((await h.app.request(url, { method: 'POST', body: form('allow', VISA) })).status).toBe(404)
    expect(await count()).toBe(before)
  })
})

describe('unlinking the method renewals use', () => {
  it('is refused without move_to, moves them with it, stops them with null', async () => {
    const { sub } = await buy(h, await login(), { packageId: 103, sn: BOX, card: VISA })
    const first = sub!.methodId!
    const other = (await addCard()).id
    const refused = await api('POST', `/payment-methods/${first}/unlink`, {})
    expect(refused.status).toBe(409)
    const bad = await api('POST', `/payment-methods/${first}/unlink`, { move_to: first })
    expect(bad.status).toBe(409)
    const moved = await api('POST', `/payment-methods/${first}/unlink`, { move_to: other })
    expect(moved.json.data).toEqual({ moved: 1, stopped: 0 })
    expect((await subscriptionOf(h.db, sub!.id)).methodId).toBe(other)
    const stopped = await api('POST', `/payment-methods/${other}/unlink`, { move_to: null })
    expect(stopped.json.data.stopped).toBeGreaterThanOrEqual(1)
    expect(await subscriptionOf(h.db, sub!.id)).toMatchObject({ state: 'cancelling', methodId: null })
  })

  it('in parallel with changes leaves every live subscription on a method still held', async () => {
    const { sub } = await buy(h, await login(), { packageId: 104, sn: BOX, card: VISA })
    const a = sub!.methodId!
    const b = (await addCard()).id
    const c = (await addCard()).id
    const answers = await Promise.all([
      api('POST', `/payment-methods/${a}/unlink`, { move_to: b }),
      api('POST', `/payment-methods/${b}/unlink`, { move_to: c }),
      api('POST', `/payment-methods/${c}/unlink`, { move_to: a }),
      api('POST', `/subscriptions/${sub!.id}/method`, { method_id: b }),
      api('POST', `/subscriptions/${sub!.id}/method`, { method_id: c }),
    ])
    for (const res of answers) expect([200, 404, 409]).toContain(res.status)
    const held = await h.db.select().from(paymentMethods).where(eq(paymentMethods.userId, 1))
    const live = await h.db.select().from(subscriptions).where(eq(subscriptions.userId, 1))
    for (const s of live.filter((x) => x.state !== 'ended' && x.methodId !== null))
      expect(held.find((m) => m.id === s.methodId)?.removedAt).toBeNull()
  })
})

/** a charge held until released (only `only`'s when given): `reached` lists what got to it */
function heldCharge(only?: string) {
  const reached: string[] = []
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const wait = async (what: string) => {
    reached.push(what)
    await gate
  }
  return {
    reached,
    wait,
    release: () => release(),
    wrap:
      (real: ChargeApi): ChargeApi =>
      async (input) => {
        if (!only || input.orderId === only) await wait(input.orderId)
        return real(input)
      },
  }
}

describe('Update payment', () => {
  /** a subscription whose renewal was declined (the deny card), past due */
  async function pastDue(packageId: number) {
    const { sub } = await buy(h, await login(), { packageId, sn: 'VPTV2024A0001', card: DENY_CARD })
    at(sub!.periodEnd.getTime() - DAY)
    await renewerOn(h, h.db, h.app).renewer.run()
    expect(await subscriptionOf(h.db, sub!.id)).toMatchObject({ state: 'past_due', failure: 'declined' })
    return sub!
  }

  it('is past due only; declined stays past due; paid is active again with the next period and that method', async () => {
    const sub = await pastDue(102)
    const good = (await addCard()).id
    const bad = (await addCard(DENY_CARD)).id
    const declined = await api('POST', `/subscriptions/${sub.id}/pay`, { method_id: bad })
    expect(declined.json.data).toMatchObject({
      outcome: 'declined',
      subscription: { state: 'past_due', failure: 'declined' },
    })
    const paid = await api('POST', `/subscriptions/${sub.id}/pay`, { method_id: good })
    expect(paid.json.data).toMatchObject({
      outcome: 'paid',
      subscription: { state: 'active', method_id: good },
    })
    expect((await subscriptionOf(h.db, sub.id)).periodNo).toBe(2)
    const again = await api('POST', `/subscriptions/${sub.id}/pay`, { method_id: good })
    expect(again.status).toBe(409)
  })

  it('charges once for 10 parallel requests; racing a renewal round, one charge for the try, the other refused (409) or skipping', async () => {
    const sub = await pastDue(103)
    const good = (await addCard()).id
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api('POST', `/subscriptions/${sub.id}/pay`, { method_id: good })),
    )
    expect(answers.filter((a) => a.json.data?.outcome === 'paid')).toHaveLength(1)
    let { booked } = await renewalsOf(h.db, sub.id)
    expect(booked.filter((b) => b.transactionStatus === 'capture')).toHaveLength(1)

    // a round holding its claim (its charge not answered yet): pay-now is refused, one charge
    const raced = await pastDue(104)
    at((await subscriptionOf(h.db, raced.id)).nextAttemptAt!.getTime())
    const tried = `RNW-${raced.id}-2-2`
    const roundHeld = heldCharge(tried)
    const round = renewerOn(h, h.db, h.app, { charge: (real) => roundHeld.wrap(real) })
    const running = round.renewer.run()
    await vi.waitFor(() => expect(roundHeld.reached).toContain(tried))
    const refused = await api('POST', `/subscriptions/${raced.id}/pay`, { method_id: good })
    expect(refused.status).toBe(409)
    roundHeld.release()
    await running
    ;({ booked } = await renewalsOf(h.db, raced.id))
    expect(booked.filter((b) => b.orderId === tried)).toHaveLength(1)

    // pay-now holding its claim: the round skips it, one charge
    const other = await pastDue(202)
    at((await subscriptionOf(h.db, other.id)).nextAttemptAt!.getTime())
    const payHeld = heldCharge()
    const slow = h.appWith({
      providerRequest: async (url, init) => {
        if (url.endsWith('/v2/charge')) await payHeld.wait(url)
        return h.app.request(url, init)
      },
    })
    const paying = slow.call('POST', `${API}/subscriptions/${other.id}/pay`, {
      token: await login(),
      body: { method_id: good },
    })
    await vi.waitFor(() => expect(payHeld.reached).toHaveLength(1))
    const skipped = renewerOn(h, h.db, h.app)
    await skipped.renewer.run()
    expect(skipped.charged.filter((id) => id.startsWith(`RNW-${other.id}-`))).toEqual([])
    payHeld.release()
    expect((await paying).json.data.outcome).toBe('paid')
    ;({ booked } = await renewalsOf(h.db, other.id))
    const charges = booked.filter((b) => b.orderId.startsWith(`RNW-${other.id}-2-`))
    expect(charges.map((b) => [b.orderId, b.transactionStatus])).toEqual([
      [`RNW-${other.id}-2-1`, 'deny'],
      [`RNW-${other.id}-2-2`, 'capture'],
    ])
  })
})

describe("another customer's methods and subscriptions", () => {
  it('are not found, and no reply carries a provider token', async () => {
    const { id } = await addCard()
    expect((await api('GET', `/payment-methods/${id}`, undefined, 2)).status).toBe(404)
    expect((await api('POST', `/payment-methods/${id}/unlink`, { move_to: null }, 2)).status).toBe(404)
    expect((await api('POST', `/subscriptions/1/method`, { method_id: id }, 2)).status).toBe(404)
    expect((await api('POST', `/subscriptions/1/pay`, { method_id: id }, 2)).status).toBe(404)
    expect((await api('GET', '/payment-methods/0')).json.status.message).toBe(
      'The payment method id must be a positive whole number',
    )
    const tokens = [
      ...(await h.db.select({ t: paymentMethods.token }).from(paymentMethods)).map((r) => r.t),
      ...(await h.db.select({ t: paymentMethods.accountId }).from(paymentMethods)).map((r) => r.t),
      ...(await h.db.select({ t: sandboxPayments.savedTokenId }).from(sandboxPayments)).map((r) => r.t),
    ].filter((t): t is string => Boolean(t))
    expect(tokens.length).toBeGreaterThan(3)
    for (const text of replies) for (const t of tokens) expect(text).not.toContain(t)
  })
})
