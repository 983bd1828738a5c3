/**
 * Nothing secret in the log when a query fails: a failed statement's parameters (phones, codes,
 * password hashes) and the driver's details never reach a log line; an id too large for the
 * database is a 4xx, not a 500 that logs it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { users } from '../db/schema'
import { createLog } from '../lib/log'
import { caller, createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'
import { openTestDatabase } from './database'

const FULL_PHONE = '+6281234567890'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

function capture() {
  const raw: string[] = []
  const log = createLog({ level: 'debug', destination: { write: (line: string) => void raw.push(line) } })
  return { log, text: () => raw.join('') }
}

describe('a failed query in the log', () => {
  it('holds no parameter when the database is gone under a login and a code send', async () => {
    const { log, text } = capture()
    const database = await openTestDatabase()
    const app = createApp({ db: database.db, config: h.config, log })
    const call = caller(app)
    await database.close()
    const login = await call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    })
    expect(login.status).toBe(500)
    const send = await call('POST', '/api/v1/user/otp/send', { body: { phone: DEMO_PHONE } })
    expect(send.status).toBe(500)
    const all = text()
    // the failures were logged, with what failed...
    expect(all).toContain('unhandled error')
    expect(all).toContain('Failed query')
    // ...and without the values they were run with
    expect(all).not.toContain(FULL_PHONE)
    expect(all).not.toContain('81234567890')
    expect(all).not.toContain('params')
  })

  it("holds neither the duplicate's value nor the password hash of a unique violation", async () => {
    const { log, text } = capture()
    const [demo] = await h.db.select().from(users).where(eq(users.phone, FULL_PHONE))
    const error = await h.db
      .insert(users)
      .values({
        phone: FULL_PHONE,
        name: 'Copy',
        email: 'copy@example.com',
        passwordHash: demo!.passwordHash,
      })
      .then(
        () => null,
        (err: unknown) => err,
      )
    expect(error).toBeInstanceOf(Error)
    log.error({ err: error }, 'unhandled error')
    // the same error turned into text by a caller still passes the serializer
    log.warn({ err: String(error) }, 'failed')
    const all = text()
    expect(all).toContain('duplicate key')
    expect(all).toContain('23505')
    expect(all).not.toContain(FULL_PHONE)
    expect(all).not.toContain(demo!.passwordHash)
    expect(all).not.toContain('params')
  })
})

describe('ids too large for the database', () => {
  it('answers 4xx with the error envelope for package_id 3000000000 or 1e300 at checkout, logging no error', async () => {
    const { log, text } = capture()
    const call = caller(createApp({ db: h.db, config: h.config, log }))
    for (const package_id of [3000000000, 1e300]) {
      const res = await call('POST', '/api/v1/purchase/checkout', {
        body: { handle: 'any-handle', package_id },
      })
      expect(res.status).toBe(400)
      expect(res.json.status).toEqual({ code: 1, message: 'package_id must be a positive integer' })
    }
    expect(text()).not.toContain('unhandled error')
    expect(text()).not.toContain('3000000000')
  })

  it("finds no package for the partner pay page's package-id 3000000000 (not a failed query)", async () => {
    const token = await h.token(1, 'bss')
    const res = await h.call('GET', `/sandbox/partner/vplus/pay?v-token=${token}&package-id=3000000000`)
    expect(res.status).toBe(404)
  })
})
