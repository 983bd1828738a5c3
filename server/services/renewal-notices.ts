/**
 * Renewal notices (issue #47 item 4): an SMS to a subscription's owner, in the language the site
 * was last used in (users.language), of three kinds:
 *
 * - renewal: RENEWAL_NOTICE_DAYS before an active subscription's renewal charge (its period's end
 *   less RENEWAL_LEAD_DAYS): the package, the amount, the day, and where to turn auto-renew off;
 * - failure: a renewal payment declined, or no method to charge (past_due): until when the package
 *   stays, the next try, and where to see it. The provider not answering ('unavailable') is ours to
 *   fix, not the customer's: no notice, the worker asks again;
 * - end: the subscription ended (auto-renew off at its period's end, or its grace run out): where
 *   to buy it again.
 *
 * The renewal worker (./renewals.ts) runs them after every round, so a round that moved a
 * subscription tells its owner at once (`POST /__dev/clock` shows it in /__dev/sms). At most one
 * of each kind per subscription period, however many instances and rounds: a kind's due
 * subscriptions are claimed by one UPDATE … RETURNING that writes the period into the kind's
 * noticed_*_period column, conditional on it holding another, and only the instance whose update
 * returned the row sends. A notice whose SMS cannot go out is logged and counted, never tried again
 * (a second try could be a second SMS); the renewal it reports stands.
 */
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { formatDateLong, formatRupiah } from '../../contract/format'
import type { Db } from '../db/client'
import { subscriptions, users } from '../db/schema'
import type { Language } from '../lib/language'
import { maskPhone, type Log } from '../lib/log'
import type { Metrics } from '../lib/metrics'
import type { SmsAdapter } from '../lib/sms'
import { DAY_MS } from './subscriptions'

export type RenewalNoticeKind = 'renewal' | 'failure' | 'end'
export const RENEWAL_NOTICE_KINDS: readonly RenewalNoticeKind[] = ['renewal', 'failure', 'end']

/** notices of one kind one round claims; the rest wait for the next round */
const BATCH = 50
/** an end older than this is not news (it ended before notices were sent): it is not told */
const END_NEWS_MS = DAY_MS

type Sub = typeof subscriptions.$inferSelect
/** what a notice says of its subscription */
export type NoticeFacts = Pick<
  Sub,
  'productName' | 'amount' | 'periodEnd' | 'failure' | 'graceUntil' | 'nextAttemptAt'
>

/** My Package, in the notice's language: where auto-renew is turned off and a failure shows */
export const myPackagePage = (siteUrl: string, language: Language) =>
  `${siteUrl}${language === 'id' ? '/id' : ''}/account/my-package`
/** the package catalogue, in the notice's language: where an ended package is bought again */
export const packagePage = (siteUrl: string, language: Language) =>
  `${siteUrl}${language === 'id' ? '/id' : ''}/package`

/**
 * The text of a notice in the customer's language: the package as billed (as My Package lists
 * it), money and dates as the site writes them (contract/format.ts, dates in WIB).
 */
export function renewalNoticeText(
  kind: RenewalNoticeKind,
  language: Language,
  settings: { siteUrl: string; leadDays: number },
  facts: NoticeFacts,
): string {
  const id = language === 'id'
  const name = facts.productName
  const amount = formatRupiah(facts.amount)
  const day = (at: Date) => formatDateLong(at, language)
  const page = myPackagePage(settings.siteUrl, language)
  switch (kind) {
    case 'renewal': {
      const on = day(new Date(facts.periodEnd.getTime() - settings.leadDays * DAY_MS))
      return id
        ? `Vision+ TV: ${name} diperpanjang otomatis pada ${on} dan ${amount} akan ditagih saat itu. Untuk menghentikannya, matikan perpanjangan otomatis di Paket Saya: ${page}`
        : `Vision+ TV: ${name} renews automatically on ${on} and ${amount} will be charged then. To stop it, turn off auto-renew in My Package: ${page}`
    }
    case 'failure': {
      const grace = day(facts.graceUntil ?? facts.periodEnd)
      // the next try, unless the retries are spent (as My Package says it: ./subscriptions.ts)
      const retry =
        facts.nextAttemptAt && facts.graceUntil && facts.nextAttemptAt < facts.graceUntil
          ? day(facts.nextAttemptAt)
          : null
      const what =
        facts.failure === 'no_method'
          ? id
            ? `Vision+ TV: perpanjangan ${name} sebesar ${amount} gagal karena belum ada metode pembayaran.`
            : `Vision+ TV: ${name} could not renew: there is no payment method to charge ${amount} to.`
          : id
            ? `Vision+ TV: pembayaran perpanjangan ${name} sebesar ${amount} ditolak.`
            : `Vision+ TV: the renewal payment of ${amount} for ${name} was declined.`
      const next = retry
        ? id
          ? `Kami akan mencoba menagih lagi pada ${retry}.`
          : `We will try again on ${retry}.`
        : id
          ? 'Setelah itu paketmu berakhir.'
          : 'After that it ends.'
      return id
        ? `${what} Paketmu tetap aktif sampai ${grace}. ${next} Agar paketmu tidak berakhir, periksa metode pembayaranmu di Paket Saya: ${page}`
        : `${what} The package stays active until ${grace}. ${next} To keep it, check your payment method in My Package: ${page}`
    }
    case 'end': {
      const again = packagePage(settings.siteUrl, language)
      // a failure left on an ended subscription is the renewal that was never paid
      const why = facts.failure
        ? id
          ? 'karena perpanjangannya tidak terbayar'
          : 'as its renewal was not paid'
        : id
          ? 'karena perpanjangan otomatis mati'
          : 'as auto-renew was off'
      return id
        ? `Vision+ TV: ${name} sudah berakhir ${why}, dan tidak lagi aktif di box kamu. Untuk menontonnya lagi, beli lagi di ${again}`
        : `Vision+ TV: ${name} has ended ${why}, and is no longer on your box. To watch it again, buy it at ${again}`
    }
  }
}

