import type { Locale } from '../../contract/route-paths'

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

const MONTHS: Record<Locale, readonly string[]> = {
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
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

function parts(input: Date | string | number) {
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

const pad = (n: number) => String(n).padStart(2, '0')

/** '22 November 2026' / '22 November 2026' (the long form; month names per locale). */
export function formatDateLong(input: Date | string | number, locale: Locale): string {
  const p = parts(input)
  if (!p) return '-'
  return `${p.day} ${MONTHS[locale][p.month]} ${p.year}`
}

/** '22/11/2026' */
export function formatDateNumeric(input: Date | string | number): string {
  const p = parts(input)
  if (!p) return '-'
  return `${pad(p.day)}/${pad(p.month + 1)}/${p.year}`
}

/** '22 Nov' or '22 Nov 2026' (short month name per locale, optional year). */
export function formatDayMonth(input: Date | string | number, locale: Locale, withYear = false): string {
  const p = parts(input)
  if (!p) return '-'
  const month = MONTHS[locale][p.month]!.slice(0, 3)
  return withYear ? `${p.day} ${month} ${p.year}` : `${p.day} ${month}`
}

/** '07:05' (24-hour, WIB). */
export function formatTime(input: Date | string | number): string {
  const p = parts(input)
  if (!p) return '-'
  return `${pad(p.hours)}:${pad(p.minutes)}`
}

/** A phone number as people read it: a leading 62 (or +62) becomes 0. */
export function displayPhone(phone: string): string {
  const digits = phone.trim().replace(/[\s-]/g, '')
  if (digits.startsWith('+62')) return `0${digits.slice(3)}`
  if (digits.startsWith('62')) return `0${digits.slice(2)}`
  return digits
}

/** A phone number as external services want it: a leading 0 becomes +62, a leading 62 gets a +. */
export function normalizePhone(phone: string): string {
  const digits = phone.trim().replace(/[\s-]/g, '')
  if (digits.startsWith('+')) return digits
  if (digits.startsWith('0')) return `+62${digits.slice(1)}`
  if (digits.startsWith('62')) return `+${digits}`
  return digits
}

/** Seconds as 'mm:ss' (never negative), for the one-time-code countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`
}
