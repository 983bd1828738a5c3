import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'
import { ApiError, configureClients, watchSessionEnded, type KeyValueStore } from '../../src/api/clients'
import { STORAGE_KEYS } from '../../src/api/storage-keys'
import { getBssProfile, listTransactions } from '../../src/api/bss'
import { closeDeviceSession, getDeviceProfile, openDeviceSession, verifyDevicePhone } from '../../src/api/b2b'
import { stbSignature } from '../routes/stb'
import { getFaq, getPromo, listPromos } from '../../src/api/content'
import { checkout, createAddress, getTransaction, listAddresses } from '../../src/api/go'
import { getMplaySession } from '../../src/api/mplay'
import { getAddons, getChannels, getGoAddons, getPackageDetail, getStarterPacks } from '../../src/api/package'
import { getCities, getPostalCode, getProvinces } from '../../src/api/region'
import {
  avatarSrc,
  changePassword,
  checkPhone,
  editDevice,
  editProfile,
  endOtherSignIns,
  endSignIn,
  getDevicePackages,
  listSignIns,
  getProfile,
  listDevices,
  login,
  sendOtp,
  verifyOtp,
} from '../../src/api/user'

let h: Harness
const memory = new Map<string, string>()
const storage: KeyValueStore = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
}
const seen: string[] = []
/** The headers of every device-service call, to see the device session go out. */
const deviceHeaders: Headers[] = []

beforeAll(async () => {
  h = await createHarness({ mplayAccessTtl: 60 })
})
afterAll(() => h.close())
beforeEach(() => {
  memory.clear()
  seen.length = 0
  deviceHeaders.length = 0
  closeDeviceSession()
  configureClients({
    storage,
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      seen.push(`${init?.method ?? 'GET'} ${url}`)
      if (url.includes('/b2b/')) deviceHeaders.push(new Headers(init?.headers))
      return Promise.resolve(h.app.request(url, init))
    },
  })
})

describe('signed-in devices', () => {
  it('lists the sign-ins, ends one, and tells the session once the other side calls', async () => {
    const other = (await login({ phone: DEMO_PHONE, password: DEMO_PASSWORD })).token
    const { token } = await login({ phone: DEMO_PHONE, password: DEMO_PASSWORD })
    storage.setItem(STORAGE_KEYS.vToken, token)
    const sessions = await listSignIns()
    const mine = sessions.find((s) => s.current)!
    const theirs = sessions.find((s) => !s.current && s.createdAt === mine.createdAt)!
    expect(theirs).toBeDefined()
    // the password is asked again: a wrong one ends nothing
    const wrong = (await endSignIn(theirs.id, 'not-my-pass1').catch((e: unknown) => e)) as ApiError
    expect(wrong.code).toBe(3)
    expect((await listSignIns()).some((s) => s.id === theirs.id)).toBe(true)
    await endSignIn(theirs.id, DEMO_PASSWORD)
    // already ended: the same (the page may lag behind another tab)
    await endSignIn(theirs.id, DEMO_PASSWORD)
    expect((await listSignIns()).some((s) => s.id === theirs.id)).toBe(false)
    let told = 0
    const unwatch = watchSessionEnded(() => (told += 1))
    storage.setItem(STORAGE_KEYS.vToken, other)
    const err = (await getProfile().catch((e: unknown) => e)) as ApiError
    expect(err.httpStatus).toBe(401)
    expect(err.code).toBe(18)
    expect(told).toBe(1)
    // an ordinary 401 (no token) is not an ending
    storage.removeItem(STORAGE_KEYS.vToken)
    await getProfile().catch(() => undefined)
    expect(told).toBe(1)
    unwatch()
    storage.setItem(STORAGE_KEYS.vToken, token)
    await endOtherSignIns(DEMO_PASSWORD)
    expect((await listSignIns()).filter((s) => !s.current)).toEqual([])
  })
})

