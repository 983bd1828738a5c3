/** Device service (SPEC §5 rules): profile lookup and device phone verification. */
import { b2bResultReply, getProfileReply } from './contract/b2b'
import { ApiError, clients, request } from './clients'

export type DeviceProfile = {
  name: string
  accountId: string
  nohp: string
  isPhoneVerified: boolean
  email: string
  sn: string
  macaddress: string
}

/** Looks a box up by serial number, customer ID or phone; null unless status 200 with a customer id. */
export async function getDeviceProfile(sn: string): Promise<DeviceProfile | null> {
  const reply = await request(clients().b2b, 'getprofile', getProfileReply, { method: 'POST', body: { sn } })
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
    const reply = await request(clients().b2b, path, b2bResultReply, { method: 'POST', body })
    const ok = reply.status.code === 200 && (!needDataStatus || reply.data.status)
    return { ok, message: reply.data.message || reply.status.message }
  } catch (err) {
    // SPEC §8: data.message, else status.message, or the exception's message
    if (err instanceof ApiError) return { ok: false, message: err.message }
    throw err
  }
}

export const verifyDevicePhone = (input: { customerid: string; phonenumber: string }) =>
  step('verifyphone', input, true)
/** Resend succeeds on status code 200 alone (SPEC §5). */
export const resendDeviceOtp = (input: { customerid: string; phonenumber: string }) =>
  step('resendotp', input, false)
export const verifyDeviceOtp = (input: { customerid: string; phonenumber: string; otp: string }) =>
  step('verifyotp', input, true)
