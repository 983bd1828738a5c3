/**
 * Money and dates as the site writes them, shared with the server so an SMS says a price and a
 * date the way the page it links to does (src/lib/format.ts re-exports these; the server must not
 * import from src/). Pure functions: no locale data of the runtime, no time zone of the machine.
 */
import type { Locale } from './route-paths'

/** 'Rp. 499.000': the 'Rp.' prefix and '.' as the thousands separator, whole rupiah. */
export function formatRupiah(amount: number): string {
  return `Rp. ${formatNumber(amount)}`
}

/** 25000 → '25.000' (Indonesian grouping, no decimals). */
export function formatNumber(value: number): string {
  const rounded = Math.round(Math.abs(value))
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return value < 0 ? `-${grouped}` : grouped
}

export const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  id: [
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
  ],
}

/**
 * Dates are shown in Western Indonesia Time (UTC+7, no daylight saving) whatever the
 * visitor's or the build machine's zone, so prerendered HTML and the hydrated page agree.
 */
export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

/** The date's day, month (0-11), year, hours and minutes in WIB; null for a date that is not one. */
export function wibParts(input: Date | string | number) {
  const date = input instanceof Date ? input : new Date(input)
  if (Number.isNaN(date.getTime())) return null
  const wib = new Date(date.getTime() + WIB_OFFSET_MS)
  return {
    day: wib.getUTCDate(),
    month: wib.getUTCMonth(),
    year: wib.getUTCFullYear(),
    hours: wib.getUTCHours(),
    minutes: wib.getUTCMinutes(),
  }
}

/** '22 November 2026' / '22 November 2026' (the long form; month names per locale). */
export function formatDateLong(input: Date | string | number, locale: Locale): string {
  const p = wibParts(input)
  if (!p) return '-'
  return `${p.day} ${MONTHS[locale][p.month]} ${p.year}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** '22 Nov' or '22 Nov 2026' (short month name per locale, optional year), in WIB. */
export function formatDayMonth(input: Date | string | number, locale: Locale, withYear = false): string {
  const p = wibParts(input)
  if (!p) return '-'
  const month = MONTHS[locale][p.month]!.slice(0, 3)
  return withYear ? `${p.day} ${month} ${p.year}` : `${p.day} ${month}`
}

/** '07:05' (24-hour, WIB; SPEC's HH:MM, a colon in both languages). */
export function formatTime(input: Date | string | number): string {
  const p = wibParts(input)
  if (!p) return '-'
  return `${pad(p.hours)}:${pad(p.minutes)}`
}
