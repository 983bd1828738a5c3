import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { normalizePhone, phoneSchema } from './common'

describe('phone normalisation', () => {
  it('turns 08…, 628… and +628… into +628…', () => {
    expect(normalizePhone('081234567890')).toBe('+6281234567890')
    expect(normalizePhone('6281234567890')).toBe('+6281234567890')
    expect(normalizePhone('+62 812-3456-7890')).toBe('+6281234567890')
  })

  it('accepts Indonesian mobile numbers and rejects others with the spec message', () => {
    expect(v.parse(phoneSchema, '0812 3456 7890')).toBe('+6281234567890')
    const bad = v.safeParse(phoneSchema, '0212345678')
    expect(bad.success).toBe(false)
    expect(bad.issues?.[0].message).toBe('Invalid mobile phone number pattern')
    expect(v.safeParse(phoneSchema, '08123').success).toBe(false)
  })
})
