/**
 * A profile edit is stored in the database: it is still there after the server restarts on the
 * same data directory (what `npm start` does), avatar included.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { openPglite } from '../db/client'
import { isSeeded, seed } from '../db/seed/index'
import { loadConfig } from '../env'
import { setPasswordCostForTests } from '../lib/password'
import { createTokens } from '../lib/tokens'
import { signInToken } from '../test/sign-in-token'

const dataDir = mkdtempSync(join(tmpdir(), 'vp-persist-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

/** What main.ts does on start: open the database in the data directory, seed it once, serve. */
async function startServer() {
  setPasswordCostForTests(10)
  const database = await openPglite(join(dataDir, 'pglite'))
  if (!(await isSeeded(database.db))) await seed(database.db)
  const config = { ...loadConfig(), dataDir, jwtSecret: 'persist-test-secret-of-enough-length-123' }
  const app = createApp({ db: database.db, config })
  const token = await signInToken(
    database.db,
    createTokens(config.jwtSecret, Date.now),
    { sub: '1', typ: 'user', name: 'Demo Customer', phone: '+6281234567890' },
    3600,
  )
  return { app, token, stop: () => database.close() }
}

describe('profile edit across a restart', () => {
  it('keeps the new name, email and avatar', async () => {
    const first = await startServer()
    const form = new FormData()
    form.set('name', 'Demo Renamed')
    form.set('email', 'renamed@example.com')
    form.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }))
    const edit = await first.app.request('/api/v1/user/edit', {
      method: 'PUT',
      headers: { authorization: `Bearer ${first.token}` },
      body: form,
    })
    expect(((await edit.json()) as { status: { code: number } }).status.code).toBe(0)
    await first.stop()

    const second = await startServer()
    const reply = await second.app.request('/api/v1/user/myprofile', {
      headers: { authorization: `Bearer ${second.token}` },
    })
    const { data } = (await reply.json()) as { data: { name: string; email: string; avatarUrl: string } }
    expect(data).toMatchObject({ name: 'Demo Renamed', email: 'renamed@example.com' })
    expect(data.avatarUrl).toMatch(/^avatars\/1-[0-9a-f]+\.png$/)
    expect((await second.app.request(`/media/${data.avatarUrl}`)).status).toBe(200)
    await second.stop()
  }, 60_000)
})
