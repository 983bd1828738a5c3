/** Path model of the password form: both modes, every save outcome. */
import type { PathModel } from '../testing/paths'
import { passwordMachine, type PasswordContext } from './password.machine'

export const passwordPathModel: PathModel<typeof passwordMachine> = {
  machine: passwordMachine,
  scenarios: [
    { name: 'change mode', input: () => ({}) },
    { name: 'forgot mode for a phone', input: () => ({ phone: '081234567890' }) },
  ],
  events: [
    {
      type: 'change.submit',
      oldPassword: 'visionplus123',
      newPassword: 'rahasia456',
      wide: true,
      logoutOthers: true,
    },
    {
      type: 'change.submit',
      oldPassword: 'visionplus123',
      newPassword: 'rahasia456',
      wide: false,
      logoutOthers: true,
    },
    {
      type: 'change.submit',
      oldPassword: 'visionplus123',
      newPassword: 'rahasia456',
      wide: true,
      logoutOthers: false,
    },
    { type: 'change.submit', oldPassword: '', newPassword: 'rahasia456', wide: true, logoutOthers: true },
    { type: 'forgot.submit', password: 'rahasia456', logoutOthers: true, removePasskeys: true },
    { type: 'forgot.submit', password: 'rahasia456', logoutOthers: false, removePasskeys: false },
    { type: 'forgot.submit', password: '', logoutOthers: true, removePasskeys: true },
    { type: 'edit' },
    { type: 'success.close' },
    { type: 'xstate.done.actor.changePassword' },
    { type: 'xstate.error.actor.changePassword', error: { reason: 'oldPasswordIncorrect' } },
    {
      type: 'xstate.error.actor.changePassword',
      error: { reason: 'tooManyAttempts', retryAfterSeconds: 900 },
    },
    { type: 'xstate.error.actor.changePassword', error: new Error('Password changes are paused') },
    { type: 'xstate.done.actor.resetPassword' },
    {
      type: 'xstate.done.actor.listPasskeys',
      output: [
        { name: 'Laptop kantor', createdAt: '2026-11-02T03:04:05.000Z' },
        { name: 'Chrome on Android', createdAt: '2026-11-20T08:00:00.000Z' },
      ],
    },
    { type: 'xstate.done.actor.listPasskeys', output: [] },
    {
      type: 'xstate.error.actor.listPasskeys',
      error: new Error('Verify the phone number with a code first'),
    },
    {
      type: 'xstate.error.actor.resetPassword',
      error: new Error('Verify the phone number with a code first'),
    },
  ],
  project: (snapshot) => {
    const context = snapshot.context as PasswordContext
    return {
      phone: context.phone !== '',
      wide: context.wide,
      error: context.error,
      loggedOutOthers: context.loggedOutOthers,
      passkeys: context.passkeys.length,
      passkeysUnknown: context.passkeysUnknown,
    }
  },
}
