/**
 * Password checks for /api login, the partner sign-in popup and the signed-in customer's own
 * password (a password change, ending sign-ins: OWASP ASVS 7.5.2), held to limits a stranger
 * cannot turn against the owner (DESIGN §5):
 * - a browser that signed in to the account before (its device id, server/lib/device.ts) answers
 *   for itself: its own failures make it wait, nobody else's do;
 * - anywhere else, failures of the phone and — counted once per phone — of the client address
 *   make the next attempt wait longer and longer (server/lib/login-throttle.ts), never for good;
 * - every hashed attempt counts against the account's budget, correct ones too, and one account
 *   has at most one hash in flight on an instance, so correct logins in a loop cannot fill the
 *   hash pool that every other customer needs. The phone's waits keep a stranger's failures well
 *   below that budget, so the budget only stops the account's own floods.
 * An unknown phone costs one hash like a known one, so neither the reply nor its timing tells
 * which phones have accounts.
 */
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import type { Context } from 'hono'
import { addressKey } from '../lib/client-ip'
import type { AppEnv, Deps } from '../lib/deps'
import { deviceIdOf, isHttps } from '../lib/device'
import { maskPhone } from '../lib/log'
import { createLoginThrottle, type ThrottlePolicy } from '../lib/login-throttle'
import { Busy, type Lane } from '../lib/password-pool'

type Customer = typeof users.$inferSelect

export type Refusal =
  /** failures made this key wait (progressive delay) */
  | { ok: false; reason: 'locked'; retryAfter: number }
  /** the account's hash budget is spent, or one of its checks is still running */
  | { ok: false; reason: 'tooMany'; retryAfter: number }
export type LoginOutcome = { ok: true; user: Customer } | { ok: false; reason: 'wrong' } | Refusal
export type PasswordOutcome = { ok: true } | { ok: false; reason: 'wrong' } | Refusal

export const WRONG_LOGIN_MESSAGE = 'Wrong phone number or password'

