import { afterEach, describe, expect, it } from 'vitest'
import { moveClock } from './moved-clock'

// under npm run test:dates this file's own Date is already a moved one: the machine's is its parent
const original = Date
const machines: DateConstructor = 'moved' in original ? Object.getPrototypeOf(original) : original
afterEach(() => {
  globalThis.Date = original
})

describe("the tests' clock moved for npm run test:dates", () => {
  it('reads the moved time from Date.now() and new Date(), and leaves dates given as they are', () => {
    globalThis.Date = machines
    const offset = -400 * 86_400_000
    moveClock(offset)
    expect(Math.abs(Date.now() - (machines.now() + offset))).toBeLessThan(1_000)
    expect(Math.abs(new Date().getTime() - (machines.now() + offset))).toBeLessThan(1_000)
    expect(new Date('2026-12-06T00:00:00Z').toISOString()).toBe('2026-12-06T00:00:00.000Z')
    expect(new Date(0).getTime()).toBe(0)
    expect(new Date(2026, 11, 6).getDate()).toBe(6)
    expect(new Date()).toBeInstanceOf(machines)
  })

  it('moves once however often a shared worker sets it up', () => {
    globalThis.Date = machines
    moveClock(86_400_000)
    moveClock(86_400_000)
    expect(Math.abs(Date.now() - (machines.now() + 86_400_000))).toBeLessThan(1_000)
  })
})
