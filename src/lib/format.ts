import { wibParts as parts } from '../../contract/format'

// money and the long date live in the contract, so the server's SMS writes them as the site does
export { formatDateLong, formatDayMonth, formatNumber, formatRupiah, formatTime } from '../../contract/format'

const pad = (n: number) => String(n).padStart(2, '0')

/** '22/11/2026' */
export function formatDateNumeric(input: Date | string | number): string {
  const p = parts(input)
  if (!p) return '-'
  return `${pad(p.day)}/${pad(p.month + 1)}/${p.year}`
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
