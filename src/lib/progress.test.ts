import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProgressTracker } from './progress'

describe('progress tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const make = () => createProgressTracker()

  it('stays hidden for work that finishes within the 200 ms throttle', () => {
    const p = make()
    p.start()
    vi.advanceTimersByTime(150)
    p.done()
    vi.advanceTimersByTime(1000)
    expect(p.get().visible).toBe(false)
  })

  it('shows after 200 ms and hides 500 ms after the last piece of work finishes', () => {
    const p = make()
    p.start()
    p.start()
    vi.advanceTimersByTime(200)
    expect(p.get()).toMatchObject({ visible: true, active: true })
    p.done()
    expect(p.get().active).toBe(true)
    p.done()
    expect(p.get()).toMatchObject({ visible: true, active: false })
    vi.advanceTimersByTime(499)
    expect(p.get().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(p.get().visible).toBe(false)
  })

  it('marks the bar failed when a request fails', () => {
    const p = make()
    p.start()
    vi.advanceTimersByTime(300)
    p.fail()
    expect(p.get()).toMatchObject({ failed: true, active: false })
    vi.advanceTimersByTime(500)
    expect(p.get()).toMatchObject({ visible: false, failed: false })
  })

  it('ignores a finish without a start', () => {
    const p = make()
    p.done()
    expect(p.get().visible).toBe(false)
  })
})
