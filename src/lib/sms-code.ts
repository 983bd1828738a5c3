/**
 * The one-time code of the SMS that arrives for this site, read by the browser (the WebOTP API:
 * Chrome on Android reads an SMS whose last line is `@<site host> #<code>`, which the server
 * writes, and asks the customer once). Null where the browser cannot, or when the customer
 * declines, the wait is given up or the SMS carries no 4-digit code: then the code is typed.
 */
export async function smsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return null
  try {
    // `otp` is not in TypeScript's DOM types yet
    const options = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions
    const credential = (await navigator.credentials.get(options)) as { code?: unknown } | null
    const code = credential?.code
    return typeof code === 'string' && /^\d{4}$/.test(code) ? code : null
  } catch {
    return null
  }
}
