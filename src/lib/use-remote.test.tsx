// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { PRERENDERED_ELEMENT_ID, resetPrerendered, serializePrerendered } from './prerendered'
import { useRemote, type Remote } from './use-remote'

function Probe({
  id,
  load,
  keep = false,
}: {
  id: string
  load: (signal: AbortSignal) => Promise<string[]>
  keep?: boolean
}) {
  const remote: Remote<string[]> = useRemote(id, load, 'A call failed', { keepWhileReloading: keep })
  return (
    <p data-testid="state">{remote.status === 'ready' ? `ready:${remote.data.join(',')}` : remote.status}</p>
  )
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const state = () => screen.getByTestId('state').textContent

/** The data block a prerendered page carries. */
function embed(data: Record<string, unknown>) {
  const block = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: PRERENDERED_ELEMENT_ID,
  })
  block.textContent = serializePrerendered(data)
  document.body.append(block)
}

afterEach(() => {
  document.getElementById(PRERENDERED_ELEMENT_ID)?.remove()
  resetPrerendered()
})

describe('useRemote', () => {
  it('shows loading, then the reply', async () => {
    const reply = deferred<string[]>()
    render(<Probe id="a" load={() => reply.promise} />)
    expect(state()).toBe('loading')
    await act(async () => reply.resolve(['x']))
    expect(state()).toBe('ready:x')
  })

  it('shows the prerendered result at once, then what the service answers now', async () => {
    embed({ a: ['from build'] })
    const reply = deferred<string[]>()
    const load = vi.fn<() => Promise<string[]>>(() => reply.promise)
    render(<Probe id="a" load={load} />)
    expect(state()).toBe('ready:from build')
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => reply.resolve(['fresh']))
    expect(state()).toBe('ready:fresh')
  })

  it('renders nothing again when the service says what the page was prerendered with', async () => {
    embed({ a: ['from build'] })
    const renders = vi.fn<() => void>()
    function Counting({ load }: { load: () => Promise<string[]> }) {
      renders()
      const remote = useRemote('a', load)
      return (
        <p data-testid="state">
          {remote.status === 'ready' ? `ready:${remote.data.join(',')}` : remote.status}
        </p>
      )
    }
    const reply = deferred<string[]>()
    render(<Counting load={() => reply.promise} />)
    const before = renders.mock.calls.length
    await act(async () => reply.resolve(['from build']))
    expect(state()).toBe('ready:from build')
    expect(renders.mock.calls.length).toBe(before)
  })

  it('replaces a prerendered result with the error state when asking again fails', async () => {
    embed({ a: ['from build'] })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const reply = deferred<string[]>()
    render(<Probe id="a" load={() => reply.promise} />)
    expect(state()).toBe('ready:from build')
    await act(async () => reply.reject(new Error('offline')))
    expect(state()).toBe('error')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('aborts the call for a key it no longer shows, and the call of an unmounted view', async () => {
    const signals: AbortSignal[] = []
    const load = (signal: AbortSignal) => {
      signals.push(signal)
      return new Promise<string[]>(() => {})
    }
    const { rerender, unmount } = render(<Probe id="a" load={load} />)
    rerender(<Probe id="b" load={load} />)
    expect(signals.map((s) => s.aborted)).toEqual([true, false])
    unmount()
    expect(signals[1]!.aborted).toBe(true)
  })

  it('ignores a reply for a key it no longer shows', async () => {
    const first = deferred<string[]>()
    const second = deferred<string[]>()
    const { rerender } = render(<Probe id="a" load={() => first.promise} />)
    rerender(<Probe id="b" load={() => second.promise} />)
    await act(async () => first.resolve(['old']))
    expect(state()).toBe('loading')
    await act(async () => second.resolve(['new']))
    expect(state()).toBe('ready:new')
  })

  it('keeps the last result while a new key loads when asked to, then shows the new one', async () => {
    const first = deferred<string[]>()
    const second = deferred<string[]>()
    const { rerender } = render(<Probe id="order:0" load={() => first.promise} keep />)
    expect(state()).toBe('loading')
    await act(async () => first.resolve(['pending']))
    rerender(<Probe id="order:1" load={() => second.promise} keep />)
    expect(state()).toBe('ready:pending')
    await act(async () => second.resolve(['paid']))
    expect(state()).toBe('ready:paid')
  })
})
