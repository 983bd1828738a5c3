/**
 * The named actors of the login, one-time-code and session machines, bound to src/api and
 * browser storage. src/app/runtime.ts provides them to the machines; tests provide fakes.
 */
import { fromCallback, fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { AuthFailure, authMachine, AuthUser, LoginRefusal } from '../../../machines/auth/auth.machine'
import type { otpMachine } from '../../../machines/otp/otp.machine'
import type { sessionMachine } from '../../../machines/session/session.machine'
import { tooManyAttempts } from '../../api/refusal'
import { ApiError, readKey, store, writeKey } from '../../api/clients'
import { STORAGE_KEYS } from '../../api/storage-keys'
import { CODE } from '../../../contract/common'
import { watchLoginStatus } from '../../api/login-status'
import * as user from '../../api/user'
import { BILLING_PAIR_KEYS, getBssProfile, storedBillingPair } from '../../api/bss'
import { readStoredSession } from '../../lib/stored-session'
import { receiveSmsCode } from '../../lib/web-otp'
import { passkeyLogin } from './passkey-login'

/** The service's message for a failed call, as the machines expect it in an Error. */
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** A 429 (too many failed logins) or 503 (too many at once) as the auth machine's refusal. */
function asLoginRefusal(error: unknown): LoginRefusal | null {
  if (!(error instanceof ApiError)) return null
  const locked = tooManyAttempts(error)
  if (locked) return locked
  if (error.httpStatus === 503) return { reason: 'busy', retryAfterSeconds: error.retryAfterSeconds ?? 5 }
  return null
}

/** A wrong password, or no answer at all, as the auth machine's typed failure; anything else stays as it is (a server error). */
function asAuthFailure(error: unknown): AuthFailure | null {
  if (!(error instanceof ApiError)) return null
  if (error.kind === 'network') return { reason: 'offline' }
  if (error.code === CODE.wrongPassword) return { reason: 'wrongPassword' }
  return null
}

export const otpActors = {
  receiveCode: fromPromise(({ signal }) => receiveSmsCode(signal)),
  loadChannels: fromPromise(() => user.otpChannels()),
  sendCode: fromPromise(async ({ input }) => {
    try {
      // SMS goes as SPEC §7's body, without a channel
      await user.sendOtp(input.phone, input.channel === 'sms' ? undefined : input.channel)
    } catch (error) {
      throw asError(error)
    }
  }),
  verifyCode: fromPromise(async ({ input }) => {
    try {
      await user.verifyOtp({ phone: input.phone, otp: input.code })
    } catch (error) {
      throw asError(error)
    }
  }),
} satisfies ActorsOf<typeof otpMachine>

/** Everything the login modal calls except its child machines (`otp`, `password`: composed by the app). */
export const authActors = {
  checkPhone: fromPromise(async ({ input }) => {
    try {
      return await user.checkPhone(input.phone)
    } catch (error) {
      throw asAuthFailure(error) ?? error
    }
  }),
  login: fromPromise(async ({ input }) => {
    try {
      return await user.login(input)
    } catch (error) {
      throw asLoginRefusal(error) ?? asAuthFailure(error) ?? error
    }
  }),
  register: fromPromise(({ input }) => user.register(input)),
  storeToken: fromPromise(async ({ input }) => {
    // A site login is this browser's one sign-in: a billing pair the partner popup stored (a
    // visitor's sign-in, perhaps of another account) goes, and billing calls carry this login's
    // token (`billingToken` in src/api/bss.ts).
    for (const key of BILLING_PAIR_KEYS) writeKey(key, null)
    writeKey(STORAGE_KEYS.vToken, input.token)
    // Other tabs watch this key and reload (SPEC §4 cross-tab).
    writeKey(STORAGE_KEYS.loginStatus, `in:${Date.now()}`)
  }),
  loadAccount: fromPromise(async (): Promise<AuthUser> => {
    const profile = await user.getProfile()
    const account: AuthUser = { ...profile, avatarUrl: profile.avatarUrl ?? null }
    writeKey(STORAGE_KEYS.user, JSON.stringify({ name: account.name, phone: account.phone }))
    return account
  }),
  passkeyLogin: fromPromise(({ input, signal }) => passkeyLogin(input, signal)),
} satisfies Omit<ActorsOf<typeof authMachine>, 'otp' | 'password'>

export const sessionActors = {
  readSession: fromPromise(async () => readStoredSession(readKey)),
  readStoredToken: fromPromise(async () => storedBillingPair(readKey)?.token ?? null),
  checkProfile: fromPromise(async () => {
    try {
      await getBssProfile()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      console.warn('subscriber profile unavailable:', error.message)
    }
  }),
  endSession: fromPromise(async () => {
    const tokens = [
      readKey(STORAGE_KEYS.vToken),
      readKey(STORAGE_KEYS.vplusToken) ?? readKey(STORAGE_KEYS.refreshToken),
    ].filter((token): token is string => Boolean(token))
    // Forget them first: a page left while the service is asked must not keep an ended login.
    for (const key of [STORAGE_KEYS.vToken, ...BILLING_PAIR_KEYS]) store()?.removeItem(key)
    globalThis.localStorage?.clear()
    // Then end them on the server; best effort, the customer is logged out here whatever it answers.
    await Promise.allSettled(tokens.map((token) => user.logout(token)))
  }),
  // the server ended this login already (from another device): only forget it here
  forgetSession: fromPromise(async () => {
    for (const key of [STORAGE_KEYS.vToken, ...BILLING_PAIR_KEYS]) store()?.removeItem(key)
    globalThis.localStorage?.clear()
  }),
  watchStorage: fromCallback(({ sendBack }) =>
    watchLoginStatus(() => sendBack({ type: 'storage.loginStatusChanged' })),
  ),
} satisfies ActorsOf<typeof sessionMachine>
