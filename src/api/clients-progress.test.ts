import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { clients, configureClients, request } from './clients'
import { progress } from '../lib/progress'

const reply = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

describe('API calls and the progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.runAllTimers()
    vi.useRealTimers()
    configureClients({})
  })

  it('shows the bar for a slow call and hides it after the reply', async () => {
    let answer: (r: Response) => void = () => {}
    configureClients({
      fetch: () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    })
    const call = request(clients().main, 'v1/ping', v.object({ ok: v.boolean() }))
    await vi.advanceTimersByTimeAsync(250)
    expect(progress.get()).toMatchObject({ visible: true, active: true })
    answer(await reply(200, { ok: true }))
    await expect(call).resolves.toEqual({ ok: true })
    expect(progress.get()).toMatchObject({ active: false, failed: false })
    await vi.advanceTimersByTimeAsync(500)
    expect(progress.get().visible).toBe(false)
  })

  it('marks the bar failed when a call fails', async () => {
    configureClients({
      fetch: async () => {
        await new Promise((r) => setTimeout(r, 300))
        return reply(500, { status: { code: -1, message: 'internal server error' } })
      },
    })
    const call = request(clients().main, 'v1/ping', v.object({ ok: v.boolean() })).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(300)
    expect(await call).toMatchObject({ message: 'internal server error' })
    expect(progress.get()).toMatchObject({ visible: true, failed: true })
  })
})
