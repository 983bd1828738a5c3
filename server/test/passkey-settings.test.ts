/**
 * Where passkeys belong: the relying-party id and the origins come from PASSKEY_RP_ID and
 * PASSKEY_ORIGINS (SITE_URL's host and origin by default), and an answer from any other origin
 * or for any other id is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { configProblems } from '../env'
import { passkeySettings } from '../lib/passkey-settings'
import { caller, createHarness, type Harness } from './harness'
import { Authenticator } from './webauthn-authenticator'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('the passkey settings', () => {
  it("default to SITE_URL's host and origin", () => {
    expect(
      passkeySettings({ siteUrl: 'https://www.visionplustv.id', passkeyRpId: '', passkeyOrigins: '' }),
    ).toEqual({ rpId: 'www.visionplustv.id', origins: ['https://www.visionplustv.id'] })
    expect(
      passkeySettings({
        siteUrl: 'https://www.visionplustv.id',
        passkeyRpId: 'visionplustv.id',
        passkeyOrigins: 'https://visionplustv.id, https://www.visionplustv.id/',
      }),
    ).toEqual({
      rpId: 'visionplustv.id',
      origins: ['https://visionplustv.id', 'https://www.visionplustv.id'],
    })
  })

  it('stop the server when an origin is not on the relying party, not https, or the id is no domain', () => {
    const site = { SITE_URL: 'https://www.visionplustv.id' }
    expect(
      configProblems({
        ...site,
        PASSKEY_RP_ID: 'visionplustv.id',
        PASSKEY_ORIGINS: 'https://www.visionplustv.id',
      }),
    ).toEqual([])
    expect(configProblems({ ...site, PASSKEY_ORIGINS: 'https://evil.example' })).toEqual([
      expect.stringContaining('PASSKEY_ORIGINS must list origins on www.visionplustv.id'),
    ])
    expect(
      configProblems({
        ...site,
        PASSKEY_RP_ID: 'visionplustv.id',
        PASSKEY_ORIGINS: 'http://www.visionplustv.id',
      }),
    ).toHaveLength(1)
    expect(configProblems({ PASSKEY_ORIGINS: 'http://localhost:5173' })).toEqual([])
    expect(configProblems({ PASSKEY_RP_ID: 'https://visionplustv.id' })).toEqual([
      "PASSKEY_RP_ID must be a domain such as visionplustv.id, not 'https://visionplustv.id'.",
    ])
  })

  it('bind a passkey to the configured id and origins only', async () => {
    const call = caller(
      createApp({
        db: h.db,
        clock: h.now,
        config: {
          ...h.config,
          passkeyRpId: 'visionplustv.id',
          passkeyOrigins: 'https://www.visionplustv.id',
        },
      }),
    )
    const token = await h.token(1)
    const options = async () =>
      (
        await call('POST', '/api/v1/user/passkeys/register/options', {
          token,
          body: { password: 'visionplus123' },
        })
      ).json.data
    const verify = async (a: Authenticator) =>
      call('POST', '/api/v1/user/passkeys/register/verify', {
        token,
        body: { response: a.create(await options()) },
      })
    expect((await options()).rp.id).toBe('visionplustv.id')
    expect((await verify(new Authenticator('visionplustv.id', h.config.siteUrl))).status).toBe(400)
    expect(
      (await verify(new Authenticator('www.visionplustv.id', 'https://www.visionplustv.id'))).status,
    ).toBe(400)
    expect(
      (await verify(new Authenticator('visionplustv.id', 'https://www.visionplustv.id'))).json.status.code,
    ).toBe(0)
  })
})
