// @vitest-environment jsdom
/**
 * The provider's popup as the payment methods flow meets it (providerWindow): blocked, closed by the
 * customer, or answered by its landing (heard from storage, or read as it closes when the storage
 * event has not come yet); and the landing itself (handOver) storing the answer and closing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, type EventObject } from 'xstate'
import { configureClients, readKey, type KeyValueStore } from '../../api/clients'
import { STORAGE_KEYS } from '../../api/storage-keys'
import { paymentMethodsActors, POPUP_NAME } from './payment-methods.actors'

const values = new Map<string, string>()
const storage: KeyValueStore = {
  getItem: (key) => values.get(key) ?? null,
  setItem: (key, value) => void values.set(key, value),
  removeItem: (key) => void values.delete(key),
}

/** Runs providerWindow under a parent that keeps what it sends back. */
function watch(url: string) {
  const heard: EventObject[] = []
  const parent = createMachine({
    invoke: { src: paymentMethodsActors.providerWindow, input: { url } },
    on: { '*': { actions: ({ event }) => heard.push(event) } },
  })
  const actor = createActor(parent).start()
  return { heard, stop: () => actor.stop() }
}

describe('the provider’s popup', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    values.clear()
    configureClients({ storage })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('says it was blocked when the browser opens no window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { heard, stop } = watch('/sandbox/gopay')
    expect(heard.map((e) => e.type)).toEqual(['popup.blocked'])
    stop()
  })

  it('opens the page by its name, hears the landing’s answer, and closes the window when stopped', () => {
    const popup = { closed: false, close: vi.fn<() => void>() }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { heard, stop } = watch('/sandbox/gopay')
    expect(open).toHaveBeenCalledWith('/sandbox/gopay', POPUP_NAME, 'width=600,height=800')
    const answer = JSON.stringify({ kind: 'gopay', id: 3, result: 'ok' })
    values.set(STORAGE_KEYS.paymentMethodReturn, answer)
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.paymentMethodReturn, newValue: answer }),
    )
    expect(heard).toEqual([{ type: 'popup.returned', returned: { kind: 'gopay', id: 3, result: 'ok' } }])
    // taken: heard once
    expect(readKey(STORAGE_KEYS.paymentMethodReturn)).toBeNull()
    stop()
    expect(popup.close).toHaveBeenCalled()
  })

  it('reads an answer stored before the window closed, and says closed when there is none', () => {
    const popup = { closed: false, close: vi.fn<() => void>() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const answered = watch('/sandbox/card')
    values.set(
      STORAGE_KEYS.paymentMethodReturn,
      JSON.stringify({ kind: 'card', id: 'reg-1', result: 'cancel' }),
    )
    popup.closed = true
    vi.advanceTimersByTime(500)
    expect(answered.heard).toEqual([
      { type: 'popup.returned', returned: { kind: 'card', id: 'reg-1', result: 'cancel' } },
    ])
    answered.stop()

    popup.closed = false
    const unanswered = watch('/sandbox/card')
    popup.closed = true
    vi.advanceTimersByTime(500)
    expect(unanswered.heard.map((e) => e.type)).toEqual(['popup.closed'])
    // said once, however long the page stays
    vi.advanceTimersByTime(5_000)
    expect(unanswered.heard).toHaveLength(1)
    unanswered.stop()
  })

  it('starts from no stored answer: one left from an earlier popup is not taken for this one’s', () => {
    values.set(STORAGE_KEYS.paymentMethodReturn, JSON.stringify({ kind: 'gopay', id: 1, result: 'ok' }))
    const popup = { closed: false, close: vi.fn<() => void>() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { heard, stop } = watch('/sandbox/gopay')
    popup.closed = true
    vi.advanceTimersByTime(500)
    expect(heard.map((e) => e.type)).toEqual(['popup.closed'])
    stop()
  })
})

describe('the popup’s landing', () => {
  it('stores the answer for the page that opened it, then closes its window', async () => {
    values.clear()
    configureClients({ storage })
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    const done = new Promise<void>((resolve) => {
      const actor = createActor(paymentMethodsActors.handOver, {
        input: { kind: 'gopay', id: 3, result: 'ok' },
      })
      actor.subscribe({ complete: () => resolve() })
      actor.start()
    })
    await done
    expect(JSON.parse(readKey(STORAGE_KEYS.paymentMethodReturn)!)).toEqual({
      kind: 'gopay',
      id: 3,
      result: 'ok',
    })
    expect(close).toHaveBeenCalled()
    close.mockRestore()
  })
})
