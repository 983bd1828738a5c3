/** Main API, user service (SPEC §7 v1/user/…). Each function returns parsed data or throws ApiError. */
import * as v from 'valibot'
import { CODE, normalizePhone, statusOnlySchema } from '../../contract/common'
import type {
  changePasswordBody,
  endSessionsBody,
  forgetPasswordBody,
  forgetPasswordPasskeysBody,
  loginBody,
  OtpChannel,
  otpVerifyBody,
  registerBody,
  snEditBody,
  stbVerifyQuery,
} from '../../contract/user'
import {
  changePasswordReply,
  checkReply,
  deviceDetailReply,
  deviceListReply,
  devicePackagesReply,
  deviceTransactionsReply,
  endedReply,
  forgetPasswordPasskeysReply,
  otpChannelsReply,
  profileReply,
  signInsReply,
  stbVerifyReply,
  tokenReply,
  type Device,
  type DevicePackage,
  type DeviceTransaction,
  type Profile,
  type ResetPasskey,
  type SignIn,
} from '../../contract/user'
import { config } from '../config'
import { ApiError, clients, expectOk, request } from './clients'
import type { FirstCall } from './early-calls'

/** SPEC §5: phones go to services as +62… (a leading 0 becomes +62, a leading 62 gets a +). */
const withServicePhone = <T extends { phone: string }>(input: T): T => ({
  ...input,
  phone: normalizePhone(input.phone),
})

/** SPEC §7: status.code 0 means the phone has an account. */
export async function checkPhone(phone: string): Promise<{ exists: boolean }> {
  const reply = await request(clients().main, 'v1/user/check', checkReply, {
    query: { phone: normalizePhone(phone) },
  })
  if (reply.status.code === CODE.ok) return { exists: true }
  if (reply.status.code === CODE.userNotFound) return { exists: false }
  throw new ApiError('status', reply.status.message || 'Phone check failed', { code: reply.status.code })
}

/**
 * Sends a 4-digit code by SMS, or by the channel asked for (one otpChannels lists). A 429
 * ApiError's message contains 'too many'.
 */
export async function sendOtp(phone: string, channel?: OtpChannel): Promise<void> {
  expectOk(
    await request(clients().main, 'v1/user/otp/send', statusOnlySchema, {
      method: 'POST',
      // without a channel the body is SPEC §7's
      body: { phone: normalizePhone(phone), ...(channel ? { channel } : {}) },
    }),
  )
}

/** once per set of clients (a page's life): the server's channels change only with a restart */
const channelsAsked = new WeakMap<object, Promise<OtpChannel[]>>()

/** The channels the server sends codes by, SMS first (GET v1/user/otp/channels). */
export function otpChannels(): Promise<OtpChannel[]> {
  const main = clients().main
  const asked = channelsAsked.get(main)
  if (asked) return asked
  const channels = request(main, 'v1/user/otp/channels', otpChannelsReply)
    .then((reply) => expectOk(reply).data.channels)
    .catch((error: unknown) => {
      channelsAsked.delete(main) // asked again next time
      throw error
    })
  channelsAsked.set(main, channels)
  return channels
}

/** Throws ApiError with code 5 (invalid), 6 (expired) or 7 (dead after 5 wrong tries). */
export async function verifyOtp(input: v.InferInput<typeof otpVerifyBody>): Promise<void> {
  expectOk(
    await request(clients().main, 'v1/user/otp/verify', statusOnlySchema, {
      method: 'POST',
      body: withServicePhone(input),
    }),
  )
}

/** Code 3 = wrong phone or password. */
export async function login(input: v.InferInput<typeof loginBody>): Promise<{ token: string }> {
  return expectOk(
    await request(clients().main, 'v1/user/login', tokenReply, {
      method: 'POST',
      body: withServicePhone(input),
    }),
  ).data
}

/** Needs a verified code for the phone first (code 8 otherwise); code 4 = user exists. */
export async function register(input: v.InferInput<typeof registerBody>): Promise<{ token: string }> {
  return expectOk(
    await request(clients().main, 'v1/user/register', tokenReply, {
      method: 'POST',
      body: withServicePhone(input),
    }),
  ).data
}

/** Needs a verified code for the phone first; `logoutOthers` ends every sign-in of the account. */
export async function forgetPassword(
  input: v.InferInput<typeof forgetPasswordBody>,
): Promise<{ message: string }> {
  const reply = expectOk(
    await request(clients().main, 'v1/user/forgetpassword', statusOnlySchema, {
      method: 'PUT',
      body: withServicePhone(input),
    }),
  )
  return { message: reply.status.message }
}

/**
 * The passkeys a reset by code would remove (name, when added), oldest first. Needs the same
 * verified code as `forgetPassword` (code 8 otherwise) and leaves it unspent.
 */
export async function forgetPasswordPasskeys(
  input: v.InferInput<typeof forgetPasswordPasskeysBody>,
): Promise<ResetPasskey[]> {
  return expectOk(
    await request(clients().main, 'v1/user/forgetpassword/passkeys', forgetPasswordPasskeysReply, {
      method: 'POST',
      body: withServicePhone(input),
    }),
  ).data.passkeys
}

/**
 * Code 17 = old password incorrect. With `logoutOthers` a change ends every other sign-in and
 * every earlier token of the customer, this session's too; the reply's `token` is this session's
 * next login token.
 */
