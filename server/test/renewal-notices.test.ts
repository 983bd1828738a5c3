/**
 * Renewal notices (issue 47 item 4): an SMS RENEWAL_NOTICE_DAYS before a renewal's charge, after a
 * failed renewal payment and when access ends, in the language the customer last used the site
 * in, with prices and dates as the site writes them; one of each kind per period however many
 * instances run rounds and however often; a notice the sender refuses leaves the renewal standing.
 * Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { formatDateLong } from '../../contract/format'
import { users } from '../db/schema'
import type { SmsAdapter, SmsMessage } from '../lib/sms'
import { renewalNoticeText } from '../services/renewal-notices'
import { createHarness, type Harness } from './harness'
import { buy, DENY_CARD, renewerOn, subscriptionOf, VISA } from './subscribe'

const DAY = 86_400_000
const BOX = 'VPTV2024B0002'
/** the demo customer (user 1), whose boxes the add-ons are bought for */
const PHONE = '+6281234567890'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const login = () => h.token(1, 'user', 3600)
const at = (ms: number) => h.advance(ms - h.now())
const speaks = (language: 'en' | 'id') => h.db.update(users).set({ language }).where(eq(users.id, 1))

/**
 * An SMS sender that keeps what it is given, in `sent` (two instances' senders may share one, so
 * that it lists their notices in the order they were sent); `about(name)` the notices naming that
 * package.
 */
function sender(sent: SmsMessage[] = []) {
  const sms: SmsAdapter = {
    async send(message) {
      sent.push(message)
    },
  }
  const about = (name: string) =>
    sent.filter((m) => m.phone === PHONE && m.code === '' && m.text.includes(`${name} `)).map((m) => m.text)
  return { sms, sent, about }
}

describe('the texts', () => {
  const SITE = 'https://www.visionplus.id'
  const facts = {
    productName: 'Add On Premium Sports 2',
    amount: 49_000,
    periodEnd: new Date('2026-12-28T00:00:00Z'),
    failure: 'no_method' as const,
    graceUntil: new Date('2027-01-04T00:00:00Z'),
    // the retries spent: the next look is the grace's end
    nextAttemptAt: new Date('2027-01-04T00:00:00Z'),
  }
  const text = (kind: 'renewal' | 'failure' | 'end', language: 'en' | 'id') =>
    renewalNoticeText(kind, language, { siteUrl: SITE, leadDays: 1 }, facts)

  it('say a missing payment method and spent retries, in both languages', () => {
    expect(text('failure', 'en')).toBe(
      'Vision+ TV: Add On Premium Sports 2 could not renew: there is no payment method to charge Rp. 49.000 to. The package stays active until 4 January 2027. After that it ends. To keep it, check your payment method in My Package: https://www.visionplus.id/account/my-package',
    )
    expect(text('failure', 'id')).toBe(
      'Vision+ TV: perpanjangan Add On Premium Sports 2 sebesar Rp. 49.000 gagal karena belum ada metode pembayaran. Paketmu tetap aktif sampai 4 Januari 2027. Setelah itu paketmu berakhir. Agar paketmu tidak berakhir, periksa metode pembayaranmu di Paket Saya: https://www.visionplus.id/id/account/my-package',
    )
  })

  it('write the charge day in WIB: a day before a period ending at 07:00 WIB', () => {
    // the period ends 28 December 07:00 WIB; charged a day before, 27 December
    expect(text('renewal', 'en')).toContain('renews automatically on 27 December 2026 and Rp. 49.000')
    expect(text('renewal', 'id')).toContain('diperpanjang otomatis pada 27 Desember 2026 dan Rp. 49.000')
    expect(text('end', 'id')).toBe(
      'Vision+ TV: Add On Premium Sports 2 sudah berakhir karena perpanjangannya tidak terbayar, dan tidak lagi aktif di box kamu. Untuk menontonnya lagi, beli lagi di https://www.visionplus.id/id/package',
    )
  })
})

