import { Plural } from '@lingui/react/macro'

/**
 * "Too many failed logins. Try again in N minutes.": what the login form, the password change and
 * the sign-ins' password check say once the service refuses more tries, from its Retry-After. A
 * phone's lockout lasts minutes; an address's short wait (seconds, doubling) is said in seconds,
 * not rounded up to a minute it would not last.
 */
export function LoginLockedText({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  if (retryAfterSeconds < 60) {
    const retrySeconds = Math.max(1, Math.ceil(retryAfterSeconds))
    return (
      <Plural
        value={retrySeconds}
        one="Too many failed logins. Try again in # second."
        other="Too many failed logins. Try again in # seconds."
      />
    )
  }
  const retryMinutes = Math.ceil(retryAfterSeconds / 60)
  return (
    <Plural
      value={retryMinutes}
      one="Too many failed logins. Try again in # minute."
      other="Too many failed logins. Try again in # minutes."
    />
  )
}