describe('user module', () => {
  it('checks a phone and logs in, then reads the profile with the stored vToken', async () => {
    expect(await checkPhone(DEMO_PHONE)).toEqual({ exists: true })
    expect(await checkPhone('081311110000')).toEqual({ exists: false })
    const { token } = await login({ phone: DEMO_PHONE, password: DEMO_PASSWORD })
    storage.setItem(STORAGE_KEYS.vToken, token)
    expect(await getProfile()).toMatchObject({ name: 'Demo Customer', email: 'demo@example.com' })
    expect((await listDevices()).length).toBe(2)
    // SPEC §5: the phone goes to the service as +62…
    expect(seen).toContain('GET /api/v1/user/check?phone=%2B6281234567890')
  })

  it('throws ApiError with the service code for a wrong password and code 17', async () => {
    const err = await login({ phone: DEMO_PHONE, password: 'wrongpass1' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).code).toBe(3)
    storage.setItem(STORAGE_KEYS.vToken, await h.token(1))
    const old = await changePassword({
      oldPassword: 'nottheone1',
      newPassword: 'another123',
      logoutOthers: true,
    }).catch((e: unknown) => e)
    expect((old as ApiError).code).toBe(17)
  })

  it('surfaces HTTP errors with the server message: 401 without a token, 400 for bad input', async () => {
    const unauth = (await getProfile().catch((e: unknown) => e)) as ApiError
    expect(unauth.httpStatus).toBe(401)
    expect(unauth.kind).toBe('http')
    const bad = (await checkPhone('12').catch((e: unknown) => e)) as ApiError
    expect(bad.httpStatus).toBe(400)
    expect(bad.message).toBe('Invalid mobile phone number pattern')
  })

  it('sends and verifies a code; a wrong code throws code 5', async () => {
    await sendOtp('081366667777')
    const wrong = h.latestCode('+6281366667777') === '0000' ? '1111' : '0000'
    expect(
      ((await verifyOtp({ phone: '081366667777', otp: wrong }).catch((e: unknown) => e)) as ApiError).code,
    ).toBe(5)
    await expect(
      verifyOtp({ phone: '081366667777', otp: h.latestCode('+6281366667777') }),
    ).resolves.toBeUndefined()
  })

  it('edits the profile with a multipart avatar and a device name', async () => {
    storage.setItem(STORAGE_KEYS.vToken, await h.token(2))
    const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], { type: 'image/png' })
    await editProfile({ name: 'Budi Santoso', email: 'budi@example.com', avatar: png, avatarName: 'me.png' })
    expect((await getProfile()).avatarUrl).toMatch(/^avatars\/2-/)
    expect(
      (await editDevice({ sn: 'VPTV2023C0003', name: 'Ruang Tamu', location: 'livingroom' })).message,
    ).toBe('Device updated')
    expect(await getDevicePackages('VPTV2023C0003')).toEqual([])
  })

  it('builds avatar URLs under the content base', () => {
    expect(avatarSrc('avatars/1-a.png')).toBe('/media/avatars/1-a.png')
    expect(avatarSrc(null)).toBeNull()
  })
})

describe('a reply that does not match the contract', () => {
  it('throws a parse ApiError naming the field', async () => {
    configureClients({
      storage,
      fetch: () => Promise.resolve(Response.json({ status: { code: 0 }, data: { token: 42 } })),
    })
    const err = (await login({ phone: DEMO_PHONE, password: 'x' }).catch((e: unknown) => e)) as ApiError
    expect(err.kind).toBe('parse')
    expect(err.message).toContain('data.token')
  })

  it('treats an invalid starter reply as null so the tab hides', async () => {
    configureClients({
      storage,
      fetch: () => Promise.resolve(Response.json({ status: { code: 500 }, data: {} })),
    })
    expect(await getStarterPacks()).toBeNull()
  })

  it('turns a network failure into a network ApiError', async () => {
    configureClients({ storage, fetch: () => Promise.reject(new TypeError('connection refused')) })
    expect(((await checkPhone(DEMO_PHONE).catch((e: unknown) => e)) as ApiError).kind).toBe('network')
  })
})

describe('catalogue, orders, regions and content modules', () => {
  it('read the catalogue', async () => {
    expect((await getStarterPacks())?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Basic Plan', 'Movies Plan']),
    )
    expect((await getAddons(8)).every((p) => p.product_type === 8)).toBe(true)
    expect((await getChannels({ packagename: 'basic', search: 'rcti' })).map((c) => c.title)).toEqual([
      'RCTI',
    ])
    expect((await getGoAddons()).length).toBe(8)
    expect((await getPackageDetail(101)).package.product_code).toBe('ADDON-SPORTS-2')
  })

  it('create an order and an address with the login token', async () => {
    storage.setItem(STORAGE_KEYS.vToken, await h.token(1))
    const order = await checkout({ package_id: 104 })
    expect(order.redirect_url).toBe(`/sandbox/snap/pay/${order.token}`)
    expect((await getTransaction(order.order_id)).purchase_detail.transaction_status).toBe('init')
    const saved = await createAddress({
      recipient_name: 'Demo Customer',
      phone_number: '081234567890',
      address_details: 'Jl. Sudirman 1',
      province: 'Daerah Khusus Ibukota Jakarta',
      province_id: '31',
      city: 'Kota Administrasi Jakarta Pusat',
      city_id: '31.71',
      district: 'Menteng',
      district_id: '31.71.06',
      subdistrict: 'Gondangdia',
      subdistrict_id: '31.71.06.1004',
      postal_code: '10350',
      rt: '',
      rw: '7',
    })
    expect(saved).toMatchObject({ rt: null, rw: '7' })
    expect((await listAddresses()).length).toBe(2)
  })

  it('cascade regions with the public API key', async () => {
    expect((await getProvinces()).length).toBe(38)
    expect((await getCities('31')).length).toBeGreaterThan(0)
    expect(
      (await getPostalCode({ district_id: '31.71.06', subdistrict_name: 'Gondangdia' })).postal_code,
    ).toMatch(/^\d{5}$/)
  })

  it('read content in both languages', async () => {
    expect((await listPromos('id')).length).toBeGreaterThanOrEqual(3)
    expect((await getPromo('sports-bundle', 'en')).title).toContain('Sports Bundle')
    expect((await getFaq('en')).map((t) => t.menu)).toContain('Payment')
  })
})

