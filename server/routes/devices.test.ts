import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stbSignature } from './stb'
import { createHarness, type Harness } from '../test/harness'

let h: Harness
let token: string
beforeAll(async () => {
  h = await createHarness()
  token = await h.token(1)
})
afterAll(() => h.close())

describe('devices of the logged-in customer', () => {
  it('lists the two demo boxes with every device field', async () => {
    const res = await h.call('GET', '/api/v1/user/sn', { token })
    expect(res.json.status.code).toBe(0)
    expect(res.json.data.map((d: { sn: string }) => d.sn)).toEqual(['VPTV2024A0001', 'VPTV2024B0002'])
    expect(Object.keys(res.json.data[0]).sort()).toEqual(
      [
        'NIK',
        'accountID',
        'address',
        'city',
        'customerID',
        'email',
        'mac_address',
        'mnc_subscriber_id',
        'name_stb',
        'name_user',
        'phone',
        'location_stb',
        'sn',
      ].sort(),
    )
  })

  it('needs a token for every device call', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/user/sn'],
      ['GET', '/api/v1/user/sn/detail?sn=VPTV2024A0001'],
      ['PUT', '/api/v1/user/sn/edit'],
      ['GET', '/api/v1/user/sn/detail/package?sn=VPTV2024A0001'],
      ['POST', '/api/v1/user/sn/transaction'],
    ] as const) {
      const res = await h.call(method, path, { token: 'forged.token.value' })
      expect([path, res.status]).toEqual([path, 401])
      expect(res.json.status.code).toBe(11)
    }
  })

  it('shows one box in detail and hides boxes of other customers', async () => {
    const mine = await h.call('GET', '/api/v1/user/sn/detail?sn=VPTV2024A0001', { token })
    expect(mine.json.data).toMatchObject({
      name_stb: 'Living Room TV',
      customerID: '3010000001',
      mac_address: '00:1A:79:5B:10:01',
    })
    const other = await h.call('GET', '/api/v1/user/sn/detail?sn=VPTV2023C0003', { token })
    expect(other.status).toBe(404)
    expect((await h.call('GET', '/api/v1/user/sn/detail', { token })).status).toBe(400)
  })

  it('renames a box and changes its room, validating both', async () => {
    const res = await h.call('PUT', '/api/v1/user/sn/edit', {
      token,
      body: { sn: 'VPTV2024B0002', name: 'Kids Room', location: 'kitchen' },
    })
    expect(res.json.status.code).toBe(0)
    const detail = await h.call('GET', '/api/v1/user/sn/detail?sn=VPTV2024B0002', { token })
    expect(detail.json.data).toMatchObject({ name_stb: 'Kids Room', location_stb: 'kitchen' })
    const short = await h.call('PUT', '/api/v1/user/sn/edit', {
      token,
      body: { sn: 'VPTV2024B0002', name: 'TV', location: 'kitchen' },
    })
    expect(short.json.status.message).toBe('Min 3 char')
    const room = await h.call('PUT', '/api/v1/user/sn/edit', {
      token,
      body: { sn: 'VPTV2024B0002', name: 'Kids Room', location: 'garage' },
    })
    expect(room.status).toBe(400)
  })

  it('lists active packages with overlay texts containing until and sampai', async () => {
    const res = await h.call('GET', '/api/v1/user/sn/detail/package?sn=VPTV2024A0001', { token })
    expect(res.json.data.length).toBeGreaterThanOrEqual(2)
    const overlays = res.json.data[0].overlay_texts
    expect(overlays.find((o: { lan: string }) => o.lan === 'en').overlayText).toContain('until')
    expect(overlays.find((o: { lan: string }) => o.lan === 'id').overlayText).toContain('sampai')
  })

  it('names the channel group of each package on a box (starter packs and add-ons)', async () => {
    const res = await h.call('GET', '/api/v1/user/sn/detail/package?sn=VPTV2024A0001', { token })
    const groups = Object.fromEntries(
      res.json.data.map((p: { product_code: string; productgroup: string }) => [
        p.product_code,
        p.productgroup,
      ]),
    )
    expect(groups).toMatchObject({ 'STARTER-1': 'basic', 'ADDON-SPORTS-2': 'premium-sports' })
  })

  it('lists transactions of one box in the account detail shape', async () => {
    const res = await h.call('POST', '/api/v1/user/sn/transaction', { token, body: { sn: 'VPTV2024A0001' } })
    expect(res.json.data.length).toBeGreaterThan(0)
    expect(res.json.data[0]).toMatchObject({
      fullName: 'Demo Customer',
      sn: 'VPTV2024A0001',
      customerId: '3010000001',
    })
    expect((await h.call('POST', '/api/v1/user/sn/transaction', { token, body: {} })).status).toBe(400)
  })
})

describe('signed /stb-profile link', () => {
  const sign = (sn: string, ts: string) =>
    stbSignature(h.config.stbClientKey, sn, h.config.stbClientSecret, ts)

  it('accepts a fresh, correctly signed link', async () => {
    const ts = String(Math.floor(h.now() / 1000) - 60)
    const res = await h.call(
      'GET',
      `/api/v1/stb/verify?sn=VPTV2024A0001&token=${sign('VPTV2024A0001', ts)}&timestamp=${ts}`,
    )
    expect(res.status).toBe(200)
    expect(res.json.data).toEqual({ sn: 'VPTV2024A0001', valid: true })
  })

  it('rejects a wrong signature with Unauthorized', async () => {
    const ts = String(Math.floor(h.now() / 1000))
    const res = await h.call(
      'GET',
      `/api/v1/stb/verify?sn=VPTV2024A0002&token=${sign('VPTV2024A0001', ts)}&timestamp=${ts}`,
    )
    expect(res.status).toBe(401)
    expect(res.json.status.message).toBe('Unauthorized')
  })

  it('rejects an old or future timestamp with Unauthorized - Timestamp expired', async () => {
    const nowS = Math.floor(h.now() / 1000)
    for (const ts of [String(nowS - 86_401), String(nowS + 120)]) {
      const res = await h.call('GET', `/api/v1/stb/verify?sn=X1&token=${sign('X1', ts)}&timestamp=${ts}`)
      expect(res.status).toBe(401)
      expect(res.json.status.message).toBe('Unauthorized - Timestamp expired')
    }
  })

  it('rejects a link without its parameters as bad input', async () => {
    expect((await h.call('GET', '/api/v1/stb/verify?sn=X1')).status).toBe(400)
  })
})
