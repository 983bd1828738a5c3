/** Device service: /b2b/… — success is status.code 200 (SPEC §5), not 0. */
import * as v from 'valibot'
import { otpSchema, phoneSchema, plainText, statusSchema } from './common'

export const getProfileBody = v.object({
  sn: v.pipe(
    v.string('sn is required'),
    plainText('sn'),
    v.trim(),
    v.nonEmpty('sn is required'),
    v.maxLength(64),
  ),
})
export const b2bProfileSchema = v.object({
  nama: v.string(),
  customerid: v.string(),
  tlp: v.string(),
  telp_valid: v.boolean(),
  email: v.string(),
  stbsn: v.string(),
  stbmacaddress: v.string(),
})
export type B2bProfile = v.InferOutput<typeof b2bProfileSchema>
export const getProfileReply = v.object({ status: statusSchema, data: v.nullable(b2bProfileSchema) })

const customerId = v.pipe(
  v.string('customerid is required'),
  plainText('customerid'),
  v.trim(),
  v.nonEmpty('customerid is required'),
  v.maxLength(64),
)
export const verifyPhoneBody = v.object({ customerid: customerId, phonenumber: phoneSchema })
export const verifyOtpBody = v.object({ customerid: customerId, phonenumber: phoneSchema, otp: otpSchema })
/** verifyphone's data.message when the number is verified on another box (SPEC §5). */
export const PHONE_TAKEN_MESSAGE = 'This number already registered in other Vision+ TV Box'

export const b2bResultReply = v.object({
  status: statusSchema,
  data: v.object({ status: v.boolean(), message: v.string() }),
})
export type B2bResult = v.InferOutput<typeof b2bResultReply>

/** A box's profile as the client reads it from getprofile: the device phone flow's input. */
export type DeviceProfile = {
  name: string
  accountId: string
  nohp: string
  isPhoneVerified: boolean
  email: string
  sn: string
  macaddress: string
}
