/**
 * A 429 from the login limits (a phone's failed logins, a password change's wrong old passwords:
 * one count, docs/api.md) as the flows' refusal. One mapping for every flow that meets it.
 */
import { ApiError } from './clients'

/** The login lock's window when a 429 carries no Retry-After (the server's LOGIN_FAIL_WINDOW default). */
export const LOGIN_LOCK_SECONDS = 15 * 60

export type TooManyAttemptsRefusal = { reason: 'tooManyAttempts'; retryAfterSeconds: number }

/** The refusal a 429 means, or null for any other failure. */
export function tooManyAttempts(error: unknown): TooManyAttemptsRefusal | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 429) return null
  return { reason: 'tooManyAttempts', retryAfterSeconds: error.retryAfterSeconds ?? LOGIN_LOCK_SECONDS }
}
