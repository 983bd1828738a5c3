import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OtpErrorCode } from '../../../machines/otp/otp.machine'

/**
 * The service's words for a failed one-time code are English (server/services/otp.ts), whatever
 * the page's language: the page says each in its own catalog's words, and anything it does not
 * know (a network error, a proxy's page) as a plain failure, so no English reaches an Indonesian
 * page.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  'Invalid code': msg`The code does not match.`,
  'The code has expired, request a new one': msg`The code has expired. Request a new one.`,
  'This code is no longer valid after 5 wrong tries, request a new one': msg`This code no longer works after 5 wrong tries. Request a new one.`,
  'Sorry, too many requests, try again later': msg`Too many requests. Try again later.`,
}

/** What the form says under the boxes for a failure, beside "Invalid Code" for a failed check. */
export function otpFailureText(error: OtpErrorCode, serverMessage: string | null): MessageDescriptor | null {
  const known = serverMessage === null ? undefined : KNOWN[serverMessage]
  if (known) return known
  if (error === 'sendFailed') return msg`The code could not be sent. Try again.`
  // a wrong code without words says only "Invalid Code"
  return serverMessage === null ? null : msg`The code could not be checked. Try again.`
}
