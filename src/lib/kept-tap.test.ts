// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { takeKeptTap, takeKeptValue, useKeptTap } from './kept-tap'

describe('a tap kept before the app was ready', () => {
  afterEach(() => {
    delete window.vpKeptTaps
  })

  it('is taken once, by its own control only', () => {
    window.vpKeptTaps = ['login']
    expect(takeKeptTap('menu')).toBe(false)
    expect(takeKeptTap('login')).toBe(true)
    expect(takeKeptTap('login')).toBe(false)
  })

  it('is nothing when no entry script kept taps', () => {
    expect(takeKeptTap('login')).toBe(false)
  })

  it("runs its control's action when the control goes live, and only once", () => {
    window.vpKeptTaps = ['addon-details-7']
    let opened = 0
    const other = renderHook(() => useKeptTap('addon-details-8', () => (opened += 100)))
    const own = renderHook(() => useKeptTap('addon-details-7', () => (opened += 1)))
    own.rerender()
    renderHook(() => useKeptTap('addon-details-7', () => (opened += 1)))
    expect(opened).toBe(1)
    other.unmount()
  })
})

describe('typing kept before the app was ready', () => {
  afterEach(() => {
    delete window.vpKeptValues
  })

  it('is taken once by its field, an empty text included; nothing when none was kept', () => {
    expect(takeKeptValue('purchase-query')).toBeNull()
    window.vpKeptValues = { 'purchase-query': 'VPTV2024A0001', other: '' }
    expect(takeKeptValue('purchase-query')).toBe('VPTV2024A0001')
    expect(takeKeptValue('purchase-query')).toBeNull()
    expect(takeKeptValue('other')).toBe('')
  })
})
