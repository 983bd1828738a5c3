/**
 * Path model of the passkeys section: a list with two passkeys, an empty one, a browser without
 * passkeys; adding refused (wrong password, checks that must wait, the service), the prompt
 * cancelled or failing; renaming and removing, each with its failure.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import type { TooManyAttempts } from '../password/password.machine'
import type { WrongPassword } from '../sessions/sessions.machine'
import type { PathModel } from '../testing/paths'
import {
  passkeysMachine,
  type Passkey,
  type PasskeysContext,
  type PasskeyPromptFailure,
} from './passkeys.machine'

const wrongPassword: WrongPassword = { reason: 'wrongPassword' }
const tooMany: TooManyAttempts = { reason: 'tooManyAttempts', retryAfterSeconds: 120 }
const cancelled: PasskeyPromptFailure = { reason: 'cancelled' }
const alreadyAdded: PasskeyPromptFailure = { reason: 'alreadyAdded' }

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 8, 30)).toISOString()
export const LAPTOP: Passkey = {
  id: 'laptop-key',
  name: 'Chrome on Windows',
  createdAt: at(2),
  lastUsedAt: at(20),
  backedUp: false,
}
export const PHONE: Passkey = {
  id: 'phone-key',
  name: 'Safari on iPhone',
  createdAt: at(10),
  lastUsedAt: null,
  backedUp: true,
}
export const ADDED: Passkey = {
  id: 'new-key',
  name: 'Chrome on Linux',
  createdAt: at(24),
  lastUsedAt: null,
  backedUp: false,
}

const options: PublicKeyCredentialCreationOptionsJSON = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Vision+ TV', id: 'localhost' },
  user: { id: 'dXNlcg', name: '+6281234567890', displayName: 'Demo Customer' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
}
const answer: RegistrationResponseJSON = {
  id: 'bmV3LWtleQ',
  rawId: 'bmV3LWtleQ',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
}

export const passkeysPathModel: PathModel<typeof passkeysMachine> = {
  machine: passkeysMachine,
  scenarios: [
    { name: 'a browser that makes passkeys', input: () => ({ supported: true }) },
    { name: 'a browser without passkeys', input: () => ({ supported: false }) },
  ],
  events: [
    { type: 'xstate.done.actor.loadPasskeys', output: [LAPTOP, PHONE] },
    { type: 'xstate.done.actor.loadPasskeys', output: [] },
    { type: 'xstate.error.actor.loadPasskeys', error: new Error('Network error') },
    { type: 'retry' },
    { type: 'add.start' },
    { type: 'add.submit', password: 'visionplus123', name: 'Chrome on Linux' },
    { type: 'add.submit', password: 'visionplus123', name: ' ' },
    { type: 'edit' },
    { type: 'cancel' },
    { type: 'xstate.done.actor.registrationOptions', output: options },
    { type: 'xstate.error.actor.registrationOptions', error: wrongPassword },
    { type: 'xstate.error.actor.registrationOptions', error: tooMany },
    { type: 'xstate.error.actor.registrationOptions', error: new Error('Network error') },
    { type: 'xstate.done.actor.createPasskey', output: answer },
    { type: 'xstate.error.actor.createPasskey', error: cancelled },
    { type: 'xstate.error.actor.createPasskey', error: alreadyAdded },
    { type: 'xstate.error.actor.createPasskey', error: new Error('The operation is insecure') },
    { type: 'xstate.done.actor.savePasskey', output: ADDED },
    { type: 'xstate.error.actor.savePasskey', error: new Error('The passkey could not be verified') },
    { type: 'rename.start', id: PHONE.id },
    { type: 'rename.submit', name: 'My iPhone', password: 'visionplus123' },
    { type: 'rename.submit', name: ' ', password: 'visionplus123' },
    { type: 'rename.submit', name: 'My iPhone', password: '' },
    { type: 'xstate.done.actor.renamePasskey', output: { ...PHONE, name: 'My iPhone' } },
    { type: 'xstate.error.actor.renamePasskey', error: new Error('Network error') },
    { type: 'xstate.error.actor.renamePasskey', error: wrongPassword },
    { type: 'xstate.error.actor.renamePasskey', error: tooMany },
    { type: 'remove.ask', id: LAPTOP.id },
    { type: 'remove.confirm', password: 'visionplus123' },
    { type: 'remove.confirm', password: '' },
    { type: 'xstate.error.actor.removePasskey', error: wrongPassword },
    { type: 'xstate.error.actor.removePasskey', error: tooMany },
    { type: 'xstate.done.actor.removePasskey' },
    { type: 'xstate.error.actor.removePasskey', error: new Error('Network error') },
  ],
  // one passkey added per path is enough: adding again only grows the list
  filter: (snapshot, event) =>
    event.type !== 'add.start' ||
    !(snapshot.context as PasskeysContext).passkeys.some((p) => p.id === ADDED.id),
  project: (snapshot) => {
    const context = snapshot.context as PasskeysContext
    return {
      passkeys: context.passkeys.map((p) => `${p.id}:${p.name}`),
      supported: context.supported,
      target: context.target,
      draftName: context.draftName,
      options: context.options !== null,
      answer: context.answer !== null,
      error: context.error,
      retryAfterSeconds: context.retryAfterSeconds,
      done: context.done,
    }
  },
}
