/** The partner pay popup's return path stays on the site (no open redirect). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeReturnPath } from '../sandbox/html'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

/** where a browser goes from the site's origin with this path, as partner.js sends it */
const landsOn = (path: string) => new URL(path, 'https://www.example.com').origin

describe('the sandbox return path', () => {
  it('turns every path that would leave the site into /', () => {
    for (const raw of [
      '/.//evil.example',
      '/a/..//evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/account',
      'javascript:alert(1)',
      '/%2e%2e//evil.example',
    ]) {
      const safe = safeReturnPath(raw)
      expect({ raw, safe }).toEqual({ raw, safe: '/' })
      expect(landsOn(safe)).toBe('https://www.example.com')
    }
  })

  it('keeps a path on the site with its query', () => {
    expect(safeReturnPath('/account/transactions?tab=1')).toBe('/account/transactions?tab=1')
    expect(safeReturnPath('payment-return')).toBe('/payment-return')
    expect(safeReturnPath(undefined)).toBe('/')
  })

  it('puts only a path on the site into the pay page', async () => {
    const page = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
      form: new URLSearchParams({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
    })
    const token = /data-token="([^"]+)"/.exec(page.text)![1]!
    const pay = await h.call('POST', '/sandbox/partner/vplus/pay', {
      form: new URLSearchParams({ 'v-token': token, 'package-id': '101', 'return-path': '/.//evil.example' }),
    })
    expect(pay.status).toBe(200)
    expect(pay.text).toContain('data-return-path="/"')
  })
})