const inWords = (retryAfter: number) => {
  if (retryAfter < 60) return `${retryAfter} second${retryAfter === 1 ? '' : 's'}`
  const minutes = Math.ceil(retryAfter / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
export const lockedMessage = (retryAfter: number) =>
  `Sorry, too many failed logins, try again in ${inWords(retryAfter)}`
export const tooManyLoginsMessage = (retryAfter: number) =>
  `Sorry, too many logins to this account, try again in ${inWords(retryAfter)}`
/** The message of a refusal, as the spec's 'too many' messages read. */
export const refusalMessage = (r: Refusal) =>
  r.reason === 'locked' ? lockedMessage(r.retryAfter) : tooManyLoginsMessage(r.retryAfter)

/** the first wait of an address past its free phones, seconds (doubling) */
const ADDRESS_BASE_SECONDS = 1

type CredentialDeps = Pick<
  Deps,
  'db' | 'passwords' | 'limits' | 'clientIp' | 'log' | 'metrics' | 'sessions' | 'config' | 'now'
>

/**
 * One checker per app (per `deps`): every route that checks a password (login, the partner popup,
 * a password asked again, passkeys, TV approval) shares its in-flight slots and its one warm-up
 * hash. One each made five warm-up hashes at start, which filled a two-worker pool (two running,
 * two waiting) and shed the first login of a fresh `npm start`.
 */
const made = new WeakMap<CredentialDeps, ReturnType<typeof makeCredentials>>()
export function createCredentials(deps: CredentialDeps) {
  let credentials = made.get(deps)
  if (!credentials) {
    credentials = makeCredentials(deps)
    made.set(deps, credentials)
  }
  return credentials
}

function makeCredentials(deps: CredentialDeps) {
  const { db, passwords, limits, log, metrics, config } = deps
  const window = config.loginFailWindow
  // the log's lockout line names the kind of key, never a device id (a cookie's value)
  const throttle = createLoginThrottle(db, deps.now, window, (key, retryAfter) => {
    const [kind = '', first = '', ...rest] = key.split(':')
    const shown = kind === 'phone' ? maskPhone(first) : kind === 'address' ? [first, ...rest].join(':') : ''
    const userId = kind === 'device' ? Number(first) : undefined
    log.warn(
      { event: 'lockout', limit: `login-${kind}`, key: shown, ...(userId ? { userId } : {}), retryAfter },
      `waiting: login-${kind}`,
    )
  })
  const own: ThrottlePolicy = {
    free: config.loginFailsPerPhone,
    baseSeconds: Math.max(1, config.loginFirstWait),
    capSeconds: window,
    forgetSeconds: window,
  }
  const perAddress: ThrottlePolicy = {
    free: config.loginFailsPerIp,
    baseSeconds: ADDRESS_BASE_SECONDS,
    capSeconds: window,
    forgetSeconds: window,
  }
  // the name ends in 'phone': the lockout log line masks its key
  const hashes = limits.counter('login-hash-phone', {
    max: config.loginHashesPerAccount,
    windowSeconds: window,
  })
  /**
   * The checks running on this instance, one per account and kind: `known:<user id>` for the
   * account's own devices and sign-ins, `phone:<phone>` for anyone else, so a stranger's check
   * never holds back the owner's (and an account's own floods get one slot of each kind).
   */
  const inFlight = new Set<string>()

  // made at the cost new hashes get, ahead of the first unknown phone, which then waits as long
  // as a known one; a failed attempt (a full pool) is tried again next time
  let dummy: Promise<string> | undefined
  const dummyHash = () => {
    dummy ??= passwords.hash(crypto.randomUUID()).catch((err: unknown) => {
      dummy = undefined
      throw err
    })
    return dummy
  }
  dummyHash().catch(() => undefined)

  /**
   * One hashed attempt of `password` for `phone` against `stored` (undefined: an unknown phone):
   * `key` is whose failures it counts as, `address` the client address it counts against, if any,
   * `flight` the slot it takes while it runs (a waiting attempt takes none).
   */
  async function attempt(
    phone: string,
    password: string,
    stored: string | undefined,
    key: string,
    address: string | undefined,
    flight: string,
    lane: Lane,
  ): Promise<PasswordOutcome> {
    const wait = await throttle.waitFor(address ? [key, address] : [key])
    if (wait > 0) return { ok: false, reason: 'locked', retryAfter: wait }
    // with the budget off (load runs) so is this
    if (hashes.limit.max > 0 && inFlight.has(flight)) return { ok: false, reason: 'tooMany', retryAfter: 1 }
    // a stranger is shed once it is known to be one, but after its account's own flight: a flood of
    // one account's logins is that account's "too many", not a full pool for everyone
    if (lane === 'stranger') shedWhenBusy('stranger')
    inFlight.add(flight)
    try {
      return await counted(phone, password, stored, key, address, lane)
    } finally {
      inFlight.delete(flight)
    }
  }

  /** attempt's counting and hashing, its slot taken */
  async function counted(
    phone: string,
    password: string,
    stored: string | undefined,
    key: string,
    address: string | undefined,
    lane: Lane,
  ): Promise<PasswordOutcome> {
    const budget = [hashes, phone] as const
    const spent = await limits.hit(budget)
    if (spent > 0) return { ok: false, reason: 'tooMany', retryAfter: spent }
    // counted as a failure before the check, so parallel attempts cannot slip past; taken back below
    const ownWait = await throttle.count(key, own)
    if (ownWait > 0) {
      await limits.settle({ undo: [budget] })
      return { ok: false, reason: 'locked', retryAfter: ownWait }
    }
    const first = address ? await throttle.firstTry(address, phone) : false
    const takeBackAddress = async () => {
      if (!address || !first) return
      await throttle.takeBack(address)
      await throttle.forgetTry(address, phone)
    }
    if (address && first) {
      const addressWait = await throttle.count(address, perAddress)
      if (addressWait > 0) {
        await throttle.forgetTry(address, phone)
        await throttle.takeBack(key)
        await limits.settle({ undo: [budget] })
        return { ok: false, reason: 'locked', retryAfter: addressWait }
      }
    }
    let matches: boolean
    try {
      matches = await passwords.verify(password, stored ?? (await dummyHash()), lane)
    } catch (err) {
      // shed after all (the pool filled meanwhile): this attempt checked nothing
      await throttle.takeBack(key)
      await takeBackAddress()
      await limits.settle({ undo: [budget] })
      throw err
    }
    if (!stored || !matches) return { ok: false, reason: 'wrong' }
    await throttle.forgive(key)
    await takeBackAddress()
    return { ok: true }
  }

  /** in a storm, shed before touching the database: the answer would be the same a moment later */
  function shedWhenBusy(lane: Lane) {
    const busy = passwords.busy?.(lane) ?? 0
    if (busy > 0) throw new Busy(busy, lane)
  }

  async function check(c: Context<AppEnv>, phone: string, password: string, ip: string) {
    // a full pool sheds everyone before the database; its last share is kept for known devices,
    // so a stranger is shed once it is known to be one (attempt: an unknown-phone flood sheds itself first)
    shedWhenBusy('known')
    const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
    const device = deviceIdOf(c, isHttps(c, config.siteUrl))
    // a device that signed in before answers for itself: no one else's failures hold it back
    const known = user ? await deps.sessions.knownDevice(user.id, device) : false
    const key = known ? `device:${user!.id}:${device}` : `phone:${phone}`
    const address = known ? undefined : `address:${addressKey(ip)}`
    const flight = known ? `known:${user!.id}` : `phone:${phone}`
    const outcome = await attempt(
      phone,
      password,
      user?.passwordHash,
      key,
      address,
      flight,
      known ? 'known' : 'stranger',
    )
    return outcome.ok ? { ok: true as const, user: user! } : outcome
  }

  /** Checks a login and logs the attempt (OWASP ASVS 16.3.1) with the phone masked. */
  async function checkLogin(c: Context<AppEnv>, phone: string, password: string): Promise<LoginOutcome> {
    const ip = deps.clientIp(c)
    const entry = { event: 'login', reqId: c.get('requestId'), phone: maskPhone(phone), ip }
    try {
      const outcome = await check(c, phone, password, ip)
      const result = outcome.ok ? 'ok' : outcome.reason
      metrics.logins.inc({ result })
      log.info({ ...entry, result, ...(outcome.ok ? { userId: outcome.user.id } : {}) }, `login ${result}`)
      return outcome
    } catch (err) {
      if (err instanceof Busy) {
        metrics.logins.inc({ result: 'shed' })
        log.info({ ...entry, result: 'shed' }, 'login shed')
      }
      throw err
    }
  }

  /**
   * The signed-in customer's password asked again (a password change, ending sign-ins): counted
   * like a login, its failures against the sign-in (`sid`) that asks, and logged.
   */
  async function checkOwnPassword(
    c: Context<AppEnv>,
    user: Customer,
    sid: string,
    password: string,
    kind: string,
  ): Promise<PasswordOutcome> {
    const entry = {
      event: 'login',
      kind,
      reqId: c.get('requestId'),
      phone: maskPhone(user.phone),
      ip: deps.clientIp(c),
      userId: user.id,
    }
    shedWhenBusy('known')
    const key = `sign-in:${sid}`
    const outcome = await attempt(
      user.phone,
      password,
      user.passwordHash,
      key,
      undefined,
      `known:${user.id}`,
      'known',
    )
    const result = outcome.ok ? 'ok' : outcome.reason
    log.info({ ...entry, result }, `${kind} ${result}`)
    return outcome
  }

  /** A password reset: the phone's failures and hash budget are forgotten, so its owner gets in. */
  async function forgetPhone(phone: string) {
    await throttle.forgive(`phone:${phone}`)
    await limits.settle({ clear: [[hashes, phone]] })
  }

  return Object.assign(checkLogin, { checkOwnPassword, forgetPhone })
}
export type Credentials = ReturnType<typeof createCredentials>
