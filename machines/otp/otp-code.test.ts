import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isComplete, isDigit, isTooMany, pastedDigits } from './otp-code'
import { messageOf } from '../lib/errors'

describe('otp code helpers', () => {
  it('accepts exactly one ASCII digit per box', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isDigit(value)).toBe(/^[0-9]$/.test(value))
      }),
    )
    expect(isDigit('٣')).toBe(false)
  })

  it('takes a pasted code only when it is four digits once trimmed', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const digits = pastedDigits(code)
        expect(digits !== null).toBe(/^[0-9]{4}$/.test(code.trim()))
        expect(digits === null || isComplete(digits)).toBe(true)
      }),
    )
  })

  it("spots 'too many' in any case and reads messages from errors, objects and strings", () => {
    expect(isTooMany('Too Many requests')).toBe(true)
    expect(isTooMany('too  many')).toBe(false)
    expect(isTooMany(null)).toBe(false)
    expect(messageOf(new Error('a'))).toBe('a')
    expect(messageOf({ message: 'b' })).toBe('b')
    expect(messageOf('c')).toBe('c')
    expect(messageOf(42)).toBeNull()
  })
})
