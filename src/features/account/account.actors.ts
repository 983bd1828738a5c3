/**
 * The named actors of the password form machine, bound to src/api. src/app/runtime.ts provides
 * them (to the change-password page and to the login modal's forgot-password step); tests
 * provide fakes.
 */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type {
  OldPasswordIncorrect,
  passwordMachine,
  TooManyAttempts,
} from '../../../machines/password/password.machine'
import type { sessionsMachine, WrongPassword } from '../../../machines/sessions/sessions.machine'
import { tooManyAttempts } from '../../api/refusal'
import { ApiError, writeKey } from '../../api/clients'
import { STORAGE_KEYS } from '../../api/storage-keys'
import { firstCall } from '../../api/early-calls'
import { CODE } from '../../../contract/common'
import * as user from '../../api/user'

const oldPasswordIncorrect: OldPasswordIncorrect = { reason: 'oldPasswordIncorrect' }

export const passwordActors = {
  changePassword: fromPromise(async ({ input }) => {
    try {
      const { token } = await user.changePassword(input)
      // A new token for this sign-in (the earlier ones ended when the others were logged out).
      if (token) writeKey(STORAGE_KEYS.vToken, token)
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE.oldPasswordIncorrect) throw oldPasswordIncorrect
      const locked: TooManyAttempts | null = tooManyAttempts(error)
      if (locked) throw locked
      throw error
    }
  }),
  resetPassword: fromPromise(async ({ input }) => {
    await user.forgetPassword(input)
  }),
  listPasskeys: fromPromise(({ input }) => user.forgetPasswordPasskeys(input)),
} satisfies ActorsOf<typeof passwordMachine>

const wrongPassword: WrongPassword = { reason: 'wrongPassword' }

/** A refused password (code 3, or a 429 while password checks wait) as the sessions machine's refusal. */
async function withPassword(end: () => Promise<void>) {
  try {
    await end()
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.wrongPassword) throw wrongPassword
    const locked: TooManyAttempts | null = tooManyAttempts(error)
    if (locked) throw locked
    throw error
  }
}

/** The signed-in devices page (SessionsPanel.tsx provides them). */
export const sessionsActors = {
  loadSessions: fromPromise(() => firstCall(user.SIGN_INS_CALL)),
  endSession: fromPromise(({ input }) => withPassword(() => user.endSignIn(input.id, input.password))),
  endOthers: fromPromise(({ input }) => withPassword(() => user.endOtherSignIns(input.password))),
} satisfies ActorsOf<typeof sessionsMachine>