describe('the notice before a renewal', () => {
  it('is sent once, RENEWAL_NOTICE_DAYS before the charge, by two instances racing and rounds repeated', async () => {
    expect(h.config.renewalNoticeDays).toBe(3)
    await speaks('en')
    const { sub } = await buy(h, await login(), { packageId: 102, sn: BOX, card: VISA })
    const charge = sub!.periodEnd.getTime() - h.config.renewalLeadDays * DAY
    const other = await h.instance()
    // one list for both instances' notices, in the order they were sent: either instance may win a
    // period's notice, and A's listed before B's put a first period's from B after a second's from A
    const out = sender()
    const a = renewerOn(h, h.db, h.app, { sms: out.sms })
    const b = renewerOn(h, other.db, other.app, { sms: sender(out.sent).sms })
    const told = () => out.about(sub!.productName)

    at(charge - 3 * DAY - 60_000)
    await Promise.all([a.renewer.run(), b.renewer.run()])
    expect(told()).toEqual([])

    at(charge - 3 * DAY)
    await Promise.all([a.renewer.run(), b.renewer.run(), a.renewer.run(), b.renewer.run()])
    h.advance(h.config.renewalEvery * 1000)
    await Promise.all([a.renewer.run(), b.renewer.run()])
    h.advance(DAY)
    await Promise.all([a.renewer.run(), b.renewer.run()])
    // bought at 03:00 UTC on 1 November: charged at 10:00 WIB on 30 November
    expect(formatDateLong(charge, 'en')).toBe('30 November 2026')
    expect(told()).toEqual([
      `Vision+ TV: Add On Premium Movies 1 renews automatically on 30 November 2026 and Rp. 69.000 will be charged then. To stop it, turn off auto-renew in My Package: ${h.config.siteUrl}/account/my-package`,
    ])
    expect((await subscriptionOf(h.db, sub!.id)).noticedRenewalPeriod).toBe(1)

    // the charge made, the next period's notice comes before its own charge, once
    at(charge)
    await a.renewer.run()
    expect((await subscriptionOf(h.db, sub!.id)).periodNo).toBe(2)
    at(charge + 27 * DAY)
    await Promise.all([a.renewer.run(), b.renewer.run()])
    await Promise.all([a.renewer.run(), b.renewer.run()])
    expect(told()).toHaveLength(2)
    expect(told()[1]).toContain(`on ${formatDateLong(charge + 30 * DAY, 'en')} and Rp. 69.000`)
  })

  it('is in Indonesian for a customer who last used the site in Indonesian, the day in WIB', async () => {
    await speaks('id')
    // bought at 18:00 UTC: the charge a month later is already the next day in Jakarta
    at(Date.parse('2026-12-27T18:00:00Z'))
    const { sub } = await buy(h, await login(), { packageId: 202, sn: BOX, card: VISA })
    const charge = sub!.periodEnd.getTime() - h.config.renewalLeadDays * DAY
    expect(new Date(charge).toISOString()).toBe('2027-01-25T18:00:00.000Z')
    const out = sender()
    const { renewer } = renewerOn(h, h.db, h.app, { sms: out.sms })
    at(charge - 3 * DAY + 3_600_000)
    await renewer.run()
    await renewer.run()
    expect(out.about(sub!.productName)).toEqual([
      `Vision+ TV: Add On Vision+ Premium Sports 2 diperpanjang otomatis pada 26 Januari 2027 dan Rp. 79.000 akan ditagih saat itu. Untuk menghentikannya, matikan perpanjangan otomatis di Paket Saya: ${h.config.siteUrl}/id/account/my-package`,
    ])
  })
})

