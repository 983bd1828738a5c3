import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  displayPhone,
  formatCountdown,
  formatDateLong,
  formatDateNumeric,
  formatDayMonth,
  formatNumber,
  formatRupiah,
  formatTime,
  normalizePhone,
} from './format'

describe('money and numbers', () => {
  it('prefixes rupiah with Rp. and groups thousands with dots', () => {
    expect(formatRupiah(499000)).toBe('Rp. 499.000')
    expect(formatRupiah(10000)).toBe('Rp. 10.000')
    expect(formatRupiah(999)).toBe('Rp. 999')
    expect(formatRupiah(1234567)).toBe('Rp. 1.234.567')
    expect(formatRupiah(0)).toBe('Rp. 0')
  })

  it('round-trips any whole number through its grouped form', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(Number(formatNumber(n).replace(/\./g, ''))).toBe(n)
      }),
    )
  })
})

describe('dates in Western Indonesia Time', () => {
  // 2026-11-21T18:30Z is already 22 November, 01:30 in Jakarta.
  const lateEvening = '2026-11-21T18:30:00Z'

  it('writes the long form with month names in either language', () => {
    expect(formatDateLong(lateEvening, 'en')).toBe('22 November 2026')
    expect(formatDateLong('2026-08-17T03:00:00Z', 'id')).toBe('17 Agustus 2026')
  })

  it('writes dd/mm/yyyy and HH:MM', () => {
    expect(formatDateNumeric(lateEvening)).toBe('22/11/2026')
    expect(formatTime(lateEvening)).toBe('01:30')
  })

  it('writes day and short month with an optional year', () => {
    expect(formatDayMonth('2026-05-03T00:00:00Z', 'id')).toBe('3 Mei')
    expect(formatDayMonth('2026-05-03T00:00:00Z', 'en', true)).toBe('3 May 2026')
  })

  it('shows a dash for a date it cannot read instead of throwing', () => {
    expect(formatDateLong('not a date', 'en')).toBe('-')
    expect(formatTime('')).toBe('-')
  })
})

describe('phone numbers', () => {
  it('shows 62 numbers with a leading 0', () => {
    expect(displayPhone('6281234567890')).toBe('081234567890')
    expect(displayPhone('+6281234567890')).toBe('081234567890')
    expect(displayPhone('081234567890')).toBe('081234567890')
  })

  it('normalises numbers to +62 for services', () => {
    expect(normalizePhone('081234567890')).toBe('+6281234567890')
    expect(normalizePhone('6281234567890')).toBe('+6281234567890')
    expect(normalizePhone('+6281234567890')).toBe('+6281234567890')
  })

  it('keeps display and normalised forms consistent for any mobile number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^8[1-9]\d{5,11}$/), (rest) => {
        expect(displayPhone(normalizePhone(`0${rest}`))).toBe(`0${rest}`)
      }),
    )
  })
})

describe('countdown', () => {
  it('formats seconds as mm:ss and never goes below zero', () => {
    expect(formatCountdown(300)).toBe('05:00')
    expect(formatCountdown(61)).toBe('01:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-5)).toBe('00:00')
  })

  it('formats any number of seconds as mm:ss, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 5999 }), (seconds) => {
        const text = formatCountdown(seconds)
        expect(text).toMatch(/^\d{2}:[0-5]\d$/)
        const [minutes = 0, rest = 0] = text.split(':').map(Number)
        expect(minutes * 60 + rest).toBe(Math.max(0, seconds))
      }),
    )
    expect(formatCountdown(300)).toBe('05:00')
    expect(formatCountdown(59)).toBe('00:59')
  })
})
