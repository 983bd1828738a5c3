import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { configProblems, isDemo, loadConfig } from '../env'
import { createOutboxSms, createWebhookSms } from '../lib/sms'
import { codeText } from '../services/otp'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const send = (
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  phone: string,
) =>
  app.request('/api/v1/user/otp/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  })

describe('one-time codes in demo mode (the default, npm start included)', () => {
  it('keeps the outbox on under NODE_ENV=production when no SMS sender is configured', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('DEV_OUTBOX', '')
    vi.stubEnv('SMS_PROVIDER', '')
    const config = loadConfig({ dataDir: h.config.dataDir })
    expect(isDemo(config)).toBe(true)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const app = createApp({ db: h.db, config })
    expect((await send(app, '081377778888')).status).toBe(200)
    const res = await app.request('/__dev/sms?phone=%2B6281377778888')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      phone: '+6281377778888',
      code: expect.stringMatching(/^\d{4}$/),
    })
  })

  it('prints each code with its phone on one line of the server log', async () => {
    const lines: string[] = []
    const app = createApp({ db: h.db, config: h.config, sms: createOutboxSms((line) => lines.push(line)) })
    await send(app, '081377779999')
    const code = (await (await app.request('/__dev/sms?phone=081377779999')).json()).code
    expect(lines).toEqual([`[sms] code ${code} for +6281377779999`])
  })
})

describe('the code SMS', () => {
  it('is in the language of the page that asked for it, and the outbox shows its text', async () => {
    const sendIn = (phone: string, language: string) =>
      h.app.request('/api/v1/user/otp/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ phone }),
      })
    expect((await sendIn('081377770001', 'id')).status).toBe(200)
    expect((await sendIn('081377770002', 'en')).status).toBe(200)
    const outbox = async (phone: string) =>
      (await (await h.app.request(`/__dev/sms?phone=${phone}`)).json()) as { code: string; text: string }
    const host = new URL(h.config.siteUrl).hostname
    const id = await outbox('081377770001')
    expect(id.text).toBe(
      `Kode Vision+ TV kamu: ${id.code}. Berlaku 5 menit. Jangan berikan kode ini ke siapa pun, termasuk pihak Vision+.\n\n@${host} #${id.code}`,
    )
    const en = await outbox('081377770002')
    expect(en.text).toBe(
      `Vision+ TV: your code is ${en.code}. It is valid for 5 minutes. Never share it.\n\n@${host} #${en.code}`,
    )
  })

  it('ends with the WebOTP line on its own: @ the site’s host (from SITE_URL, no port) and # the code', () => {
    for (const language of ['en', 'id'] as const) {
      const lines = codeText('0427', language, 'https://www.visionplus.id').split('\n')
      expect(lines.at(-1)).toBe('@www.visionplus.id #0427')
      expect(lines.at(-2)).toBe('')
    }
    expect(codeText('0427', 'en', 'http://127.0.0.1:3000').split('\n').at(-1)).toBe('@127.0.0.1 #0427')
  })
})

describe('a real SMS sender', () => {
  it('is chosen only by SMS_PROVIDER=webhook, which turns the outbox off', () => {
    vi.stubEnv('SMS_PROVIDER', 'webhook')
    vi.stubEnv('SMS_WEBHOOK_URL', 'https://sms.example.com/send')
    const config = loadConfig()
    expect(isDemo(config)).toBe(false)
    expect(config.smsWebhookUrl).toBe('https://sms.example.com/send')
  })

  it('posts the phone and text to the webhook with its token, and never exposes the code', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const post = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response('{}', { status: 202 })
    }) as typeof fetch
    const app = createApp({
      db: h.db,
      config: { ...h.config, smsProvider: 'webhook' },
      sms: createWebhookSms('https://sms.example.com/send', 's3cret', post),
    })
    expect((await send(app, '081377770000')).status).toBe(200)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('https://sms.example.com/send')
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer s3cret')
    const sent = JSON.parse(String(calls[0]!.init.body))
    expect(sent.to).toBe('+6281377770000')
    expect(sent.text).toMatch(/your code is \d{4}/)
    expect((await app.request('/__dev/sms?phone=081377770000')).status).toBe(404)
  })

  it('refuses to start with an unknown provider or a webhook without a URL', () => {
    expect(configProblems({})).toEqual([])
    expect(configProblems({ NODE_ENV: 'production' })).toEqual([])
    expect(configProblems({ SMS_PROVIDER: 'twilio' })[0]).toMatch(/SMS_PROVIDER must be/)
    expect(configProblems({ SMS_PROVIDER: 'webhook' })[0]).toMatch(/needs SMS_WEBHOOK_URL/)
    const secrets = {
      JWT_SECRET: 'q8Vb2LxR0mZp7TfWk3Yc9HsNd4Ge6JuA',
      SNAP_SERVER_KEY: 'Zr5Xy1Lm8Qw2Ek7Tn4Vb9Pc3Hs6Jd0Fa',
      STB_CLIENT_SECRET: 'Mk3Nj8Bh5Vg2Cf7Xd4Sz9Aq1Wr6Ey0Tu',
      // a real sender also needs the site's address for the new-login SMS's link
      SITE_URL: 'https://www.example.com',
      // and the seller its receipts name
      SELLER_NAME: 'PT Contoh Televisi',
      SELLER_ADDRESS: 'Jl. Sudirman 1, Jakarta',
    }
    expect(
      configProblems({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://x.example/s', ...secrets }),
    ).toEqual([])
  })
})
