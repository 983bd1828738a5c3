/** Path model of device phone verification: every popup, every verifyPhone outcome, every end of the code step. */
import type { OtpOutput } from '../otp/otp.machine'
import type { PathModel } from '../testing/paths'
import {
  deviceVerificationMachine,
  type DeviceVerificationContext,
  type DeviceVerificationFields,
} from './device-verification.machine'

const fields: DeviceVerificationFields = {
  accountId: '3010000003',
  sn: 'VPTV2025C0003',
  phoneNumber: '081377771111',
  email: 'siti@example.com',
}

const otpDone = (output: OtpOutput) => ({ type: 'xstate.done.actor.otp', output })

export const deviceVerificationPathModel: PathModel<typeof deviceVerificationMachine> = {
  machine: deviceVerificationMachine,
  scenarios: [{ name: 'a box with a profile', input: () => ({ fields }) }],
  events: [
    { type: 'start' },
    { type: 'form.submit', fields },
    { type: 'form.submit', fields: { ...fields, phoneNumber: ' ' } },
    { type: 'edit' },
    { type: 'back' },
    { type: 'confirm' },
    { type: 'retry' },
    { type: 'close' },
    { type: 'xstate.done.actor.verifyPhone' },
    { type: 'xstate.error.actor.verifyPhone', error: { reason: 'phoneTaken' } },
    { type: 'xstate.error.actor.verifyPhone', error: new Error('Device not found') },
    otpDone({ outcome: 'verified', nextOtp: 'device', phone: fields.phoneNumber }),
    otpDone({ outcome: 'back', nextOtp: 'device' }),
  ],
  project: (snapshot) => {
    const context = snapshot.context as DeviceVerificationContext
    return { error: context.error, serverMessage: context.serverMessage !== null }
  },
}
