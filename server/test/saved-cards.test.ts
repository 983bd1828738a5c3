/**
 * Cards saved at checkout and charged later (issue 47, Midtrans-shaped): the checkout of an add-on
 * for the customer's own box asks the provider for save_card; the sandbox's pay page saves the
 * test card, and its books, status API and notification carry the saved token, which starts an
 * active subscription. The sandbox's charge API takes the token with the server key, once per
 * order_id. The token never reaches the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { paymentMethods, sandboxCheckouts, subscriptions } from '../db/schema'
import { createHarness, type Harness } from './harness'
import { buy, DENY_CARD, VISA } from './subscribe'

let h: Harness
let token: string
beforeAll(async () => {
  h = await createHarness()
  token = await h.token(1, 'user', 3 * 24 * 3600)
})
afterAll(() => h.close())

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`
const keyed = () => ({ authorization: basic(h.config.snapServerKey) })
const charge = (orderId: string, tokenId: string, headers: Record<string, string> = keyed()) =>
  h.call('POST', '/sandbox/snap/v2/charge', {
    headers,
    body: {
      payment_type: 'credit_card',
      transaction_details: { order_id: orderId, gross_amount: 69_000 },
      credit_card: { token_id: tokenId },
    },
  })
const status = (orderId: string) => h.call('GET', `/sandbox/snap/v2/${orderId}/status`, { headers: keyed() })

describe('a card saved at checkout', () => {
  it('asks the provider for save_card on an add-on for the own box, and not on a starter pack', async () => {
    const { orderId } = await buy(h, token, { packageId: 103, sn: 'VPTV2024B0002' })
    const [checkout] = await h.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.orderId, orderId))
    expect(checkout?.saveCard).toBe(true)
    expect(checkout?.userId).toMatch(/^[0-9a-f]{32}$/)
    // no card saved (the payer chose no card): the add-on runs its period and will not renew
    const { sub } = await buy(h, token, { packageId: 104, sn: 'VPTV2024B0002' })
    expect(sub?.state).toBe('cancelling')
    expect(sub?.methodId).toBeNull()
  })

  it('is in the books, the status answer and the subscription it starts, masked to the site', async () => {
    const { orderId, paid, sub } = await buy(h, token, { packageId: 102, sn: 'VPTV2024A0001', card: VISA })
    expect(paid.json.transaction_status).toBe('capture')
    const answer = await status(orderId)
    expect(answer.json).toMatchObject({
      transaction_status: 'capture',
      payment_type: 'credit_card',
      masked_card: '481111-1114',
      card_type: 'credit',
      bank: 'bni',
      saved_token_id_expired_at: '2030-12-31 07:00:00',
    })
    const saved = answer.json.saved_token_id as string
    expect(saved).toMatch(/^481111.+1114$/)
    expect(sub).toMatchObject({ state: 'active', productCode: 'ADDON-MOVIES-1', amount: 69_000 })
    const [method] = await h.db.select().from(paymentMethods).where(eq(paymentMethods.id, sub!.methodId!))
    expect(method).toMatchObject({ token: saved, brand: 'visa', last4: '1114', expiry: '12/30' })

    const list = await h.call('GET', '/bss/payduct/v1/subscriptions', { token })
    const mine = list.json.data.subscriptions.find((s: { id: number }) => s.id === sub!.id)
    expect(mine).toMatchObject({
      state: 'active',
      sn: 'VPTV2024A0001',
      method: { kind: 'card', brand: 'visa', last4: '1114', expiry: '12/30' },
    })
    // the token never reaches the browser, in any reply about the customer's orders and packages
    for (const path of [
      '/bss/payduct/v1/subscriptions',
      '/bss/payduct/v1/package/current',
      '/bss/payduct/v1/transaction?page=1&limit=50',
      `/go/vplustv/v1/transaction/${orderId}`,
      `/bss/payduct/v1/subscriptions/${sub!.id}/auto-renew`,
    ]) {
      const res = path.endsWith('auto-renew')
        ? await h.call('POST', path, { token, body: { on: true } })
        : await h.call('GET', path, { token })
      expect({ path, status: res.status }).toEqual({ path, status: 200 })
      expect(res.text).not.toContain(saved)
      expect(res.text).not.toContain(saved.slice(6, -4))
    }
  })

  it('is not saved when the payer unticks "Save this card for renewals"', async () => {
    const { sub, orderId } = await buy(h, token, {
      packageId: 201,
      sn: 'VPTV2024A0001',
      card: VISA,
      save: false,
    })
    expect(sub).toMatchObject({ state: 'cancelling', methodId: null })
    expect((await status(orderId)).json.saved_token_id).toBeUndefined()
  })

  it('offers the checkbox, checked, and the test cards on the pay page of such a checkout', async () => {
    const checkout = await h.call('POST', '/go/vplustv/v1/checkout', {
      token,
      body: { package_id: 202, sn: 'VPTV2024A0001' },
    })
    const page = await h.call('GET', `/sandbox/snap/pay/${checkout.json.data.token}`)
    expect(page.text).toMatch(
      /<input type="checkbox" name="save_card" value="on" checked> Save this card for renewals/,
    )
    expect(page.text).toContain(`value="${VISA}" selected`)
    expect(page.text).toContain(`value="${DENY_CARD}"`)
  })
})

describe("the sandbox's charge API", () => {
  let visa = ''
  let deny = ''
  beforeAll(async () => {
    const a = await buy(h, token, { packageId: 203, sn: 'VPTV2024A0001', card: VISA })
    const b = await buy(h, token, { packageId: 204, sn: 'VPTV2024A0001', card: DENY_CARD })
    visa = (await status(a.orderId)).json.saved_token_id
    deny = (await status(b.orderId)).json.saved_token_id
  })

  it('holds the deny card, saved fine at checkout like any', async () => {
    expect(deny).toMatch(/^491111.+1113$/)
    expect(
      (
        await h.db
          .select()
          .from(subscriptions)
          .where(
            eq(
              subscriptions.methodId,
              (await h.db.select().from(paymentMethods).where(eq(paymentMethods.token, deny)))[0]!.id,
            ),
          )
      )[0]?.state,
    ).toBe('active')
  })

  it('needs the server key as its Basic user', async () => {
    expect((await charge('CHG-KEY-1', visa, {})).status).toBe(401)
    expect((await charge('CHG-KEY-1', visa, { authorization: basic('not-the-key') })).status).toBe(401)
    expect((await status('CHG-KEY-1')).status).toBe(404)
  })

  it('captures a saved card once per order_id, and the status API confirms it', async () => {
    const first = await charge('CHG-ONCE-1', visa)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({
      status_code: '200',
      transaction_status: 'capture',
      fraud_status: 'accept',
      order_id: 'CHG-ONCE-1',
      gross_amount: '69000.00',
      masked_card: '481111-1114',
    })
    const again = await charge('CHG-ONCE-1', visa)
    expect(again.status).toBe(406)
    expect(again.json.status_code).toBe('406')
    expect((await status('CHG-ONCE-1')).json).toMatchObject({
      transaction_status: 'capture',
      transaction_id: first.json.transaction_id,
    })
  })

  it('denies every charge of the deny card, and refuses a token it does not hold', async () => {
    const denied = await charge('CHG-DENY-1', deny)
    expect(denied.status).toBe(202)
    expect(denied.json).toMatchObject({ status_code: '202', transaction_status: 'deny' })
    expect((await status('CHG-DENY-1')).json.transaction_status).toBe('deny')
    const unknown = await charge('CHG-NONE-1', '481111-not-a-token-1114')
    expect(unknown.status).toBe(400)
    expect(unknown.json.status_code).toBe('411')
    expect((await status('CHG-NONE-1')).status).toBe(404)
  })

  it('refuses a bad body with a clear message', async () => {
    const res = await h.call('POST', '/sandbox/snap/v2/charge', {
      headers: keyed(),
      body: { payment_type: 'bank_transfer', transaction_details: { order_id: 'X', gross_amount: 1 } },
    })
    expect(res.status).toBe(400)
    expect(res.json.status.message).toBe('payment_type must be credit_card or gopay')
  })
})
