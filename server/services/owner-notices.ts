/**
 * The owner is told (issue #48 item 2, review L-9, M-1, M-3): an SMS in the account's language
 * when a way into the account changes — the password reset or changed, a passkey added, a TV
 * signed in — or when strangers' wrong codes for its phone reach the notice mark or pause its codes, each naming what happened and where to see
 * it (the account's security page). One function per kind, for every route that makes the change.
 * At most one of each kind per account an hour, counted in one statement (server/lib/rate-limit.ts)
 * before anything is sent, so a burst of changes cannot run up SMS costs or bury the first notice.
 * A notice that cannot go out is logged; the change it reports stands.
 */
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import type { Deps } from '../lib/deps'
import type { Language } from '../lib/language'
import { maskPhone } from '../lib/log'

export type NoticeKind =
  | 'password-reset'
  | 'password-changed'
  | 'passkey-added'
  | 'tv-signed-in'
  | 'codes-paused'
  | 'wrong-codes'

export const NOTICE_KINDS: readonly NoticeKind[] = [
  'password-reset',
  'password-changed',
  'passkey-added',
  'tv-signed-in',
  'codes-paused',
  'wrong-codes',
]

/** the account's security page, in the notice's language: where each notice sends its reader */
export const securityPage = (siteUrl: string, language: Language) =>
  `${siteUrl}${language === 'id' ? '/id' : ''}/account/security`

/** The text of a notice, in the account's language. */
export function noticeText(kind: NoticeKind, language: Language, siteUrl: string): string {
  const page = securityPage(siteUrl, language)
  const id = language === 'id'
  switch (kind) {
    case 'password-reset':
      return id
        ? `Vision+ TV: kata sandi akunmu baru saja diatur ulang dengan kode yang dikirim ke nomor ini. Bukan kamu? Atur ulang lagi dan periksa sesi masuk akunmu di ${page}.`
        : `Vision+ TV: your account's password was just reset with a code sent to this number. Not you? Reset it again and check where your account is signed in at ${page}.`
    case 'password-changed':
      return id
        ? `Vision+ TV: kata sandi akunmu baru saja diubah. Bukan kamu? Atur ulang dengan kode lewat Lupa Kata Sandi dan periksa sesi masuk akunmu di ${page}.`
        : `Vision+ TV: your account's password was just changed. Not you? Reset it with a code (Forgot Password) and check where your account is signed in at ${page}.`
    case 'passkey-added':
      return id
        ? `Vision+ TV: kunci sandi baru ditambahkan ke akunmu. Bukan kamu? Hapus kunci sandi itu dan ubah kata sandimu di ${page}.`
        : `Vision+ TV: a new passkey was added to your account. Not you? Remove it and change your password at ${page}.`
    case 'tv-signed-in':
      return id
        ? `Vision+ TV: sebuah TV masuk ke akunmu dengan kode yang disetujui di situs. Bukan kamu? Akhiri sesi TV itu di ${page}.`
        : `Vision+ TV: a TV was signed in to your account with a code approved on the site. Not you? End its session at ${page}.`
    case 'codes-paused':
      return id
        ? `Vision+ TV: terlalu banyak kode salah untuk nomor ini, jadi selama 24 jam kami tidak mengirim kode ke perangkat yang belum pernah kamu pakai untuk masuk. Untuk masuk, pakai kata sandimu, atau minta kode dari ponsel atau komputer yang pernah kamu pakai. Bukan kamu? Abaikan SMS ini. Lihat ${page}.`
        : `Vision+ TV: too many wrong codes were entered for this number, so new codes for it are paused for a day on devices you have not logged in on. To get in, use your password, or ask for a code on a phone or computer you have logged in on before. If this was not you, there is nothing you need to do. See ${page}.`
    case 'wrong-codes':
      return id
        ? `Vision+ TV: ada yang memasukkan kode salah untuk nomor ini dari perangkat yang belum pernah kamu pakai untuk masuk. Kalau bukan kamu, jangan berikan kode dari SMS kami kepada siapa pun, dan periksa sesi masuk akunmu di ${page}.`
        : `Vision+ TV: someone entered wrong codes for this number on a device you have not logged in on. If this was not you, never give anyone a code from our SMS, and check where your account is signed in at ${page}.`
  }
}

