/**
 * Which TVs may sign in with a code: TV_CLIENTS names them (client_id=Name, or
 * client_id=English|Indonesian); demo mode registers the sandbox TV (vplus-tv, "Vision+ TV box",
 * "Box Vision+ TV") when it is unset, a real deployment none. The
 * sandbox TV's page is demo mode's only, served under the site's CSP with no inline script.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderSVG } from 'uqr'
import { createApp } from '../app'
import { configProblems } from '../env'
import { parseTvClients } from '../lib/tv-clients'
import { caller, createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const ask = (call: ReturnType<typeof caller>, clientId: string) =>
  call('POST', '/oauth/device_authorization', { form: new URLSearchParams({ client_id: clientId }) })

/** an app as production runs it: a real SMS sender, so no demo mode */
const production = (tvClients: string) =>
  caller(
    createApp({
      db: h.db,
      clock: h.now,
      config: {
        ...h.config,
        smsProvider: 'webhook',
        smsWebhookUrl: 'https://sms.example.com/send',
        tvClients,
      },
    }),
  )

describe('TV_CLIENTS', () => {
  it('reads client_id=Name pairs and says what is wrong with a bad one', () => {
    expect([
      ...parseTvClients('vplus-tv=Vision+ TV box | Box Vision+ TV, acme.stick=Acme Stick').clients,
    ]).toEqual([
      ['vplus-tv', { en: 'Vision+ TV box', id: 'Box Vision+ TV' }],
      ['acme.stick', { en: 'Acme Stick', id: 'Acme Stick' }],
    ])
    expect(configProblems({ TV_CLIENTS: 'vplus-tv=Vision+ TV box|Box Vision+ TV' })).toEqual([])
    expect(configProblems({ TV_CLIENTS: 'vplus-tv=Vision+ TV box|' })).toHaveLength(1)
    expect(configProblems({ TV_CLIENTS: 'vplus-tv=a|b|c' })).toHaveLength(1)
    expect(configProblems({ TV_CLIENTS: 'Vplus TV' })).toEqual([
      expect.stringContaining('TV_CLIENTS must list client_id=Name pairs'),
    ])
    expect(configProblems({ TV_CLIENTS: 'a=' })).toHaveLength(1)
  })

  it('registers no TV in a real deployment unless told, and exactly the TVs it names', async () => {
    expect((await ask(production(''), 'vplus-tv')).json.error).toBe('invalid_client')
    const told = production('acme-stick=Acme Stick')
    expect((await ask(told, 'vplus-tv')).json.error).toBe('invalid_client')
    const res = await ask(told, 'acme-stick')
    expect(res.status).toBe(200)
    const token = await h.token(1)
    const looked = await h.call('POST', '/api/v1/user/tv/lookup', {
      token,
      body: { code: res.json.user_code },
    })
    // the demo app does not know this client by name: the look-up on the real one does
    expect(looked.json.data.clientName).toBe('acme-stick')
    const real = await told('POST', '/api/v1/user/tv/lookup', { token, body: { code: res.json.user_code } })
    expect(real.json.data.clientName).toBe('Acme Stick')
  })

  it("names the TV in the page's language: on /tv and in the signed-in devices list", async () => {
    const token = await h.token(1)
    const res = await ask(h.call, 'vplus-tv')
    const lookUp = (language: string) =>
      h.call('POST', '/api/v1/user/tv/lookup', {
        token,
        body: { code: res.json.user_code },
        headers: { 'accept-language': language },
      })
    expect((await lookUp('id')).json.data.clientName).toBe('Box Vision+ TV')
    expect((await lookUp('en')).json.data.clientName).toBe('Vision+ TV box')
    // the TV is let in; its sign-in is listed under its name in each language
    await h.call('POST', '/api/v1/user/tv/approve', {
      token,
      body: { code: res.json.user_code },
    })
    const signedIn = await h.call('POST', '/oauth/token', {
      form: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: res.json.device_code,
        client_id: 'vplus-tv',
      }),
    })
    expect(signedIn.json.access_token).toBeTruthy()
    const listed = async (language: string) =>
      (
        await h.call('GET', '/api/v1/user/sessions', { token, headers: { 'accept-language': language } })
      ).json.data.sessions.map((s: { browser: string }) => s.browser)
    expect(await listed('id-ID,id;q=0.9')).toContain('Box Vision+ TV')
    expect(await listed('en')).toContain('Vision+ TV box')
  })
})

describe('the sandbox TV', () => {
  it('serves its page with its script from a file, under the CSP, in demo mode only', async () => {
    const res = await h.call('GET', '/sandbox/tv')
    expect(res.status).toBe(200)
    expect(res.text).toContain('<script src="/sandbox/tv/tv.js" defer></script>')
    expect(res.text).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const script = await h.call('GET', '/sandbox/tv/tv.js')
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(script.text).toContain('/oauth/device_authorization')
    expect((await production('')('GET', '/sandbox/tv')).status).toBe(404)
  })

  it("draws the QR code of a user code's sign-in link, and of nothing else", async () => {
    const res = await h.call('GET', '/sandbox/tv/qr.svg?code=WDJB-MJHT')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.text).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    // the very modules of the link the site's /tv opens with the code filled in
    expect(res.text).toBe(renderSVG(`${h.config.siteUrl}/tv?code=WDJB-MJHT`, { border: 2 }))
    expect(res.text).not.toBe(renderSVG(`${h.config.siteUrl}/tv?code=WDJB-MJHB`, { border: 2 }))
    expect((await h.call('GET', '/sandbox/tv/qr.svg?code=https://evil.example')).status).toBe(404)
  })
})
