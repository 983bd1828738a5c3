import { describe, expect, it } from 'vitest'
import { ApiError, retryAfterRenewing } from './clients'

const refused = (httpStatus: number, code?: number) =>
  new ApiError('http', `HTTP ${httpStatus}`, { httpStatus, ...(code === undefined ? {} : { code }) })

/** A call that answers the given outcomes in turn, counting its attempts. */
function calls(...outcomes: Array<string | ApiError>) {
  let n = 0
  const call = async () => {
    const outcome = outcomes[Math.min(n, outcomes.length - 1)]!
    n += 1
    if (outcome instanceof ApiError) throw outcome
    return outcome
  }
  return { call, attempts: () => n }
}

describe('retryAfterRenewing', () => {
  it('renews once after a 401 and runs the call again', async () => {
    const { call, attempts } = calls(refused(401), 'ok')
    let renewed = 0
    expect(await retryAfterRenewing(call, async () => ++renewed > 0)).toBe('ok')
    expect([attempts(), renewed]).toEqual([2, 1])
  })

  it('lets a second 401 stand, and renews nothing for other failures', async () => {
    const twice = calls(refused(401), refused(401))
    await expect(retryAfterRenewing(twice.call, async () => true)).rejects.toMatchObject({ httpStatus: 401 })
    expect(twice.attempts()).toBe(2)
    const server = calls(refused(500))
    let renewed = false
    await expect(retryAfterRenewing(server.call, async () => (renewed = true))).rejects.toMatchObject({
      httpStatus: 500,
    })
    expect(renewed).toBe(false)
  })

  it('keeps the first 401 when there is nothing to renew with, or the login was ended elsewhere', async () => {
    const none = calls(refused(401), 'ok')
    await expect(retryAfterRenewing(none.call, async () => false)).rejects.toMatchObject({ httpStatus: 401 })
    expect(none.attempts()).toBe(1)
    const ended = calls(refused(401, 18), 'ok')
    let renewed = false
    await expect(retryAfterRenewing(ended.call, async () => (renewed = true))).rejects.toMatchObject({
      code: 18,
    })
    expect([ended.attempts(), renewed]).toEqual([1, false])
  })
})