export async function changePassword(
  input: v.InferInput<typeof changePasswordBody>,
): Promise<{ message: string; token: string | null }> {
  const reply = expectOk(
    await request(clients().main, 'v1/user/changepassword', changePasswordReply, {
      method: 'PUT',
      body: input,
    }),
  )
  return { message: reply.status.message, token: reply.data?.token ?? null }
}

/**
 * Ends a token on the server (the login token, or a billing token). `keepalive` lets the call
 * finish when the customer leaves the page right after Log Out.
 */
export async function logout(token: string): Promise<void> {
  await request(clients().main, 'v1/user/logout', statusOnlySchema, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  })
}

/** The customer's sign-ins (signed-in devices), the current one marked. */
export async function listSignIns(): Promise<SignIn[]> {
  return expectOk(await request(clients().main, 'v1/user/sessions', signInsReply)).data.sessions
}

/** The security page's first call for its signed-in devices (src/api/early-calls.ts). */
export const SIGN_INS_CALL: FirstCall<SignIn[]> = { key: 'v1/user/sessions', load: () => listSignIns() }

/**
 * Ends one of the customer's other sign-ins, the password asked again (code 3 when wrong, a 429
 * while the password checks wait); one already gone (404) counts as ended.
 */
export async function endSignIn(id: string, password: string): Promise<void> {
  try {
    expectOk(
      await request(clients().main, `v1/user/sessions/${encodeURIComponent(id)}`, endedReply, {
        method: 'DELETE',
        body: { password } satisfies v.InferInput<typeof endSessionsBody>,
      }),
    )
  } catch (error) {
    if (!(error instanceof ApiError && error.httpStatus === 404)) throw error
  }
}

/** Ends every sign-in of the customer but this one, the password asked again (as endSignIn). */
export async function endOtherSignIns(password: string): Promise<void> {
  expectOk(
    await request(clients().main, 'v1/user/sessions/end-others', endedReply, {
      method: 'POST',
      body: { password } satisfies v.InferInput<typeof endSessionsBody>,
    }),
  )
}

export async function editProfile(input: {
  name: string
  email: string
  avatar?: Blob | null
  avatarName?: string
}): Promise<{ message: string }> {
  const form = new FormData()
  form.set('name', input.name)
  form.set('email', input.email)
  if (input.avatar)
    form.set(
      'avatar',
      input.avatar,
      input.avatarName ?? (input.avatar instanceof File ? input.avatar.name : 'avatar'),
    )
  const reply = expectOk(
    await request(clients().main, 'v1/user/edit', statusOnlySchema, { method: 'PUT', body: form }),
  )
  return { message: reply.status.message }
}

export async function getProfile(): Promise<Profile> {
  return expectOk(await request(clients().main, 'v1/user/myprofile', profileReply)).data
}

/** The account page's first call (src/api/early-calls.ts). */
export const PROFILE_CALL: FirstCall<Profile> = { key: 'v1/user/myprofile', load: () => getProfile() }

/** The avatar's absolute URL under the content base, or null. */
export function avatarSrc(avatarUrl: string | null): string | null {
  if (!avatarUrl) return null
  return /^(https?:)?\/\//.test(avatarUrl) ? avatarUrl : `${config.mediaBase}${avatarUrl.replace(/^\//, '')}`
}

export async function listDevices(): Promise<Device[]> {
  return expectOk(await request(clients().main, 'v1/user/sn', deviceListReply)).data
}

/** Device Management's first call (src/api/early-calls.ts). */
export const DEVICES_CALL: FirstCall<Device[]> = { key: 'v1/user/sn', load: () => listDevices() }

export async function getDevice(sn: string): Promise<Device> {
  return expectOk(await request(clients().main, 'v1/user/sn/detail', deviceDetailReply, { query: { sn } }))
    .data
}

export async function editDevice(input: v.InferInput<typeof snEditBody>): Promise<{ message: string }> {
  const reply = expectOk(
    await request(clients().main, 'v1/user/sn/edit', statusOnlySchema, { method: 'PUT', body: input }),
  )
  return { message: reply.status.message }
}

export async function getDevicePackages(sn: string): Promise<DevicePackage[]> {
  return expectOk(
    await request(clients().main, 'v1/user/sn/detail/package', devicePackagesReply, { query: { sn } }),
  ).data
}

export async function getDeviceTransactions(sn: string): Promise<DeviceTransaction[]> {
  return expectOk(
    await request(clients().main, 'v1/user/sn/transaction', deviceTransactionsReply, {
      method: 'POST',
      body: { sn },
    }),
  ).data
}

/** The response header carrying the device session a verified /stb-profile link yields. */
export const DEVICE_SESSION_HEADER = 'X-Device-Session'

/**
 * /stb-profile guard: resolves with the device session (X-Device-Session) when the signed link is
 * valid; otherwise ApiError 401 with 'Unauthorized' or 'Unauthorized - Timestamp expired'.
 */
export async function verifyStbLink(input: v.InferInput<typeof stbVerifyQuery>): Promise<string> {
  const reply = { session: null as string | null }
  expectOk(
    await request(clients().main, 'v1/stb/verify', stbVerifyReply, {
      query: input,
      onResponse({ response }) {
        reply.session = response.headers.get(DEVICE_SESSION_HEADER)
      },
    }),
  )
  if (!reply.session) throw new ApiError('parse', `v1/stb/verify answered without ${DEVICE_SESSION_HEADER}`)
  return reply.session
}
