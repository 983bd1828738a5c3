// @vitest-environment jsdom
/**
 * useActorValueInTransition: an actor's change is rendered in a transition, behind urgent updates
 * (React may slice that render and answer input first), where useActorValue's store read renders
 * it at once, ahead of everything else. useReturnedOrder: a page opened with an order in its
 * address hands it to the app system as `returned`.
 */
import { act, render } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AppActorRef, AppEvent } from '../../machines/app/app.machine'
import {
  AppSystemContext,
  useActorValue,
  useActorValueInTransition,
  useReturnedOrder,
  type AppSystem,
} from './app-system'

/** The smallest actor-like store: a number, and who listens to it. */
function store(initial: number) {
  let n = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => ({ n }),
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return { unsubscribe: () => listeners.delete(listener) }
    },
    set: (next: number) => {
      n = next
      for (const listener of listeners) listener()
    },
  }
}
type Store = ReturnType<typeof store>
const selectN = (snapshot: { n: number }) => snapshot.n

/** Renders `read`'s value beside a counter of its own, logging each render as value/counter. */
function renders(read: typeof useActorValue, actor: Store | null) {
  const log: string[] = []
  const handle = { bump: () => {} }
  function View({ source }: { source: Store | null }) {
    const value = read(source, selectN)
    const [count, setCount] = useState(0)
    useEffect(() => {
      handle.bump = () => setCount((c) => c + 1)
    })
    log.push(`${value}/${count}`)
    return <p>{`${value}/${count}`}</p>
  }
  const view = render(<View source={actor} />)
  return {
    log,
    bump: () => handle.bump(),
    rerender: (s: Store | null) => view.rerender(<View source={s} />),
    view,
  }
}

describe('useActorValueInTransition', () => {
  it('renders a change after an urgent update made at the same time, and then shows it', () => {
    const actor = store(1)
    const { log, bump, view } = renders(useActorValueInTransition, actor)
    log.length = 0
    act(() => {
      actor.set(2)
      bump()
    })
    // the urgent counter first, with the value as it was; the change follows in its transition
    expect(log).toEqual(['1/1', '2/1'])
    expect(view.container.textContent).toBe('2/1')
  })

  it('differs from useActorValue, whose change renders in the same render as the urgent update', () => {
    const actor = store(1)
    const { log, bump } = renders(useActorValue as typeof useActorValueInTransition, actor)
    log.length = 0
    act(() => {
      actor.set(2)
      bump()
    })
    expect(log).toEqual(['2/1'])
  })

  it("reads a new actor's value in the render that brings it, and null without one", () => {
    const { log, rerender, view } = renders(useActorValueInTransition, null)
    expect(view.container.textContent).toBe('null/0')
    log.length = 0
    act(() => rerender(store(7)))
    expect(log[0]).toBe('7/0')
    // a change between the render and the subscription is not missed
    const late = store(3)
    act(() => {
      rerender(late)
      late.set(4)
    })
    expect(view.container.textContent).toBe('4/0')
  })
})

describe('useReturnedOrder', () => {
  /** A page under the address `path`, its app system recording what it is sent. */
  function page(path: string, enabled: boolean) {
    const sent: AppEvent[] = []
    const app = { send: (event: AppEvent) => void sent.push(event) } as unknown as AppActorRef
    const system: AppSystem = { app, load: async () => app }
    const location = memoryLocation({ path })
    const named: boolean[] = []
    function Page() {
      named.push(useReturnedOrder(enabled))
      return null
    }
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppSystemContext.Provider value={system}>
          <Page />
        </AppSystemContext.Provider>
      </Router>,
    )
    return { sent, named, navigate: location.navigate }
  }
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

  it("sends the address's order to the app once, and a new order when the address names one", async () => {
    const { sent, named, navigate } = page('/?order_id=VPT-1&open_tx=true', true)
    await settle()
    expect(sent).toEqual([{ type: 'returned', orderId: 'VPT-1', openTx: true }])
    expect(named.at(-1)).toBe(true)
    act(() => navigate('/purchase?order_id=VPT-2'))
    await settle()
    expect(sent.at(-1)).toEqual({ type: 'returned', orderId: 'VPT-2', openTx: false })
    expect(sent).toHaveLength(2)
    act(() => navigate('/purchase'))
    await settle()
    expect(sent).toHaveLength(2)
    expect(named.at(-1)).toBe(false)
  })

  it('sends nothing where the order is not the payment flow’s, and says the address names one', async () => {
    const { sent, named } = page('/account/transaction?order_id=VPT-1', false)
    await settle()
    expect(sent).toEqual([])
    expect(named.at(-1)).toBe(true)
  })
})
