import { Plural } from '@lingui/react/macro'

/**
 * "Too many failed logins. Try again in N minutes.": what the login form and the password change
 * say once the service locks the phone, from its Retry-After (at least one minute).
 */
export function LoginLockedText({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  const retryMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return (
    <Plural
      value={retryMinutes}
      one="Too many failed logins. Try again in # minute."
      other="Too many failed logins. Try again in # minutes."
    />
  )
}