export function createRenewalNotices(deps: {
  db: Db
  now: () => number
  sms: SmsAdapter
  log: Log
  metrics: Metrics
  /** SITE_URL: the links' site */
  siteUrl: string
  /** RENEWAL_LEAD_DAYS: the charge comes this many days before a period's end */
  leadDays: number
  /** RENEWAL_NOTICE_DAYS: the renewal notice comes this many days before the charge */
  noticeDays: number
}) {
  const { db, sms, log, metrics } = deps
  const noticed = {
    renewal: subscriptions.noticedRenewalPeriod,
    failure: subscriptions.noticedFailurePeriod,
    end: subscriptions.noticedEndPeriod,
  }
  const marked = {
    renewal: { noticedRenewalPeriod: sql`${subscriptions.periodNo}` },
    failure: { noticedFailurePeriod: sql`${subscriptions.periodNo}` },
    end: { noticedEndPeriod: sql`${subscriptions.periodNo}` },
  }

  /** the subscriptions a kind is due for at `t`, its period not told yet */
  function due(kind: RenewalNoticeKind, t: number) {
    const charge = t + deps.leadDays * DAY_MS
    const fresh = or(isNull(noticed[kind]), ne(noticed[kind], subscriptions.periodNo))
    switch (kind) {
      case 'renewal':
        // the charge is still ahead, within the notice's days: once charged, the period has moved on
        return and(
          fresh,
          eq(subscriptions.state, 'active'),
          gt(subscriptions.periodEnd, new Date(charge)),
          lte(subscriptions.periodEnd, new Date(charge + deps.noticeDays * DAY_MS)),
        )
      case 'failure':
        return and(
          fresh,
          eq(subscriptions.state, 'past_due'),
          inArray(subscriptions.failure, ['declined', 'no_method']),
          gt(subscriptions.graceUntil, new Date(t)),
        )
      case 'end':
        return and(
          fresh,
          eq(subscriptions.state, 'ended'),
          gt(subscriptions.updatedAt, new Date(t - END_NEWS_MS)),
        )
    }
  }

  /**
   * Claims a batch of a kind's notices for this instance: one UPDATE that marks the period told,
   * conditional on it not being told (another instance's claim, locked or done, is not returned).
   */
  function claim(kind: RenewalNoticeKind) {
    const where = due(kind, deps.now())
    const batch = db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(where)
      .orderBy(asc(subscriptions.id))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    return db
      .update(subscriptions)
      .set(marked[kind])
      .where(and(inArray(subscriptions.id, batch), where))
      .returning()
  }

  /** sends the claimed notices, each to its owner's phone in their language */
  async function tell(kind: RenewalNoticeKind, claimed: Sub[]) {
    if (claimed.length === 0) return
    const owners = new Map(
      (
        await db
          .select({ id: users.id, phone: users.phone, language: users.language })
          .from(users)
          .where(
            inArray(
              users.id,
              claimed.map((s) => s.userId),
            ),
          )
      ).map((o) => [o.id, o]),
    )
    for (const sub of claimed) {
      const owner = owners.get(sub.userId)
      if (!owner) continue
      const language: Language = owner.language === 'id' ? 'id' : 'en'
      const text = renewalNoticeText(kind, language, deps, sub)
      const entry = {
        event: 'renewal-notice',
        kind,
        subscriptionId: sub.id,
        period: sub.periodNo,
        phone: maskPhone(owner.phone),
      }
      try {
        await sms.send({ phone: owner.phone, code: '', text, sentAt: new Date(deps.now()).toISOString() })
        metrics.renewalNotices.inc({ kind, result: 'sent' })
        log.info(entry, `renewal notice sent: ${kind}`)
      } catch (err) {
        metrics.renewalNotices.inc({ kind, result: 'failed' })
        log.warn({ ...entry, err: String(err) }, `renewal notice failed: ${kind}`)
      }
    }
  }

  /** one pass over the three kinds; resolves to the number of notices claimed */
  async function run(): Promise<number> {
    let told = 0
    for (const kind of RENEWAL_NOTICE_KINDS) {
      try {
        const claimed = await claim(kind)
        await tell(kind, claimed)
        told += claimed.length
      } catch (err) {
        log.error({ err, kind }, 'renewal notices failed')
      }
    }
    return told
  }

  return { run }
}
export type RenewalNotices = ReturnType<typeof createRenewalNotices>
