/**
 * Path model of the signed-in devices page: a list with this device and two others, an empty one,
 * failures; endings confirmed with the password, refused as wrong or while checks must wait.
 */
import type { TooManyAttempts } from '../password/password.machine'
import type { PathModel } from '../testing/paths'
import { sessionsMachine, type SessionsContext, type SignInRow, type WrongPassword } from './sessions.machine'

const wrongPassword: WrongPassword = { reason: 'wrongPassword' }
const tooMany: TooManyAttempts = { reason: 'tooManyAttempts', retryAfterSeconds: 120 }

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 8, minutes)).toISOString()
export const THIS_DEVICE: SignInRow = {
  id: 'this-one',
  browser: 'Chrome',
  os: 'Windows',
  place: '198.51.100.0/24',
  createdAt: at(0),
  lastActiveAt: at(50),
  current: true,
}
export const PHONE: SignInRow = {
  id: 'borrowed-phone',
  browser: 'Safari',
  os: 'iPhone',
  place: '203.0.113.0/24',
  createdAt: at(5),
  lastActiveAt: at(40),
  current: false,
}
export const UNKNOWN: SignInRow = {
  id: 'unknown-one',
  browser: '',
  os: '',
  place: '192.0.2.0/24',
  createdAt: at(10),
  lastActiveAt: at(10),
  current: false,
}

export const sessionsPathModel: PathModel<typeof sessionsMachine> = {
  machine: sessionsMachine,
  scenarios: [{ name: 'a customer on the page', input: () => undefined }],
  events: [
    { type: 'xstate.done.actor.loadSessions', output: [THIS_DEVICE, PHONE, UNKNOWN] },
    { type: 'xstate.done.actor.loadSessions', output: [THIS_DEVICE] },
    { type: 'xstate.error.actor.loadSessions', error: new Error('Network error') },
    { type: 'retry' },
    { type: 'end.ask', id: PHONE.id },
    { type: 'end.ask', id: THIS_DEVICE.id },
    { type: 'endAll.ask' },
    { type: 'confirm', password: 'visionplus123' },
    { type: 'edit' },
    { type: 'cancel' },
    { type: 'xstate.done.actor.endSession' },
    { type: 'xstate.error.actor.endSession', error: new Error('Network error') },
    { type: 'xstate.error.actor.endSession', error: wrongPassword },
    { type: 'xstate.error.actor.endSession', error: tooMany },
    { type: 'xstate.done.actor.endOthers' },
    { type: 'xstate.error.actor.endOthers', error: new Error('Network error') },
    { type: 'xstate.error.actor.endOthers', error: wrongPassword },
    { type: 'xstate.error.actor.endOthers', error: tooMany },
  ],
  project: (snapshot) => {
    const context = snapshot.context as SessionsContext
    return {
      sessions: context.sessions.map((s) => s.id),
      target: context.target,
      error: context.error,
      ended: context.ended,
      retryAfterSeconds: context.retryAfterSeconds,
    }
  },
}
