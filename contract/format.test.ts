/**
 * The formatter the site and the server share (the site's pages through src/lib/format.ts, the
 * renewal SMS through server/services/renewal-notices.ts): dates in WIB whatever the machine's
 * zone, month names in both languages, rupiah as SPEC writes them.
 */
import { describe, expect, it } from 'vitest'
import { formatDateLong, formatNumber, formatRupiah, MONTHS, wibParts } from './format'

describe('dates in Western Indonesia Time', () => {
  it('writes 23:30 UTC as the next day, and 16:59 UTC as the same day', () => {
    expect(formatDateLong('2026-12-26T23:30:00Z', 'en')).toBe('27 December 2026')
    expect(formatDateLong(Date.parse('2026-12-26T23:30:00Z'), 'id')).toBe('27 Desember 2026')
    expect(formatDateLong(new Date('2026-12-26T16:59:00Z'), 'id')).toBe('26 Desember 2026')
    expect(formatDateLong('2026-12-26T17:00:00Z', 'en')).toBe('27 December 2026')
    // the year turns in Jakarta seven hours before it does in UTC
    expect(formatDateLong('2026-12-31T17:00:00Z', 'id')).toBe('1 Januari 2027')
    expect(wibParts('2026-12-26T23:30:00Z')).toEqual({
      day: 27,
      month: 11,
      year: 2026,
      hours: 6,
      minutes: 30,
    })
  })

  it('names every month in English and Indonesian', () => {
    const id = Array.from({ length: 12 }, (_, m) =>
      formatDateLong(Date.UTC(2027, m, 15, 3), 'id').replace(/^15 | 2027$/g, ''),
    )
    expect(id).toEqual([
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ])
    const en = Array.from({ length: 12 }, (_, m) => formatDateLong(Date.UTC(2027, m, 15, 3), 'en'))
    expect(en[0]).toBe('15 January 2027')
    expect(en[4]).toBe('15 May 2027')
    expect(en[7]).toBe('15 August 2027')
    expect(MONTHS.en).toHaveLength(12)
  })

  it('shows a dash for a date it cannot read', () => {
    expect(formatDateLong('soon', 'id')).toBe('-')
    expect(wibParts(Number.NaN)).toBeNull()
  })
})

describe('rupiah', () => {
  it('groups thousands with dots after an Rp. prefix, whole rupiah', () => {
    expect(formatRupiah(49_000)).toBe('Rp. 49.000')
    expect(formatRupiah(1_234_567)).toBe('Rp. 1.234.567')
    expect(formatRupiah(999)).toBe('Rp. 999')
    expect(formatRupiah(0)).toBe('Rp. 0')
    expect(formatNumber(-25_000)).toBe('-25.000')
    expect(formatNumber(1_999.6)).toBe('2.000')
  })
})
