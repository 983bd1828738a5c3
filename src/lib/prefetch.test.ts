// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ifShown, intentTo, prefetch, whenIdle } from './prefetch'

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

  it('loads one part at a time, each in an idle moment of its own once the one before has arrived', async () => {
    vi.useFakeTimers()
    const arrive: (() => void)[] = []
    const part = () =>
      vi.fn<() => Promise<unknown>>(() => new Promise<void>((resolve) => arrive.push(resolve)))
    const [first, second, third] = [part(), part(), part()]
    const cancel = whenIdle([first, second, third], 1_000)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).not.toHaveBeenCalled()
    // however long the first takes, the second waits for it
    await vi.advanceTimersByTimeAsync(10_000)
    expect(second).not.toHaveBeenCalled()
    arrive[0]!()
    await vi.advanceTimersByTimeAsync(0)
    expect(second).not.toHaveBeenCalled() // not in the same task: in the next idle moment
    await vi.advanceTimersByTimeAsync(1_000)
    expect(second).toHaveBeenCalledTimes(1)
    expect(third).not.toHaveBeenCalled()
    arrive[1]!()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(third).toHaveBeenCalledTimes(1)
    cancel()
  })

  it('goes on to the next part when one fails, and stops when cancelled between parts', async () => {
    vi.useFakeTimers()
    const failing = vi.fn<() => Promise<unknown>>(async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const next = vi.fn<() => Promise<unknown>>(async () => ({}))
    whenIdle([failing, next], 0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(next).toHaveBeenCalledTimes(1)

    let arrive = () => {}
    const slow = vi.fn<() => Promise<unknown>>(() => new Promise<void>((resolve) => (arrive = resolve)))
    const never = vi.fn<() => Promise<unknown>>(async () => ({}))
    const cancel = whenIdle([slow, never], 0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(slow).toHaveBeenCalledTimes(1)
    cancel()
    arrive()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(never).not.toHaveBeenCalled()
  })

  it('shares its loads with the intent handlers: a part an intent started is not loaded again', async () => {
    vi.useFakeTimers()
    const runtime = vi.fn<() => Promise<unknown>>(async () => ({}))
    const dialog = vi.fn<() => Promise<unknown>>(async () => ({}))
    intentTo(runtime, dialog).onPointerDown()
    expect(runtime).toHaveBeenCalledTimes(1)
    expect(dialog).toHaveBeenCalledTimes(1) // a tap on its way wants every part at once
    whenIdle([runtime, dialog], 0)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(runtime).toHaveBeenCalledTimes(1)
    expect(dialog).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled (the page went away first)', () => {
    vi.useFakeTimers()
    const load = vi.fn<() => Promise<unknown>>(async () => ({}))
    whenIdle([load], 1_000)()
    vi.advanceTimersByTime(10_000)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the code of a trigger only where the page shows it', async () => {
    const button = document.createElement('button')
    document.body.append(button)
    const load = vi.fn<() => Promise<unknown>>(async () => ({}))
    // display: none, as the menu button is on a wide page: no box
    vi.spyOn(button, 'getClientRects').mockReturnValue([] as unknown as DOMRectList)
    await ifShown(() => button, load)()
    expect(load).not.toHaveBeenCalled()
    await ifShown(() => null, load)()
    expect(load).not.toHaveBeenCalled()
    vi.spyOn(button, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 44, 44)] as unknown as DOMRectList)
    await ifShown(() => button, load)()
    expect(load).toHaveBeenCalledTimes(1)
    button.remove()
  })
})
