/**
 * Demo mode (no SMS_PROVIDER) shows every one-time code at /__dev/sms, lets the sandbox settle any
 * order and seeds the demo customers, whose passwords the README publishes. It is for one machine:
 * a host other than loopback, a DATABASE_URL or a TRUST_PROXY (a proxy on this machine that serves
 * it to others: nginx in front of 127.0.0.1:3000) says a real deployment is meant, so the server
 * refuses to start in demo mode there unless DEMO=1 says the demo is wanted anyway.
 */

/** 127.0.0.0/8, ::1 and `localhost`: reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
}

/** Demo mode: the SMS provider is the outbox (unset or `outbox`). */
const demoProvider = (env: NodeJS.ProcessEnv) =>
  (env.SMS_PROVIDER ?? '') === '' || env.SMS_PROVIDER === 'outbox'

/** Why demo mode must not start with these settings, as sentences for the operator; empty when it may. */
export function demoProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.DEMO !== undefined && env.DEMO !== '' && env.DEMO !== '1' && env.DEMO !== '0')
    return [`DEMO must be 1 (run demo mode where it would be refused) or unset, not '${env.DEMO}'.`]
  if (!demoProvider(env) || env.DEMO === '1') return []
  const host = env.HOST || '127.0.0.1'
  const reasons = [
    ...(isLoopback(host) ? [] : [`HOST=${host} serves other machines`]),
    ...(env.DATABASE_URL ? ['DATABASE_URL is set'] : []),
    ...(env.TRUST_PROXY ? ['TRUST_PROXY is set (a proxy serves it to others)'] : []),
  ]
  if (reasons.length === 0) return []
  return [
    `Demo mode (no SMS_PROVIDER) shows every one-time code at /__dev/sms, settles payments in the sandbox and seeds the demo customers, so it runs only on a loopback HOST with the embedded database, but ${reasons.join(' and ')}. For a real deployment set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL; to run the demo here anyway set DEMO=1.`,
  ]
}
