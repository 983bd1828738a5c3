// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { intentTo, prefetch, whenIdle } from './prefetch'

describe('prefetching the next tap’s code', () => {
  afterEach(() => vi.useRealTimers())

  it('loads once, however many intents and idle calls ask', async () => {
    const load = vi.fn<() => Promise<unknown>>(async () => ({}))
    const intent = intentTo(load)
    intent.onPointerDown()
    intent.onMouseEnter()
    intent.onFocus()
    prefetch(load)
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('lets a failed load try again later, and the failure is not thrown at anyone', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({})
    prefetch(load)
    await new Promise((resolve) => setTimeout(resolve, 0))
    prefetch(load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('waits for the load event and a quiet moment after it', () => {
    vi.useFakeTimers()
    const load = vi.fn<() => Promise<unknown>>(async () => ({}))
    const cancel = whenIdle([load], 1_000)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(999)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_500)
    expect(load).toHaveBeenCalledTimes(1)
    cancel()
  })

  it('does nothing once cancelled (the page went away first)', () => {
    vi.useFakeTimers()
    const load = vi.fn<() => Promise<unknown>>(async () => ({}))
    whenIdle([load], 1_000)()
    vi.advanceTimersByTime(10_000)
    expect(load).not.toHaveBeenCalled()
  })
})
