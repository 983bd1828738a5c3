import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { checkoutBody } from '../../contract/go'
import { getProfileBody } from '../../contract/b2b'
import { createHarness, DEMO_PHONE, type Harness } from './harness'

let h: Harness
let token: string
beforeAll(async () => {
  h = await createHarness()
  token = await h.token(1)
})
afterAll(() => h.close())

const raw = (method: string, path: string, body?: string, type?: string, auth = true) =>
  h.app.request(path, {
    method,
    headers: {
      ...(type ? { 'content-type': type } : {}),
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body }),
  })

describe('bad input is answered 4xx with the envelope, never 500', () => {
  it('refuses a NUL byte in a query or a body', async () => {
    const query = await raw('GET', '/api/v1/package/channel?packagename=%00')
    expect(query.status).toBe(400)
    expect((await query.json()).status).toEqual({
      code: 1,
      message: 'packagename must not contain control characters',
    })
    const body = await raw('POST', '/b2b/getprofile', '{"sn":"\\u0000"}', 'application/json')
    expect(body.status).toBe(400)
    expect((await body.json()).status.message).toBe('sn must not contain control characters')
    const address = await raw(
      'POST',
      '/go/vplustv/v1/address',
      JSON.stringify({ recipient_name: 'Budi', phone_number: '0812345678', address_details: 'Jl. A\u0000' }),
      'application/json',
    )
    expect(address.status).toBe(400)
    expect((await address.json()).success).toBe(false)
    // fields no contract names as stored text are caught too
    const popup = await raw(
      'POST',
      '/sandbox/partner/vplus/auth/login',
      new URLSearchParams({ phone: `${DEMO_PHONE}\u0000`, password: 'x' }).toString(),
      'application/x-www-form-urlencoded',
    )
    expect(popup.status).toBe(400)
    expect((await raw('GET', '/api/v1/user/sn/detail?sn=A%01B')).status).toBe(400)
  })

  it('refuses integers beyond the column range', async () => {
    for (const id of ['2147483648', '1e20', '99999999999999999999']) {
      const res = await raw('GET', `/go/vplustv/v1/package-detail?package_id=${id}`)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toBe('package_id must be a positive integer')
    }
    expect((await raw('GET', '/go/vplustv/v1/package-detail?package_id=2147483647')).status).toBe(404)
    const checkout = await raw('POST', '/go/vplustv/v1/checkout', '{"package_id":1e20}', 'application/json')
    expect(checkout.status).toBe(400)
    const page = await raw('GET', '/bss/payduct/v1/transaction?page=1e20')
    expect(page.status).toBe(400)
    expect((await page.json()).status.message).toBe('page must be a positive integer')
    expect(
      (await raw('POST', '/api/v1/package/addon', '{"producttype":1e20}', 'application/json')).status,
    ).toBe(400)
  })

  it('answers a multipart body without a boundary with 400 or 415', async () => {
    const noBoundary = 'multipart/form-data'
    expect((await raw('POST', '/api/v1/user/login', 'phone=1', noBoundary, false)).status).toBe(415)
    expect((await raw('POST', '/api/v1/user/otp/send', 'phone=1', noBoundary, false)).status).toBe(415)
    const edit = await raw('PUT', '/api/v1/user/edit', 'name=Budi', noBoundary)
    expect(edit.status).toBe(400)
    expect((await edit.json()).status.code).toBe(1)
    for (const path of [
      '/sandbox/partner/vplus/auth/login',
      '/sandbox/partner/vplus/pay',
      '/bss/identity/v1/token',
    ]) {
      const res = await raw('POST', path, 'a=1', noBoundary, false)
      expect(res.status).toBe(400)
    }
    expect((await raw('POST', '/sandbox/snap/pay/nothing', 'a=1', noBoundary, false)).status).toBeLessThan(
      500,
    )
  })

  it('keeps every call below 500 for a batch of hostile values', async () => {
    const values = [
      '\u0000',
      '%00',
      '1e20',
      '-1',
      '2147483648',
      '[]',
      '{}',
      'null',
      '\u202e',
      'a'.repeat(5000),
    ]
    const paths: [string, string, string][] = [
      ['POST', '/api/v1/user/otp/send', 'phone'],
      ['POST', '/api/v1/user/login', 'phone'],
      ['POST', '/b2b/verifyphone', 'customerid'],
      ['POST', '/go/vplustv/v1/checkout', 'package_id'],
      ['POST', '/go/vplustv/v1/checkout', 'sn'],
      ['POST', '/region/postalcode', 'subdistrict_name'],
      ['POST', '/mplay/loginApi', 'username'],
      ['POST', '/sandbox/snap/notify', 'order_id'],
      ['PUT', '/api/v1/user/sn/edit', 'sn'],
    ]
    const crashed: string[] = []
    for (const [method, path, field] of paths)
      for (const value of values) {
        const res = await raw(method, path, JSON.stringify({ [field]: value }), 'application/json')
        if (res.status >= 500)
          crashed.push(`${method} ${path} ${field}=${JSON.stringify(value).slice(0, 20)}`)
      }
    for (const value of values) {
      const q = encodeURIComponent(value)
      for (const path of [
        `/api/v1/package/channel?packagename=${q}&search=${q}`,
        `/cms/promos?lang=${q}`,
        `/bss/payduct/v1/transaction?limit=${q}&status=${q}`,
        `/api/v1/stb/verify?sn=${q}&token=${q}&timestamp=${q}`,
        `/go/vplustv/v1/transaction/${q}`,
        `/cms/news/${q}`,
      ])
        if ((await raw('GET', path)).status >= 500) crashed.push(`GET ${path}`)
    }
    expect(crashed).toEqual([])
  })
})

describe('the shared contracts', () => {
  it('reject control characters and integers beyond the column range, so the site checks the same', () => {
    expect(v.safeParse(getProfileBody, { sn: 'VPTV\u0007' }).success).toBe(false)
    expect(v.safeParse(checkoutBody, { package_id: 2147483648 }).success).toBe(false)
    expect(v.safeParse(checkoutBody, { package_id: 2147483647 }).success).toBe(true)
  })

  it('limit partner_name at checkout to the known partners', async () => {
    const checkout = (partner_name: string) =>
      raw(
        'POST',
        '/go/vplustv/v1/checkout',
        JSON.stringify({ package_id: 102, partner_name }),
        'application/json',
      )
    expect((await checkout('Evil Corp <b>')).status).toBe(400)
    expect((await checkout('Vision+')).status).toBe(200)
  })
})