describe('a failed renewal', () => {
  it('is told once, naming the grace’s end and the next try; its end is told once when the grace runs out', async () => {
    await speaks('en')
    const { sub } = await buy(h, await login(), { packageId: 103, sn: BOX, card: DENY_CARD })
    const end = sub!.periodEnd.getTime()
    const out = sender()
    const { renewer } = renewerOn(h, h.db, h.app, { sms: out.sms })
    const day = (ms: number) => formatDateLong(ms, 'en')

    at(end - DAY)
    await renewer.run()
    expect((await subscriptionOf(h.db, sub!.id)).state).toBe('past_due')
    const failure = `Vision+ TV: the renewal payment of Rp. 19.000 for Add On Premium Kids 1 was declined. The package stays active until ${day(end + 7 * DAY)}. We will try again on ${day(end + DAY)}. To keep it, check your payment method in My Package: ${h.config.siteUrl}/account/my-package`
    expect(out.about(sub!.productName)).toEqual([failure])

    // every retry declined again: still the one notice for the period
    for (const retry of [1, 3, 5]) {
      at(end + retry * DAY)
      await renewer.run()
      await renewer.run()
    }
    expect((await subscriptionOf(h.db, sub!.id)).attempts).toBe(4)
    expect(out.about(sub!.productName)).toEqual([failure])

    at(end + 7 * DAY)
    await renewer.run()
    h.advance(h.config.renewalEvery * 1000)
    await renewer.run()
    expect((await subscriptionOf(h.db, sub!.id)).state).toBe('ended')
    expect(out.about(sub!.productName)).toEqual([
      failure,
      `Vision+ TV: Add On Premium Kids 1 has ended as its renewal was not paid, and is no longer on your box. To watch it again, buy it at ${h.config.siteUrl}/package`,
    ])
  })

  it('with no SMS sender answering, stays past due and is not told twice', async () => {
    await speaks('id')
    const { sub } = await buy(h, await login(), { packageId: 201, sn: BOX, card: DENY_CARD })
    const end = sub!.periodEnd.getTime()
    const down: SmsAdapter = {
      send: () => Promise.reject(new Error('SMS webhook answered 503')),
    }
    const broken = renewerOn(h, h.db, h.app, { sms: down })
    at(end - DAY)
    await broken.renewer.run()
    expect(await subscriptionOf(h.db, sub!.id)).toMatchObject({
      state: 'past_due',
      failure: 'declined',
      noticedFailurePeriod: 1,
    })
    expect(await broken.metrics.registry.getSingleMetricAsString('vplus_renewal_notices_total')).toContain(
      'vplus_renewal_notices_total{kind="failure",result="failed"} 1',
    )
    const out = sender()
    const { renewer } = renewerOn(h, h.db, h.app, { sms: out.sms })
    h.advance(h.config.renewalEvery * 1000)
    await renewer.run()
    expect(out.about(sub!.productName)).toEqual([])
  })
})

describe('auto-renew off', () => {
  it('gets no notice before the period’s end, and one when it ends', async () => {
    await speaks('id')
    const { sub } = await buy(h, await login(), { packageId: 104, sn: BOX, card: VISA })
    const off = await h.call('POST', `/bss/payduct/v1/subscriptions/${sub!.id}/auto-renew`, {
      token: await login(),
      body: { on: false },
    })
    expect(off.json.data.subscription.state).toBe('cancelling')
    const end = sub!.periodEnd.getTime()
    const out = sender()
    const { renewer } = renewerOn(h, h.db, h.app, { sms: out.sms })
    for (const before of [5, 4, 3, 1]) {
      at(end - before * DAY)
      await renewer.run()
    }
    expect(out.about(sub!.productName)).toEqual([])

    at(end)
    await renewer.run()
    await renewer.run()
    h.advance(h.config.renewalEvery * 1000)
    await renewer.run()
    expect((await subscriptionOf(h.db, sub!.id)).state).toBe('ended')
    expect(out.about(sub!.productName)).toEqual([
      `Vision+ TV: Add On Premium Sports 3 sudah berakhir karena perpanjangan otomatis mati, dan tidak lagi aktif di box kamu. Untuk menontonnya lagi, beli lagi di ${h.config.siteUrl}/id/package`,
    ])
  })
})

describe('the demo clock', () => {
  it('shows a notice its round sent in /__dev/sms at once', async () => {
    await speaks('en')
    const { sub } = await buy(h, await login(), { packageId: 203, sn: BOX, card: VISA })
    // the period's end less the lead (a day) and the notice (three days)
    const moved = await h.call('POST', '/__dev/clock', { body: { advance: '26d' } })
    expect(moved.status).toBe(200)
    const outbox = await h.call('GET', '/__dev/sms?phone=081234567890')
    const charge = sub!.periodEnd.getTime() - DAY
    expect(outbox.json.notices.map((n: { text: string }) => n.text)).toContain(
      `Vision+ TV: Add On Vision+ Platinum 1 renews automatically on ${formatDateLong(charge, 'en')} and Rp. 99.000 will be charged then. To stop it, turn off auto-renew in My Package: ${h.config.siteUrl}/account/my-package`,
    )
  })
})
