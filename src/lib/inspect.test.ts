import { describe, expect, it } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { actorOptions, combineObservers, wantsFlowViewer, wantsInspector } from './inspect'

describe('wantsInspector', () => {
  it('follows ?inspect in the URL first', () => {
    expect(wantsInspector('?inspect', undefined)).toBe(true)
    expect(wantsInspector('?a=1&inspect=1', undefined)).toBe(true)
    expect(wantsInspector('?inspect=0', '1')).toBe(false)
    expect(wantsInspector('?inspect=false', '1')).toBe(false)
  })

  it('falls back to VITE_INSPECT', () => {
    expect(wantsInspector('', '1')).toBe(true)
    expect(wantsInspector('', 'true')).toBe(true)
    expect(wantsInspector('', '0')).toBe(false)
    expect(wantsInspector('', '')).toBe(false)
    expect(wantsInspector('?other', undefined)).toBe(false)
  })
})

describe('wantsFlowViewer', () => {
  it('is on in dev unless VITE_FLOW_VIEWER turns it off', () => {
    expect(wantsFlowViewer(undefined)).toBe(true)
    expect(wantsFlowViewer('1')).toBe(true)
    expect(wantsFlowViewer('0')).toBe(false)
    expect(wantsFlowViewer('false')).toBe(false)
  })
})

describe('combineObservers', () => {
  it('hands each inspection event to every observer, the Stately inspector and the viewer alike', () => {
    const seen: string[] = []
    const event = { type: '@xstate.event' } as InspectionEvent
    const combined = combineObservers([
      { next: (e) => seen.push(`a ${e.type}`) },
      { next: (e) => seen.push(`b ${e.type}`) },
    ])
    combined?.next?.(event)
    expect(seen).toEqual(['a @xstate.event', 'b @xstate.event'])
    const only = { next: () => {} }
    expect(combineObservers([only])).toBe(only)
    expect(combineObservers([])).toBeUndefined()
  })
})

describe('actorOptions', () => {
  it('names the actor by id and systemId, with no inspector until one is started', () => {
    expect(actorOptions('auth')).toEqual({ id: 'auth', systemId: 'auth' })
  })
})
