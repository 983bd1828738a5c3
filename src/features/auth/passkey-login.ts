/**
 * The login modal's passkey login (the auth machine's `passkeyLogin`): the service's options, the
 * browser's prompt, then the service's check of its answer, which hands out a login token as a
 * password login does. The button's prompt says why it failed; the phone field's suggestion
 * (`autofill`) speaks only once a picked passkey was refused, and otherwise waits until the form
 * goes away (a browser with nothing to suggest, no connection: the password path is still there).
 */
import type { LoginRefusal, PasskeyFailure } from '../../../machines/auth/auth.machine'
import { ApiError } from '../../api/clients'
import { CODE } from '../../../contract/common'
import * as passkeys from '../../api/passkeys'
import { tooManyAttempts } from '../../api/refusal'
import { passkeyAutofillSupported, signInWithPasskeyPrompt } from '../../lib/passkey-prompt'

const cancelled: PasskeyFailure = { reason: 'cancelled' }
const refused: PasskeyFailure = { reason: 'passkeyRefused' }

/** Until the form goes away. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(cancelled)
    else signal.addEventListener('abort', () => reject(cancelled), { once: true })
  })

/** What the service said, as the auth machine's failures. */
function asLoginFailure(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  const locked: LoginRefusal | null = tooManyAttempts(error)
  if (locked) return locked
  if (error.kind === 'network') return { reason: 'offline' }
  if (error.code === CODE.wrongPassword) return refused
  return error
}

async function promptAndVerify(autofill: boolean, signal: AbortSignal): Promise<{ token: string }> {
  const options = await passkeys.passkeyLoginOptions()
  const answer = await signInWithPasskeyPrompt(options, { autofill, signal })
  return passkeys.passkeyLogin(answer)
}

export async function passkeyLogin(
  { autofill }: { autofill: boolean },
  signal: AbortSignal,
): Promise<{ token: string }> {
  if (!autofill) {
    try {
      return await promptAndVerify(false, signal)
    } catch (error) {
      throw asLoginFailure(error)
    }
  }
  if (!(await passkeyAutofillSupported())) return untilAborted(signal)
  let answer
  try {
    const options = await passkeys.passkeyLoginOptions()
    answer = await signInWithPasskeyPrompt(options, { autofill: true, signal })
  } catch {
    // nothing was picked (no options, the suggestion withdrawn): wait, quietly
    return untilAborted(signal)
  }
  try {
    return await passkeys.passkeyLogin(answer)
  } catch (error) {
    throw asLoginFailure(error)
  }
}
