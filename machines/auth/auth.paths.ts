/** Path model of the auth container: every actor outcome, and the OTP child's outputs consistent with its input. */
import type { OtpOutput } from '../otp/otp.machine'
import type { PathModel } from '../testing/paths'
import { authMachine, type AuthContext, type AuthUser } from './auth.machine'

const account: AuthUser = {
  name: 'Demo Customer',
  phone: '081234567890',
  email: 'demo@example.com',
  avatarUrl: null,
}

const otpDone = (output: OtpOutput) => ({ type: 'xstate.done.actor.otp', output })

export const authPathModel: PathModel<typeof authMachine> = {
  machine: authMachine,
  scenarios: [{ name: 'empty phone', input: () => ({}) }],
  // the login form with and without its passkey suggestion (ended after a failure) doubles its states
  limit: 10_000,
  events: [
    { type: 'open' },
    { type: 'close' },
    { type: 'back' },
    { type: 'phone.change', phone: '081234567890' },
    { type: 'phone.change', phone: '' },
    { type: 'phone.submit' },
    { type: 'password.change', password: 'visionplus123' },
    { type: 'password.forgot' },
    { type: 'login.submit', password: 'visionplus123' },
    { type: 'login.submit', password: '' },
    { type: 'signUp.submit', name: 'Budi Santoso', password: 'rahasia123' },
    { type: 'signUp.submit', name: ' ', password: 'rahasia123' },
    { type: 'xstate.done.actor.checkPhone', output: { exists: true } },
    { type: 'xstate.done.actor.checkPhone', output: { exists: false } },
    { type: 'xstate.error.actor.checkPhone', error: new Error('internal server error') },
    { type: 'xstate.error.actor.checkPhone', error: { reason: 'offline' } },
    { type: 'xstate.done.actor.login', output: { token: 'login-token' } },
    { type: 'xstate.error.actor.login', error: { reason: 'wrongPassword' } },
    { type: 'xstate.error.actor.login', error: { reason: 'offline' } },
    { type: 'xstate.error.actor.login', error: new Error('internal server error') },
    { type: 'xstate.error.actor.login', error: { reason: 'tooManyAttempts', retryAfterSeconds: 600 } },
    { type: 'xstate.done.actor.register', output: { token: 'register-token' } },
    { type: 'xstate.error.actor.register', error: new Error('phone already registered') },
    { type: 'xstate.done.actor.password', output: { phone: '081234567890' } },
    { type: 'xstate.done.actor.storeToken' },
    { type: 'xstate.error.actor.storeToken', error: new Error('QuotaExceededError') },
    { type: 'xstate.done.actor.loadAccount', output: account },
    { type: 'xstate.error.actor.loadAccount', error: new Error('internal server error') },
    { type: 'passkey.start' },
    { type: 'xstate.done.actor.passkeyLogin', output: { token: 'passkey-token' } },
    { type: 'xstate.error.actor.passkeyLogin', error: { reason: 'cancelled' } },
    { type: 'xstate.error.actor.passkeyLogin', error: { reason: 'passkeyRefused' } },
    { type: 'xstate.error.actor.passkeyLogin', error: { reason: 'tooManyAttempts', retryAfterSeconds: 600 } },
    { type: 'xstate.error.actor.passkeyLogin', error: { reason: 'offline' } },
    { type: 'xstate.error.actor.passkeyLogin', error: new Error('internal server error') },
    { type: 'xstate.done.actor.passkeyAutofill', output: { token: 'passkey-token' } },
    { type: 'xstate.error.actor.passkeyAutofill', error: { reason: 'passkeyRefused' } },
    {
      type: 'xstate.error.actor.passkeyAutofill',
      error: { reason: 'tooManyAttempts', retryAfterSeconds: 600 },
    },
    otpDone({ outcome: 'verified', nextOtp: 'signup', phone: '081234567890' }),
    otpDone({ outcome: 'verified', nextOtp: 'forgot-password', phone: '081234567890' }),
    otpDone({ outcome: 'back', nextOtp: 'signup' }),
    otpDone({ outcome: 'back', nextOtp: 'forgot-password' }),
  ],
  // The real OTP child only ends with the purpose it was started for.
  filter: (snapshot, event) =>
    event.type !== 'xstate.done.actor.otp' ||
    (event as { output?: OtpOutput }).output?.nextOtp === (snapshot.context as AuthContext).nextOtp,
  project: (snapshot) => {
    const context = snapshot.context as AuthContext
    return {
      phone: context.phone !== '',
      password: context.password !== '',
      nextOtp: context.nextOtp,
      verified: context.verified,
      token: context.token !== null,
      user: context.user !== null,
      error: context.error,
      retryAfterSeconds: context.retryAfterSeconds,
      notice: context.notice,
    }
  },
}
