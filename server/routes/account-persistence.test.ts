/**
 * A customer's changes live in the database: a device rename and a new delivery address are
 * still there after the server stops and starts again on the same data directory (npm start).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { openPglite } from '../db/client'
import { seed } from '../db/seed/index'
import { loadConfig } from '../env'
import { setPasswordCostForTests } from '../lib/password'
import { persistedSecrets } from '../lib/secrets'
import { createTokens } from '../lib/tokens'
import { signInToken } from '../test/sign-in-token'

const dataDir = mkdtempSync(join(tmpdir(), 'vp-persist-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function start() {
  // the seed hashes the demo passwords: at the tests' cost, as the harness seeds
  setPasswordCostForTests(10)
  const database = await openPglite(join(dataDir, 'pglite'))
  // As npm start does: secrets not set are generated once into the data directory and kept.
  const loaded = { ...loadConfig(), dataDir }
  const config = { ...loaded, ...persistedSecrets(dataDir, loaded) }
  const app = createApp({ db: database.db, config })
  // made on the first call: the demo customer exists once the first start has seeded
  let token: string | undefined
  const call = async (method: string, path: string, body?: unknown) => {
    token ??= await signInToken(
      database.db,
      createTokens(config.jwtSecret, Date.now),
      { sub: '1', typ: 'user', name: 'Demo Customer', phone: '+6281234567890' },
      3600,
    )
    const res = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    return (await res.json()) as { status?: { code: number }; success?: boolean; data: any }
  }
  return { database, call }
}

describe('account changes across a restart', () => {
  it('keeps a renamed device and a new address', { timeout: 60_000 }, async () => {
    const first = await start()
    await seed(first.database.db)
    const renamed = await first.call('PUT', '/api/v1/user/sn/edit', {
      sn: 'VPTV2024A0001',
      name: 'Family Room TV',
      location: 'kitchen',
    })
    expect(renamed.status?.code).toBe(0)
    const saved = await first.call('POST', '/go/vplustv/v1/address', {
      recipient_name: 'Rina Wulandari',
      phone_number: '081298765432',
      address_details: 'Jl. Braga No. 8',
      province: 'Jawa Barat',
      province_id: '32',
      city: 'Kota Bandung',
      city_id: '32.73',
      district: 'Sumur Bandung',
      district_id: '32.73.08',
      subdistrict: 'Braga',
      subdistrict_id: '32.73.08.1001',
      postal_code: '40111',
      rw: '4',
    })
    expect(saved.success).toBe(true)
    await first.database.close()

    const second = await start()
    try {
      const device = await second.call('GET', '/api/v1/user/sn/detail?sn=VPTV2024A0001')
      expect(device.data).toMatchObject({ name_stb: 'Family Room TV', location_stb: 'kitchen' })
      const addresses = await second.call('GET', '/go/vplustv/v1/address')
      expect(addresses.data[0]).toMatchObject({ recipient_name: 'Rina Wulandari', rt: null, rw: '4' })
      expect(addresses.data).toHaveLength(2)
    } finally {
      await second.database.close()
    }
  })
})
