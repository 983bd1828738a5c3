/**
 * The security review's low findings fixed in place (issue #48 item 9; the ones written down
 * instead are in docs/deploy.md, "What protects the accounts"): lockout log lines without personal
 * data (L-3), https endpoints outside demo mode (L-6), avatar files deleted when replaced and
 * uploads limited (L-7), /user/check's rate (L-11), unpublished add-ons out of the package list
 * (L-12), visitor checkouts counted per box (L-1), demo mode behind a proxy (L-13). Both databases.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CODE } from '../../contract/common'
import { addonPackages, users } from '../db/schema'
import { DEMO_STBS } from '../db/seed/demo'
import { configProblems, loadConfig } from '../env'
import { createLog } from '../lib/log'
import { AVATARS_PER_HOUR } from '../routes/user'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness({ purchaseLookupsPerTarget: 4, purchaseLookupsPerIp: 100 })
})
afterAll(() => h.close())

const PRODUCTION = {
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.id/send',
  SITE_URL: 'https://www.example.id',
}

describe('settings', () => {
  it('L-6: refuses plain-http provider and SMS endpoints outside demo mode, but to this machine', () => {
    const problems = (extra: Record<string, string>) =>
      configProblems({ ...PRODUCTION, ...extra }).filter((p) => p.includes('must be an https address'))
    expect(problems({})).toEqual([])
    for (const name of ['SMS_WEBHOOK_URL', 'PAYMENT_STATUS_API', 'PAYMENT_SNAP_API'])
      expect({ name, problems: problems({ [name]: 'http://relay.internal:8080' }) }).toEqual({
        name,
        problems: [expect.stringContaining(`${name} must be an https address`)],
      })
    expect(
      problems({ PAYMENT_STATUS_API: 'http://127.0.0.1:9000', SMS_WEBHOOK_URL: 'http://localhost:9001' }),
    ).toEqual([])
    // the demo's sandbox is http on loopback and stays allowed
    expect(configProblems({}).filter((p) => p.includes('https address'))).toEqual([])
  })

  it('L-13: refuses demo mode behind a proxy on this machine (TRUST_PROXY set), unless DEMO=1', () => {
    const refusal = configProblems({ TRUST_PROXY: '127.0.0.1' }).filter((p) => p.includes('Demo mode'))
    expect(refusal).toEqual([expect.stringContaining('TRUST_PROXY is set')])
    expect(configProblems({ TRUST_PROXY: '127.0.0.1', DEMO: '1' })).toEqual([])
    expect(
      configProblems({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8' }).filter((p) => p.includes('Demo')),
    ).toEqual([])
  })

  it('L-11: checks phones at 60 a minute per address unless told otherwise', () => {
    expect(loadConfig({}).userCheckPerMinute).toBe(60)
  })
})

describe('lockout log lines (L-3)', () => {
  it('carry no full phone and no device id, whatever the limit is called', async () => {
    const lines: Array<Record<string, unknown>> = []
    const log = createLog({
      level: 'info',
      destination: { write: (l: string) => void lines.push(JSON.parse(l)) },
    })
    const { call } = h.appWith({ log })
    // a phone no box has: its lookups are counted under `query:+62…`
    for (let i = 0; i < 6; i++)
      await call('POST', '/api/v1/purchase/lookup', {
        body: { query: '081399990000' },
        ip: `10.71.0.${i + 1}`,
      })
    const lockouts = lines.filter((l) => l.event === 'lockout')
    expect(lockouts.length).toBeGreaterThan(0)
    const text = JSON.stringify(lockouts)
    expect(text).not.toContain('81399990000')
    expect(text).toContain('+62813*****000')
  })
})

describe('the go package list (L-12)', () => {
  it('leaves unpublished add-ons out of the list and the detail', async () => {
    const listed = async () =>
      (
        (await h.call('GET', '/go/vplustv/v1/package?type=add-on')).json.data.packages as Array<{
          id: number
        }>
      ).map((p) => p.id)
    expect(await listed()).toContain(104)
    await h.db.update(addonPackages).set({ isPublish: false }).where(eq(addonPackages.id, 104))
    try {
      expect(await listed()).not.toContain(104)
      expect((await h.call('GET', '/go/vplustv/v1/package-detail?package_id=104')).status).toBe(404)
    } finally {
      await h.db.update(addonPackages).set({ isPublish: true }).where(eq(addonPackages.id, 104))
    }
  })
})

describe('profile pictures (L-7)', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
  const upload = (token: string) => {
    const form = new FormData()
    form.set('name', 'Ayu Lestari')
    form.set('email', 'ayu@example.com')
    form.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }))
    return h.call('PUT', '/api/v1/user/edit', { token, form })
  }
  const pathOf = async (id: number) =>
    (await h.db.select({ p: users.avatarPath }).from(users).where(eq(users.id, id)))[0]!.p!
  const file = (path: string) => join(h.config.dataDir, 'media', path)

  it('deletes the picture a new one replaces, and limits the uploads of an account', async () => {
    const [row] = await h.db
      .insert(users)
      .values({ phone: '+6281394500001', name: 'Ayu', passwordHash: 'x' })
      .returning()
    const token = await h.token(row!.id)
    expect((await upload(token)).json.status.code).toBe(CODE.ok)
    const first = await pathOf(row!.id)
    expect(existsSync(file(first))).toBe(true)
    expect((await upload(token)).json.status.code).toBe(CODE.ok)
    const second = await pathOf(row!.id)
    expect(second).not.toBe(first)
    expect(existsSync(file(second))).toBe(true)
    expect(existsSync(file(first))).toBe(false)
    for (let i = 2; i < AVATARS_PER_HOUR; i++) expect((await upload(token)).status).toBe(200)
    const refused = await upload(token)
    expect(refused.status).toBe(429)
    // a change without a picture is not an upload
    const plain = new FormData()
    plain.set('name', 'Ayu Lestari')
    plain.set('email', 'ayu@example.com')
    expect((await h.call('PUT', '/api/v1/user/edit', { token, form: plain })).status).toBe(200)
    h.advance(3600_000)
  })
})

describe('visitor checkout (L-1)', () => {
  it('is counted per box with its lookups, from every address together', async () => {
    const box = DEMO_STBS[1]!.sn
    const lookup = await h.call('POST', '/api/v1/purchase/lookup', { body: { query: box }, ip: '10.72.0.1' })
    const handle = lookup.json.data.handle as string
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await h.call('POST', '/api/v1/purchase/checkout', {
        body: { handle, package_id: 101 },
        ip: `10.72.${i + 1}.1`,
      })
      statuses.push(res.status)
    }
    // the lookup and three checkouts fill the box's 4; the next address is refused
    expect(statuses).toEqual([200, 200, 200, 429])
    h.advance(3600_000)
  })
})
