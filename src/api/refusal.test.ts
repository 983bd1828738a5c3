import { describe, expect, it } from 'vitest'
import { ApiError } from './clients'
import { LOGIN_LOCK_SECONDS, tooManyAttempts } from './refusal'

describe('a 429 as the flows’ refusal', () => {
  it('keeps the Retry-After the service sent, else the login lock window', () => {
    expect(
      tooManyAttempts(new ApiError('http', 'locked', { httpStatus: 429, retryAfterSeconds: 42 })),
    ).toEqual({
      reason: 'tooManyAttempts',
      retryAfterSeconds: 42,
    })
    expect(tooManyAttempts(new ApiError('http', 'locked', { httpStatus: 429 }))).toEqual({
      reason: 'tooManyAttempts',
      retryAfterSeconds: LOGIN_LOCK_SECONDS,
    })
    expect(LOGIN_LOCK_SECONDS).toBe(900)
  })

  it('is null for anything else', () => {
    expect(
      tooManyAttempts(new ApiError('http', 'busy', { httpStatus: 503, retryAfterSeconds: 5 })),
    ).toBeNull()
    expect(tooManyAttempts(new Error('network'))).toBeNull()
  })
})