type NoticeDeps = Pick<Deps, 'db' | 'sms' | 'limits' | 'config' | 'now' | 'log'>

export function createOwnerNotices(deps: NoticeDeps) {
  const { db, sms, limits, config, now, log } = deps
  const hourly = new Map(
    NOTICE_KINDS.map((kind) => [
      kind,
      limits.counter(`owner-notice-${kind}`, { max: 1, windowSeconds: 3600 }),
    ]),
  )
  // one per pause: the pause lasts the wrong-code window, and the owner needs telling once
  // (named …phone: the lockout log line masks its key)
  const perPause = limits.counter('otp-notice-phone', { max: 1, windowSeconds: config.otpFailWindow })
  // one per wrong-code window: a stranger's guesses short of the pause are told of too (review M-6)
  const perWindow = limits.counter('otp-wrong-notice-phone', { max: 1, windowSeconds: config.otpFailWindow })

  async function send(kind: NoticeKind, phone: string, language: Language, userId?: number) {
    const at = new Date(now())
    const text = noticeText(kind, language, config.siteUrl)
    const entry = { event: 'owner-notice', kind, phone: maskPhone(phone), ...(userId ? { userId } : {}) }
    try {
      await sms.send({ phone, code: '', text, sentAt: at.toISOString() })
      log.info(entry, `owner notice sent: ${kind}`)
    } catch (err) {
      log.warn({ ...entry, err: String(err) }, `owner notice failed: ${kind}`)
    }
  }

  const account = async (where: ReturnType<typeof eq>) =>
    (
      await db
        .select({ id: users.id, phone: users.phone, language: users.language })
        .from(users)
        .where(where)
        .limit(1)
    )[0]
  const languageOf = (stored: string): Language => (stored === 'id' ? 'id' : 'en')

  /** Tells the account's owner of a change of this kind, unless told of one within the hour. */
  async function tell(kind: Exclude<NoticeKind, 'codes-paused' | 'wrong-codes'>, userId: number) {
    if ((await limits.hit([hourly.get(kind)!, String(userId)])) > 0) return
    const owner = await account(eq(users.id, userId))
    if (owner) await send(kind, owner.phone, languageOf(owner.language), owner.id)
  }

  return {
    passwordReset: (userId: number) => tell('password-reset', userId),
    passwordChanged: (userId: number) => tell('password-changed', userId),
    passkeyAdded: (userId: number) => tell('passkey-added', userId),
    tvSignedIn: (userId: number) => tell('tv-signed-in', userId),
    /**
     * Codes for the phone are paused: told once per pause, in its account's language, or the
     * page's (`fallback`) for a phone with no account yet.
     */
    async codesPaused(phone: string, fallback: Language) {
      if ((await limits.hit([perPause, phone])) > 0) return
      const owner = await account(eq(users.phone, phone))
      await send('codes-paused', phone, owner ? languageOf(owner.language) : fallback, owner?.id)
    },
    /**
     * Wrong codes for the phone from devices its account has not seen reached the notice mark:
     * told once per wrong-code window, like a pause, so guesses that stop short of the pause are
     * not silent.
     */
    async wrongCodes(phone: string, fallback: Language) {
      if ((await limits.hit([perWindow, phone])) > 0) return
      const owner = await account(eq(users.phone, phone))
      await send('wrong-codes', phone, owner ? languageOf(owner.language) : fallback, owner?.id)
    },
  }
}
export type OwnerNotices = ReturnType<typeof createOwnerNotices>
