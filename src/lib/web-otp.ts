/**
 * The one-time code as the phone reads it from the SMS (WebOTP: the SMS's last line is
 * `@<site host> #<code>`, server/services/otp.ts): Chrome on Android offers it to the page once the
 * customer allows, so the boxes fill without typing. Where the browser has no WebOTP (desktop,
 * Safari, which fills from `autocomplete="one-time-code"` instead) or the customer declines, null:
 * typing stays the way in. Aborted when the code step is left.
 */
export async function receiveSmsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return null
  try {
    const credential = (await navigator.credentials.get({
      otp: { transport: ['sms'] },
      signal,
    } as CredentialRequestOptions)) as (Credential & { code?: unknown }) | null
    return typeof credential?.code === 'string' ? credential.code : null
  } catch {
    // aborted, declined, or another request in the way: the customer types the code
    return null
  }
}
