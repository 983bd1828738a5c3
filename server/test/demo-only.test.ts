import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('replies that carry tokens or personal data are not stored by caches', () => {
  it('marks the login, profile, refresh and partner sign-in replies no-store', async () => {
    const login = await h.call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    })
    expect(login.headers.get('cache-control')).toBe('no-store')
    const token = login.json.data.token
    expect((await h.call('GET', '/api/v1/user/myprofile', { token })).headers.get('cache-control')).toBe(
      'no-store',
    )
    expect((await h.call('GET', '/go/vplustv/v1/address', { token })).headers.get('cache-control')).toBe(
      'no-store',
    )
    const popup = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
      form: new URLSearchParams({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
    })
    expect(popup.text).toContain('data-refresh-token')
    expect(popup.headers.get('cache-control')).toBe('no-store')
    const refresh = /data-refresh-token="([^"]+)"/.exec(popup.text)![1]!
    const pair = await h.call('POST', '/bss/identity/v1/token', {
      form: new URLSearchParams({ refresh_token: refresh, grant_type: 'refresh_token' }),
    })
    expect(pair.headers.get('cache-control')).toBe('no-store')
    expect((await h.call('GET', '/__dev/sms?phone=081200000000')).headers.get('cache-control')).toBe(
      'no-store',
    )
    expect((await h.call('GET', '/sandbox/snap/snap.js')).headers.get('cache-control')).toBe('no-cache')
  })
})

describe('the sandboxes exist only in demo mode', () => {
  it('answers 404 for the payment and partner popups once a real SMS sender is configured, keeping the webhook', async () => {
    const real = createApp({
      db: h.db,
      config: { ...h.config, smsProvider: 'webhook', smsWebhookUrl: 'https://sms.example.com/send' },
    })
    for (const path of [
      '/sandbox/snap/snap.js',
      '/sandbox/snap/pay/abc',
      '/sandbox/partner/vplus/auth/login',
      '/sandbox/partner/partner.js',
    ])
      expect({ path, status: (await real.request(path)).status }).toEqual({ path, status: 404 })
    const forged = await real.request('/sandbox/snap/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        order_id: 'X1',
        status_code: '200',
        gross_amount: '1',
        transaction_status: 'settlement',
        signature_key: 'a'.repeat(128),
      }),
    })
    expect(forged.status).toBe(401)
    expect((await h.call('GET', '/sandbox/snap/snap.js')).status).toBe(200)
    expect((await h.call('GET', '/sandbox/partner/vplus/auth/login')).status).toBe(200)
  })
})
