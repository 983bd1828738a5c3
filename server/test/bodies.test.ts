import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT } from '../app'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

/** A streamed body of `total` bytes of JSON-ish filler that counts how much the server pulled. */
function countingBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      pulled += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

const post = (path: string, body: BodyInit, headers: Record<string, string>, method = 'POST') =>
  h.app.request(path, { method, body, headers, duplex: 'half' } as RequestInit)

describe('body limits', () => {
  it('answers a 50 MB login with 413 after reading no more than the limit', async () => {
    const big = countingBody(50 * 1024 * 1024)
    const res = await post('/api/v1/user/login', big.stream, { 'content-type': 'application/json' })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      status: { code: 1, message: `Request body too large (at most ${BODY_LIMIT / 1024} KB)` },
    })
    expect(res.headers.get('connection')).toBe('close')
    expect(big.pulled()).toBeLessThanOrEqual(BODY_LIMIT + 2 * 64 * 1024)
  })

  it('refuses by the declared length at once, on every service and in its envelope', async () => {
    const declared = { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT + 1) }
    const body = 'x'.repeat(BODY_LIMIT + 1)
    expect((await post('/b2b/getprofile', body, declared)).status).toBe(413)
    const go = await post('/go/vplustv/v1/checkout', body, declared)
    expect(go.status).toBe(413)
    expect((await go.json()).success).toBe(false)
    expect((await post('/sandbox/snap/notify', body, declared)).status).toBe(413)
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    expect((await post('/sandbox/partner/vplus/auth/login', body, form)).status).toBe(413)
  })

  it('lets the profile edit carry a 2 MB avatar but not a 4 MB body', async () => {
    const token = await h.token(1)
    const big = countingBody(4 * 1024 * 1024)
    const res = await post(
      '/api/v1/user/edit',
      big.stream,
      { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${token}` },
      'PUT',
    )
    expect(res.status).toBe(413)
    expect((await res.json()).status.message).toBe('Max 2 MB')
    expect(big.pulled()).toBeLessThanOrEqual(3 * 1024 * 1024 + 2 * 64 * 1024)
  })

  it('still takes an ordinary login', async () => {
    const res = await h.call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    })
    expect(res.json.data.token).toBeTruthy()
  })
})

describe('JSON calls take only application/json', () => {
  it('answers 415 to a form or plain-text post, which a page on another site could send', async () => {
    const json = JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD })
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await post(
        '/api/v1/user/login',
        type.startsWith('application/x') ? `phone=${DEMO_PHONE}&password=${DEMO_PASSWORD}` : json,
        {
          'content-type': type,
        },
      )
      expect(res.status).toBe(415)
      expect((await res.json()).status).toEqual({
        code: 1,
        message: 'Send a JSON body (Content-Type: application/json)',
      })
    }
    const checkout = await post('/go/vplustv/v1/checkout', 'package_id=102', {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${await h.token(1)}`,
    })
    expect(checkout.status).toBe(415)
    const withCharset = await post('/api/v1/user/login', json, {
      'content-type': 'application/json; charset=utf-8',
    })
    expect(withCharset.status).toBe(200)
  })
})
