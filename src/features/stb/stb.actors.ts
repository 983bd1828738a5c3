/**
 * The named actors of device phone verification, bound to the device service (src/api/b2b).
 * The verification modal provides them when it opens (the stb feature loads them with it);
 * tests provide fakes.
 */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import {
  deviceVerificationMachine,
  type PhoneTaken,
} from '../../../machines/device-verification/device-verification.machine'
import { otpMachine } from '../../../machines/otp/otp.machine'
import { PHONE_TAKEN_MESSAGE } from '../../../contract/b2b'
import { resendDeviceOtp, verifyDeviceOtp, verifyDevicePhone } from '../../api/b2b'
import { receiveSmsCode } from '../../lib/web-otp'

/**
 * The code step's calls need the box's customer ID, which the OTP machine does not carry:
 * one provided OTP machine per box.
 */
export function deviceOtpActors(customerid: string) {
  return {
    receiveCode: fromPromise(({ signal }) => receiveSmsCode(signal)),
    sendCode: fromPromise(async ({ input }) => {
      const result = await resendDeviceOtp({ customerid, phonenumber: input.phone })
      if (!result.ok) throw new Error(result.message)
    }),
    verifyCode: fromPromise(async ({ input }) => {
      const result = await verifyDeviceOtp({ customerid, phonenumber: input.phone, otp: input.code })
      if (!result.ok) throw new Error(result.message)
    }),
  } satisfies ActorsOf<typeof otpMachine>
}

export function deviceVerificationActors(customerid: string) {
  return {
    verifyPhone: fromPromise(async ({ input }) => {
      const result = await verifyDevicePhone({ customerid: input.customerId, phonenumber: input.phoneNumber })
      if (result.ok) return
      if (result.message === PHONE_TAKEN_MESSAGE) throw { reason: 'phoneTaken' } satisfies PhoneTaken
      throw new Error(result.message)
    }),
    otp: otpMachine.provide({ actors: deviceOtpActors(customerid) }),
  } satisfies ActorsOf<typeof deviceVerificationMachine>
}

/** The verification machine for one box, its calls bound to the device service. */
export const deviceVerificationFor = (customerid: string) =>
  deviceVerificationMachine.provide({ actors: deviceVerificationActors(customerid) })
