import { createActor, fromCallback, fromPromise } from 'xstate'
import { authMachine, type AccountData, type AuthUser } from '../../../machines/auth/auth.machine'
import { otpMachine } from '../../../machines/otp/otp.machine'
import {
  sessionMachine,
  type StoredSession,
  type SubscriberProfile,
} from '../../../machines/session/session.machine'
import { ApiError, STORAGE_KEYS, readKey, store, writeKey } from '../../api/clients'
import * as user from '../../api/user'
import { getBssProfile } from '../../api/bss'
import { readClaims } from './jwt'
import { SESSION_KEYS } from './storage-keys'

/** The service's message for a failed call, as the machines expect it in an Error. */
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

function readStoredSession(): StoredSession | null {
  const token = readKey(STORAGE_KEYS.vToken)
  if (!token) return null
  const claims = readClaims(token)
  if (!claims) return null
  const stored = readKey(SESSION_KEYS.user)
  let name = claims.name
  try {
    if (stored) name = (JSON.parse(stored) as { name?: string }).name ?? name
  } catch {
    // a damaged cached user only costs the display name
  }
  return { token, exp: claims.exp, user: { name: name ?? '', phone: claims.phone ?? '' } }
}

const otp = otpMachine.provide({
  actors: {
    sendCode: fromPromise(async ({ input }) => {
      try {
        await user.sendOtp(input.phone)
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
  },
})

const auth = authMachine.provide({
  actors: {
    otp,
    checkPhone: fromPromise(({ input }) => user.checkPhone(input.phone)),
    login: fromPromise(({ input }) => user.login(input)),
    register: fromPromise(({ input }) => user.register(input)),
    resetPassword: fromPromise(async ({ input }) => {
      await user.forgetPassword(input)
    }),
    storeToken: fromPromise(async ({ input }) => {
      writeKey(STORAGE_KEYS.vToken, input.token)
      // Other tabs watch this key and reload (SPEC §4 cross-tab).
      writeKey(SESSION_KEYS.loginStatus, `in:${Date.now()}`)
    }),
    loadAccount: fromPromise(async (): Promise<AccountData> => {
      const [profile, devices] = await Promise.all([user.getProfile(), user.listDevices().catch(() => [])])
      const account: AuthUser = { ...profile, avatarUrl: profile.avatarUrl ?? null }
      writeKey(SESSION_KEYS.user, JSON.stringify({ name: account.name, phone: account.phone }))
      return { user: account, devices }
    }),
  },
})

const session = sessionMachine.provide({
  actors: {
    readSession: fromPromise(async () => readStoredSession()),
    fetchUserToken: fromPromise(async () => readKey(STORAGE_KEYS.vplusToken)),
    checkProfile: fromPromise(async (): Promise<SubscriberProfile | null> => {
      try {
        const profile = await getBssProfile()
        return {
          userName: profile.userName,
          platformName: profile.platformName,
          subscriberId: profile.subscriberId,
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        console.warn('subscriber profile unavailable:', error.message)
        return null
      }
    }),
    clearStorage: fromPromise(async () => {
      store()?.removeItem(STORAGE_KEYS.vToken)
      globalThis.localStorage?.clear()
    }),
    watchStorage: fromCallback(({ sendBack }) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === SESSION_KEYS.loginStatus || event.key === null)
          sendBack({ type: 'storage.loginStatusChanged' })
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }),
  },
})

export type AuthRuntime = ReturnType<typeof createRuntime>

/** The app's two long-lived actors: the session and the login modal. */
export function createRuntime() {
  const sessionActor = createActor(session, { input: {} })
  const authActor = createActor(auth, { input: {} })
  authActor.on('loggedIn', ({ token, user: account }) => {
    const claims = readClaims(token)
    if (!claims) return
    sessionActor.send({
      type: 'session.loggedIn',
      token,
      exp: claims.exp,
      user: { name: account?.name ?? claims.name ?? '', phone: account?.phone ?? claims.phone ?? '' },
    })
  })
  sessionActor.start()
  authActor.start()
  return { sessionActor, authActor }
}

let runtime: AuthRuntime | undefined
export function getRuntime(): AuthRuntime {
  runtime ??= createRuntime()
  return runtime
}
