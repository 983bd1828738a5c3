import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { configProblems } from '../env'
import { persistedSecrets } from '../lib/secrets'
import { createTokens } from '../lib/tokens'
import { signNotification } from '../services/orders'
import { createHarness, type Harness, T0 } from './harness'

let h: Harness
let dir: string
beforeAll(async () => {
  h = await createHarness()
  dir = mkdtempSync(join(tmpdir(), 'vp-secrets-'))
})
afterAll(async () => {
  await h.close()
  rmSync(dir, { recursive: true, force: true })
})

const STRONG = {
  JWT_SECRET: 'q8Vb2LxR0mZp7TfWk3Yc9HsNd4Ge6JuA',
  SNAP_SERVER_KEY: 'Zr5Xy1Lm8Qw2Ek7Tn4Vb9Pc3Hs6Jd0Fa',
  STB_CLIENT_SECRET: 'Mk3Nj8Bh5Vg2Cf7Xd4Sz9Aq1Wr6Ey0Tu',
}
const REAL_SMS = {
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.com/send',
  SITE_URL: 'https://www.example.com',
  SELLER_NAME: 'PT Contoh Televisi',
  SELLER_ADDRESS: 'Jl. Sudirman 1, Jakarta',
}

describe('no built-in secrets', () => {
  it('refuses a login token signed with the JWT secret the code once carried', async () => {
    const app = createApp({ db: h.db, clock: () => T0, config: { dataDir: h.config.dataDir } })
    const forged = await createTokens('dev-only-jwt-secret-change-me-in-production', () => T0).sign(
      { sub: '1', typ: 'user', name: 'Demo Customer', phone: '+6281234567890' },
      3600,
    )
    const res = await app.request('/api/v1/user/myprofile', {
      headers: { authorization: `Bearer ${forged}` },
    })
    expect(res.status).toBe(401)
  })

  it('refuses a payment notice signed with the Snap server key the code once carried', async () => {
    const app = createApp({ db: h.db, clock: () => T0, config: { dataDir: h.config.dataDir } })
    const checkout = await h.call('POST', '/go/vplustv/v1/checkout', {
      token: await h.token(1),
      body: { package_id: 102 },
    })
    const { order_id, gross_amount } = checkout.json.data
    const res = await app.request('/sandbox/snap/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        order_id,
        status_code: '200',
        gross_amount: String(gross_amount),
        transaction_status: 'settlement',
        signature_key: signNotification(order_id, '200', String(gross_amount), 'SB-Mid-server-dev-only-key'),
      }),
    })
    expect(res.status).toBe(401)
  })

  it('generates missing secrets once into the data directory, readable by the owner only', () => {
    const first = persistedSecrets(dir, { jwtSecret: '', snapServerKey: '', stbClientSecret: '' })
    for (const value of Object.values(first)) expect(value.length).toBeGreaterThanOrEqual(32)
    expect(new Set(Object.values(first)).size).toBe(3)
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
    const again = persistedSecrets(dir, { jwtSecret: '', snapServerKey: '', stbClientSecret: '' })
    expect(again).toEqual(first)
    const configured = persistedSecrets(dir, { jwtSecret: STRONG.JWT_SECRET })
    expect(configured.jwtSecret).toBe(STRONG.JWT_SECRET)
    expect(configured.snapServerKey).toBe(first.snapServerKey)
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toEqual(first)
  })

  it('lets demo mode start without secrets, and stops a production configuration missing one or holding a weak one', () => {
    expect(configProblems({})).toEqual([])
    expect(configProblems({ ...REAL_SMS, ...STRONG })).toEqual([])
    // the new-login SMS would link real customers to localhost
    expect(configProblems({ ...REAL_SMS, ...STRONG, SITE_URL: '' })).toEqual([
      'SMS_PROVIDER=webhook needs SITE_URL, the address the new-login SMS links to.',
    ])
    const missing = configProblems(REAL_SMS)
    expect(missing).toEqual([
      'JWT_SECRET must be set in production (a random value of 32+ characters).',
      'SNAP_SERVER_KEY must be set in production (a random value of 32+ characters).',
      'STB_CLIENT_SECRET must be set in production (a random value of 32+ characters).',
    ])
    const published = configProblems({
      ...REAL_SMS,
      ...STRONG,
      SNAP_SERVER_KEY: 'SB-Mid-server-dev-only-key',
    })
    expect(published).toEqual([
      'SNAP_SERVER_KEY is a value published in the source code; set a random value of 32+ characters.',
    ])
    expect(configProblems({ ...STRONG, JWT_SECRET: 'secret' })[0]).toMatch(/JWT_SECRET is shorter than 32/)
    expect(configProblems({ ...STRONG, JWT_SECRET: 'a'.repeat(40) })[0]).toMatch(/JWT_SECRET repeats/)
  })

  it('makes the server exit before listening, naming the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, ...REAL_SMS, ...STRONG, JWT_SECRET: '', DATA_DIR: dir, PORT: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    // production logs JSON lines on stdout: one fatal line naming the problem
    const [line] = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; problems: string[] })
    expect(line!.level).toBe(60)
    expect(line!.problems.join(' ')).toContain('JWT_SECRET must be set in production')
  })
})
