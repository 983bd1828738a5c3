/** The passkeys section's named actors, bound to src/api and the browser's prompt (PasskeysPanel.tsx provides them). */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { passkeysMachine } from '../../../machines/passkeys/passkeys.machine'
import type { TooManyAttempts } from '../../../machines/password/password.machine'
import type { WrongPassword } from '../../../machines/sessions/sessions.machine'
import { ApiError } from '../../api/clients'
import { CODE } from '../../../contract/common'
import { firstCall } from '../../api/early-calls'
import * as passkeys from '../../api/passkeys'
import { tooManyAttempts } from '../../api/refusal'
import { createPasskeyWithPrompt } from '../../lib/passkey-prompt'

const wrongPassword: WrongPassword = { reason: 'wrongPassword' }

/** The password asked again refused: wrong, or checks that must wait; anything else as it is. */
function refusedPassword(error: unknown): unknown {
  if (error instanceof ApiError && error.code === CODE.wrongPassword) return wrongPassword
  return tooManyAttempts(error) ?? error
}

export const passkeysActors = {
  loadPasskeys: fromPromise(() => firstCall(passkeys.PASSKEYS_CALL)),
  registrationOptions: fromPromise(async ({ input }) => {
    try {
      return await passkeys.passkeyRegistrationOptions(input.password)
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE.wrongPassword) throw wrongPassword
      const locked: TooManyAttempts | null = tooManyAttempts(error)
      throw locked ?? error
    }
  }),
  createPasskey: fromPromise(({ input }) => createPasskeyWithPrompt(input.options)),
  savePasskey: fromPromise(({ input }) => passkeys.registerPasskey(input)),
  renamePasskey: fromPromise(({ input }) =>
    passkeys.renamePasskey(input.id, input.name, input.password).catch((error: unknown) => {
      throw refusedPassword(error)
    }),
  ),
  removePasskey: fromPromise(async ({ input }) => {
    try {
      await passkeys.removePasskey(input.id, input.password)
    } catch (error) {
      // one already gone (removed in another tab) is what was asked
      if (!(error instanceof ApiError && error.httpStatus === 404)) throw refusedPassword(error)
    }
  }),
} satisfies ActorsOf<typeof passkeysMachine>
