/**
 * Device service (SPEC §5 rules): profile lookup and device phone verification. Every call carries
 * the device session of the signed /stb-profile link the page opened (X-Device-Session). The
 * session lives in this module's memory only: storage would let it outlive the page, and any
 * script on the origin read it.
 */
import type * as v from 'valibot'
import {
  b2bResultReply,
  getProfileReply,
  type DeviceProfile,
  type verifyOtpBody,
  type verifyPhoneBody,
} from '../../contract/b2b'
import { ApiError, clients, request, retryAfterRenewing } from './clients'
import { normalizePhone } from '../../contract/common'
import { DEVICE_SESSION_HEADER, verifyStbLink } from './user'

export type StbLink = { sn: string; token: string; timestamp: string }

let device: { link: StbLink; session: string } | null = null

/** Checks the signed link on the server and keeps the device session it answers with. */
export async function openDeviceSession(link: StbLink): Promise<void> {
  device = null
  device = { link, session: await verifyStbLink(link) }
}

/** Forgets the device session (the page that opened it is gone). */
export function closeDeviceSession(): void {
  device = null
}

/**
 * A device-service call with the device session. The session is short-lived (15 min) and the
 * link lasts a day, so a 401 verifies the link again and retries once.
 */
async function b2b<S extends v.GenericSchema>(
  path: string,
  schema: S,
  body: Record<string, string>,
): Promise<v.InferOutput<S>> {
  return retryAfterRenewing(
    () =>
      request(clients().b2b, path, schema, {
        method: 'POST',
        body,
        headers: device ? { [DEVICE_SESSION_HEADER]: device.session } : {},
      }),
    async () => {
      if (!device) return false
      const { link } = device
      device = { link, session: await verifyStbLink(link) }
      return true
    },
  )
}

export type { DeviceProfile }

/** Looks a box up by serial number, customer ID or phone; null unless status 200 with a customer id. */
export async function getDeviceProfile(sn: string): Promise<DeviceProfile | null> {
  const reply = await b2b('getprofile', getProfileReply, { sn })
  const d = reply.data
  if (reply.status.code !== 200 || !d?.customerid) return null
  return {
    name: d.nama,
    accountId: d.customerid,
    nohp: d.tlp,
    isPhoneVerified: d.telp_valid,
    email: d.email,
    sn: d.stbsn,
    macaddress: d.stbmacaddress,
  }
}

export type PhoneStepResult = { ok: boolean; message: string }

async function step(
  path: string,
  body: Record<string, string>,
  needDataStatus: boolean,
): Promise<PhoneStepResult> {
  try {
    const reply = await b2b(path, b2bResultReply, body)
    const ok = reply.status.code === 200 && (!needDataStatus || reply.data.status)
    return { ok, message: reply.data.message || reply.status.message }
  } catch (err) {
    // SPEC §8: data.message, else status.message, or the exception's message
    if (err instanceof ApiError) return { ok: false, message: err.message }
    throw err
  }
}

/** SPEC §5: the box's phone goes to the device service as +62…. */
const servicePhone = <T extends { phonenumber: string }>(input: T): T => ({
  ...input,
  phonenumber: normalizePhone(input.phonenumber),
})

type PhoneInput = v.InferInput<typeof verifyPhoneBody>

export const verifyDevicePhone = (input: PhoneInput) => step('verifyphone', servicePhone(input), true)
/** Resend succeeds on status code 200 alone (SPEC §5). */
export const resendDeviceOtp = (input: PhoneInput) => step('resendotp', servicePhone(input), false)
export const verifyDeviceOtp = (input: v.InferInput<typeof verifyOtpBody>) =>
  step('verifyotp', servicePhone(input), true)
