import { describe, expect, it } from 'vitest'
import { actorOptions, wantsInspector } from './inspect'

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

describe('actorOptions', () => {
  it('names the actor by id and systemId, with no inspector until one is started', () => {
    expect(actorOptions('auth')).toEqual({ id: 'auth', systemId: 'auth' })
  })
})
