/**
 * The settings the browser tests' servers run with (scripts/e2e-server.mjs): the e2e web server of
 * playwright.config.ts and the clock specs' own server (e2e/clock-server.ts).
 */
export const E2E_SERVER_ENV: Record<string, string> = {
  // The per-address limits (code sends, failed logins) are covered by the server tests; here every
  // test comes from 127.0.0.1.
  OTP_SEND_PER_IP: '1000',
  LOGIN_FAILS_PER_IP: '1000',
  // the demo customer logs in from many tests at once: its hash budget and sign-in cap are the
  // server tests' (server/test/login-attack.test.ts, session-lifetime.test.ts)
  LOGIN_HASHES_PER_ACCOUNT: '0',
  // a phone's first wait as long as the window, so a page shows it long after it began
  LOGIN_FIRST_WAIT: '900',
  SIGN_INS_PER_ACCOUNT: '0',
  OTP_FAILS_PER_IP: '1000',
  DEVICE_FAILS_PER_IP: '1000',
  PURCHASE_LOOKUPS_PER_IP: '1000',
  PURCHASE_LOOKUPS_PER_TARGET: '1000',
  // codes by WhatsApp too (e2e/whatsapp-code.spec.ts); the first code still goes by SMS, so the
  // other specs read it as ever
  OTP_CHANNELS: 'sms,whatsapp',
  // the server's clock where the run's is (e2e/clock.ts)
  ...(process.env.CLOCK_OFFSET_MS ? { CLOCK_OFFSET_MS: process.env.CLOCK_OFFSET_MS } : {}),
}
