/** Pure helpers behind the one-time-code machine (no xstate, no I/O). */

export const OTP_LENGTH = 4
export const OTP_SECONDS = 300

export type OtpDigits = readonly string[]

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '')

export const isDigit = (value: string): boolean => /^[0-9]$/.test(value)

export const isBoxIndex = (index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < OTP_LENGTH

export function withDigit(digits: OtpDigits, index: number, value: string): string[] {
  return digits.map((digit, i) => (i === index ? value : digit))
}

/** A pasted code counts only when it is exactly four digits once surrounding whitespace is dropped. */
export function pastedDigits(code: string): string[] | null {
  const trimmed = code.trim()
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(trimmed) ? trimmed.split('') : null
}

export const isComplete = (digits: OtpDigits): boolean =>
  digits.length === OTP_LENGTH && digits.every(isDigit)

export const joinDigits = (digits: OtpDigits): string => digits.join('')

/** SPEC §8: a message containing 'too many' disables resend. */
export const isTooMany = (message: string | null): boolean => message !== null && /too many/i.test(message)
