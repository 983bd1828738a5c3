/**
 * The browser's passkey prompts through @simplewebauthn/browser, loaded only when a prompt opens
 * (the login dialog and the security page would otherwise carry it for everyone). A prompt the
 * customer closed, or that timed out, rejects as `{ reason: 'cancelled' }`: flows return quietly.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'

/** The browser can make and use passkeys (what `browserSupportsWebAuthn` checks, without loading it). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

export type PromptFailureReason = 'cancelled' | 'alreadyAdded'

/** WebAuthn's NotAllowedError is both "closed by the customer" and "timed out": neither is a failure to shout. */
function asPromptFailure(error: unknown): { reason: PromptFailureReason } | unknown {
  const name = error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'AbortError') return { reason: 'cancelled' }
  if (name === 'InvalidStateError') return { reason: 'alreadyAdded' }
  return error
}

export async function createPasskeyWithPrompt(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  try {
    return await startRegistration({ optionsJSON })
  } catch (error) {
    throw asPromptFailure(error)
  }
}

/**
 * The login prompt: `autofill` waits for the customer to pick a passkey the browser offers in the
 * phone field (conditional mediation), and never settles where the browser offers none; `signal`
 * ends a waiting prompt when the login form goes away.
 */
export async function signInWithPasskeyPrompt(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  { autofill, signal }: { autofill: boolean; signal: AbortSignal },
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication, WebAuthnAbortService } = await import('@simplewebauthn/browser')
  // the form went away while the options or the library loaded: no prompt to open
  if (signal.aborted) throw { reason: 'cancelled' }
  const stop = () => WebAuthnAbortService.cancelCeremony()
  signal.addEventListener('abort', stop, { once: true })
  try {
    return await startAuthentication({ optionsJSON, useBrowserAutofill: autofill })
  } catch (error) {
    throw asPromptFailure(error)
  } finally {
    signal.removeEventListener('abort', stop)
  }
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false
  const { browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser')
  return browserSupportsWebAuthnAutofill()
}
