import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstCall, resetEarlyCalls, startEarly, type FirstCall } from './early-calls'

afterEach(() => {
  resetEarlyCalls()
  vi.useRealTimers()
})

/** A call that counts how often it went out, answering with that count. */
function counted(key = 'v1/user/sn'): FirstCall<number> & { sent: () => number } {
  let sent = 0
  return { key, load: () => Promise.resolve(++sent), sent: () => sent }
}

describe('an account page’s first call', () => {
  it('started early is handed to the page once: one request, and a reload asks again', async () => {
    const call = counted()
    startEarly(call)
    startEarly(call) // the boot path runs once a page; a second start sends nothing more
    expect(call.sent()).toBe(1)
    await expect(firstCall(call)).resolves.toBe(1)
    expect(call.sent()).toBe(1)
    await expect(firstCall(call)).resolves.toBe(2)
  })

  it('not started early goes out when the page asks', async () => {
    const call = counted()
    await expect(firstCall(call)).resolves.toBe(1)
    expect(call.sent()).toBe(1)
  })

  it('that failed early is made again when the page asks, so the page meets what the service says then', async () => {
    let sent = 0
    const call: FirstCall<string> = {
      key: 'payduct/v1/package/current',
      load: () => (++sent === 1 ? Promise.reject(new Error('401')) : Promise.resolve('packages')),
    }
    startEarly(call)
    await expect(firstCall(call)).resolves.toBe('packages')
    expect(sent).toBe(2)
  })

  it('is not handed over once it is old (the page was reached later, some other way)', async () => {
    vi.useFakeTimers()
    const call = counted()
    startEarly(call)
    vi.advanceTimersByTime(31_000)
    await expect(firstCall(call)).resolves.toBe(2)
  })

  it('of another page is not taken by this one', async () => {
    const profile = counted('v1/user/myprofile')
    const devices = counted('v1/user/sn')
    startEarly(profile)
    await expect(firstCall(devices)).resolves.toBe(1)
    await expect(firstCall(profile)).resolves.toBe(1)
    expect(profile.sent()).toBe(1)
  })
})