describe('billing, media and device modules', () => {
  it('refresh an expired billing token once with the stored refresh token', async () => {
    storage.setItem(STORAGE_KEYS.vplusToken, await h.token(1, 'bss', 1))
    storage.setItem(STORAGE_KEYS.refreshToken, await h.token(1, 'bss-refresh'))
    h.advance(5_000)
    expect((await getBssProfile()).subscriberId).toBe('SUB00000001')
    expect(storage.getItem(STORAGE_KEYS.vplusToken)).not.toBeNull()
    expect(seen.filter((s) => s.includes('identity/v1/token'))).toHaveLength(1)
    const page = await listTransactions({ page: 2 })
    expect(page.pagination.page).toBe(2)
  })

  it('refresh the media token once on 401, and log in again when the refresh is refused', async () => {
    const first = await getMplaySession()
    expect(first.username).toBe(h.config.mplayUsername)
    h.advance(61_000)
    await getMplaySession()
    expect(seen.filter((s) => s.includes('/mplay/refresh_token'))).toHaveLength(1)
    storage.setItem(STORAGE_KEYS.mplayToken, JSON.stringify({ access_token: 'bad', refresh_token: 'bad' }))
    await getMplaySession()
    expect(seen.filter((s) => s.includes('/mplay/loginApi'))).toHaveLength(2)
  })

  it('map the device profile and report a phone on another box', async () => {
    await openDeviceSession(link('VPTV2024A0001'))
    expect(await getDeviceProfile('VPTV2024A0001')).toMatchObject({
      name: 'Demo Customer',
      accountId: '3010000001',
      isPhoneVerified: true,
    })
    expect(await getDeviceProfile('UNKNOWN')).toBeNull()
    await openDeviceSession(link('VPTV2024B0002'))
    expect(await verifyDevicePhone({ customerid: '3010000002', phonenumber: '081298765432' })).toEqual({
      ok: false,
      message: 'This number already registered in other Vision+ TV Box',
    })
  })

  it('send the device session of the opened link on every device call', async () => {
    await expect(getDeviceProfile('VPTV2024A0001')).rejects.toMatchObject({ httpStatus: 401 })
    expect(deviceHeaders[0]?.get('x-device-session')).toBeNull()
    await openDeviceSession(link('VPTV2024A0001'))
    await getDeviceProfile('VPTV2024A0001')
    expect(deviceHeaders[1]?.get('x-device-session')).toMatch(/^ey/)
  })

  it('verify the link again when the device session expired, and retry once', async () => {
    await openDeviceSession(link('VPTV2024A0001'))
    h.advance(16 * 60_000)
    expect(await getDeviceProfile('VPTV2024A0001')).toMatchObject({ accountId: '3010000001' })
    expect(seen.filter((s) => s.includes('/stb/verify'))).toHaveLength(2)
    expect(seen.filter((s) => s.includes('/b2b/getprofile'))).toHaveLength(2)
  })

  it('refuse a forged link and keep no session from it', async () => {
    await expect(
      openDeviceSession({ ...link('VPTV2024A0001'), token: 'f'.repeat(64) }),
    ).rejects.toMatchObject({ httpStatus: 401, message: 'Unauthorized' })
    await expect(getDeviceProfile('VPTV2024A0001')).rejects.toMatchObject({ httpStatus: 401 })
  })
})

/** A signed /stb-profile link as the box would open it, at the harness's clock. */
function link(sn: string) {
  const timestamp = String(Math.floor(h.now() / 1000))
  return {
    sn,
    timestamp,
    token: stbSignature(h.config.stbClientKey, sn, h.config.stbClientSecret, timestamp),
  }
}
