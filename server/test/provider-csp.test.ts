/**
 * A real provider is a configuration (issue 33 point 4): the CSP allows the configured payment
 * script, payment frame and API origins and the analytics collection endpoints, and nothing else;
 * a setting that is not a bare origin stops the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { configProblems } from '../env'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const PROVIDER = {
  paymentScriptUrl: 'https://app.sandbox.midtrans.com/snap/snap.js',
  paymentOrigins: 'https://app.sandbox.midtrans.com, https://api.sandbox.midtrans.com',
  analyticsOrigins: 'https://www.google-analytics.com https://region1.google-analytics.com',
}

async function cspWith(config: object) {
  const app = createApp({ db: h.db, clock: h.now, config: { ...h.config, ...config } })
  const res = await app.request('/no/such/page')
  const directives = new Map<string, string[]>()
  for (const part of (res.headers.get('content-security-policy') ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name, values)
  }
  return directives
}

describe('the CSP built from the provider and analytics settings', () => {
  it('allows the payment script, frame and API origins and the collection endpoints, each where it is used', async () => {
    const csp = await cspWith(PROVIDER)
    expect(csp.get('script-src')).toEqual(["'self'", 'https://app.sandbox.midtrans.com'])
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://app.sandbox.midtrans.com',
      'https://api.sandbox.midtrans.com',
    ])
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://app.sandbox.midtrans.com',
      'https://api.sandbox.midtrans.com',
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
    ])
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://app.sandbox.midtrans.com',
      'https://api.sandbox.midtrans.com',
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
    ])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('allows no third party without the settings (the sandbox is on this origin)', async () => {
    const csp = await cspWith({ paymentScriptUrl: '/sandbox/snap/snap.js' })
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.has('frame-src')).toBe(false)
  })

  it('stops the server on a setting that is not a bare origin', () => {
    expect(
      configProblems({
        VITE_SNAP_SCRIPT_URL: PROVIDER.paymentScriptUrl,
        PAYMENT_ORIGINS: PROVIDER.paymentOrigins,
        ANALYTICS_ORIGINS: PROVIDER.analyticsOrigins,
      }),
    ).toEqual([])
    expect(configProblems({ PAYMENT_ORIGINS: 'http://127.0.0.1:3101' })).toEqual([])
    expect(configProblems({ PAYMENT_ORIGINS: "https://a.example 'unsafe-inline'" })).toEqual([
      "PAYMENT_ORIGINS takes origins like https://app.example.com (no path, no wildcard), not ''unsafe-inline''.",
    ])
    expect(configProblems({ ANALYTICS_ORIGINS: 'https://*.google-analytics.com' })).toHaveLength(1)
    expect(configProblems({ PAYMENT_ORIGINS: 'https://a.example/path' })).toHaveLength(1)
    expect(configProblems({ PAYMENT_ORIGINS: 'http://provider.example' })).toHaveLength(1)
    expect(configProblems({ VITE_SNAP_SCRIPT_URL: 'javascript:alert(1)' })).toHaveLength(1)
    expect(configProblems({ VITE_SNAP_SCRIPT_URL: '//evil.example/snap.js' })).toHaveLength(1)
  })
})
