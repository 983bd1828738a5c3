/**
 * One-time codes by WhatsApp (OTP_CHANNELS=sms,whatsapp): which sender a send reaches and in what
 * shape, the refusal where WhatsApp is not offered, the limits both channels share (also under
 * concurrent sends on several instances), and the settings that configure it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { configProblems, loadConfig, parseOtpChannels } from '../env'
import { createOutboxSms } from '../lib/sms'
import { createWebhookWhatsApp } from '../lib/whatsapp'
import { createHarness, type Harness } from './harness'

let n = 0
const freshPhone = () => `0813${String(55_000_000 + ++n).padStart(8, '0')}`
const stored = (phone: string) => `+62${phone.slice(1)}`

const SEND = '/api/v1/user/otp/send'

let h: Harness
beforeAll(async () => {
  h = await createHarness({
    otpChannels: ['sms', 'whatsapp'],
    otpSendPerPhone: 5,
    otpSendPerIp: 6,
    otpSendsPerMinute: 0,
    otpSendsPerHour: 0,
  })
})
afterAll(() => h.close())
afterEach(() => vi.unstubAllEnvs())

describe('the channels a server offers', () => {
  it('are SMS alone by default and listed at /api/v1/user/otp/channels', async () => {
    const app = createApp({
      db: h.db,
      config: { ...h.config, otpChannels: ['sms'] },
      sms: createOutboxSms(() => {}),
    })
    const res = await app.request('/api/v1/user/otp/channels')
    expect(await res.json()).toEqual({
      status: { code: 0, message: 'Code channels' },
      data: { channels: ['sms'] },
    })
    expect((await h.call('GET', '/api/v1/user/otp/channels')).json.data).toEqual({
      channels: ['sms', 'whatsapp'],
    })
  })
})

describe('a code asked for by WhatsApp', () => {
  it('goes to the WhatsApp sender as an authentication template with the code as its parameter, not by SMS', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const post = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response('{}', { status: 200 })
    }) as typeof fetch
    const smsLines: string[] = []
    const { call } = h.appWith({
      sms: createOutboxSms((line) => smsLines.push(line)),
      whatsapp: createWebhookWhatsApp('https://wa.example.com/messages', 'wa-s3cret', 'vplus_code', post),
    })
    const phone = freshPhone()
    const res = await call('POST', SEND, {
      body: { phone, channel: 'whatsapp' },
      headers: { 'accept-language': 'id' },
    })
    expect(res.json.status.code).toBe(0)
    expect(smsLines).toEqual([])
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('https://wa.example.com/messages')
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer wa-s3cret')
    const body = JSON.parse(String(calls[0]!.init.body))
    const code = body.template.components[0].parameters[0].text as string
    expect(code).toMatch(/^\d{4}$/)
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: stored(phone).slice(1),
      type: 'template',
      template: {
        name: 'vplus_code',
        language: { code: 'id' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    })
    // and it is the code the phone verifies with
    const verified = await call('POST', '/api/v1/user/otp/verify', { body: { phone, otp: code } })
    expect(verified.json.status.code).toBe(0)
  })

  it('goes to the demo outbox marked whatsapp, where /__dev/sms shows it beside the SMS codes', async () => {
    const phone = freshPhone()
    expect((await h.call('POST', SEND, { body: { phone } })).json.status.code).toBe(0)
    const bySms = (await h.call('GET', `/__dev/sms?phone=${phone}`)).json
    expect(bySms).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{4}$/) })
    expect(bySms.text).toContain('Vision+ TV: your code is')

    expect((await h.call('POST', SEND, { body: { phone, channel: 'whatsapp' } })).json.status.code).toBe(0)
    const byWhatsApp = (await h.call('GET', `/__dev/sms?phone=${phone}`)).json
    expect(byWhatsApp.channel).toBe('whatsapp')
    expect(byWhatsApp.text).toBe(
      `${byWhatsApp.code} is your verification code. For your security, do not share this code.`,
    )
    // the later code supersedes the earlier, whichever channel carried each
    expect(
      (await h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp: byWhatsApp.code } })).json.status
        .code,
    ).toBe(0)
  })

  it('is refused with a clear message where WhatsApp is not offered, and nothing is sent or counted', async () => {
    const lines: string[] = []
    const app = createApp({
      db: h.db,
      config: { ...h.config, otpChannels: ['sms'], otpSendPerPhone: 1 },
      sms: createOutboxSms((line) => lines.push(line)),
      clientIp: () => '10.70.0.1',
    })
    const phone = freshPhone()
    const send = (body: object) =>
      app.request(SEND, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const refused = await send({ phone, channel: 'whatsapp' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      status: { code: 1, message: 'Codes by WhatsApp are not offered here, ask for the code by SMS' },
    })
    expect(lines).toEqual([])
    // the phone's one send is still there
    expect((await send({ phone })).status).toBe(200)
    expect(lines).toHaveLength(1)
  })

  it('refuses a channel the contract does not know, by its valibot message', async () => {
    const res = await h.call('POST', SEND, { body: { phone: freshPhone(), channel: 'telegram' } })
    expect(res.status).toBe(400)
    expect(res.json.status.message).toContain("channel must be 'sms' or 'whatsapp'")
  })
})

describe('the send limits, shared by both channels', () => {
  it('count a phone’s SMS and WhatsApp sends together', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 5; i += 1) {
      const channel = i % 2 ? 'whatsapp' : 'sms'
      expect((await h.call('POST', SEND, { body: { phone, channel }, ip: `10.71.${i}.1` })).status).toBe(200)
    }
    for (const channel of ['sms', 'whatsapp'])
      expect((await h.call('POST', SEND, { body: { phone, channel }, ip: '10.71.9.1' })).status).toBe(429)
    h.advance(15 * 60_000)
  })

  it('let exactly the phone’s five through of 40 concurrent sends on both channels and three instances', async () => {
    const phone = freshPhone()
    const on = [h.call, (await h.instance()).call, (await h.instance()).call]
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        on[i % on.length]!('POST', SEND, {
          body: { phone, channel: i % 2 ? 'whatsapp' : 'sms' },
          ip: `10.72.${i}.1`,
        }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
    h.advance(15 * 60_000)
  })

  it('let exactly an address’s six phones through of 30 concurrent sends on both channels', async () => {
    const on = [h.call, (await h.instance()).call]
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        on[i % on.length]!('POST', SEND, {
          body: { phone: freshPhone(), channel: i % 3 ? 'whatsapp' : 'sms' },
          ip: '10.73.0.1',
        }),
      ),
    )
    expect(answers.filter((res) => res.status === 200)).toHaveLength(6)
    h.advance(15 * 60_000)
  })

  it('stop at the breaker for all phones together, counted across channels under concurrency', async () => {
    const breaker = await createHarness({ otpChannels: ['sms', 'whatsapp'], otpSendsPerMinute: 7 })
    try {
      const on = [breaker.call, (await breaker.instance()).call]
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          on[i % on.length]!('POST', SEND, {
            body: { phone: freshPhone(), channel: i % 2 ? 'whatsapp' : 'sms' },
            ip: `10.74.${i}.1`,
          }),
        ),
      )
      expect(answers.filter((res) => res.status === 200)).toHaveLength(7)
    } finally {
      await breaker.close()
    }
  })
})

describe('the settings', () => {
  const production = {
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: 'https://sms.example.com/send',
    SITE_URL: 'https://www.example.com',
    JWT_SECRET: 'q8Vb2LxR0mZp7TfWk3Yc9HsNd4Ge6JuA',
    SNAP_SERVER_KEY: 'Zr5Xy1Lm8Qw2Ek7Tn4Vb9Pc3Hs6Jd0Fa',
    STB_CLIENT_SECRET: 'Mk3Nj8Bh5Vg2Cf7Xd4Sz9Aq1Wr6Ey0Tu',
    SELLER_NAME: 'PT Contoh Televisi',
    SELLER_ADDRESS: 'Jl. Sudirman 1, Jakarta',
  }

  it('read OTP_CHANNELS as a list with SMS first, SMS alone when unset', () => {
    expect(parseOtpChannels(undefined)).toEqual({ channels: ['sms'], problems: [] })
    expect(parseOtpChannels('')).toEqual({ channels: ['sms'], problems: [] })
    expect(parseOtpChannels(' whatsapp , sms ')).toEqual({ channels: ['sms', 'whatsapp'], problems: [] })
    expect(configProblems({ OTP_CHANNELS: 'sms,whatsapp' })).toEqual([])
  })

  it('refuse an unknown channel name, and WhatsApp without SMS, each in a sentence', () => {
    expect(configProblems({ OTP_CHANNELS: 'sms,telegram' })).toEqual([
      "OTP_CHANNELS takes sms and whatsapp, comma-separated, not 'telegram'.",
    ])
    expect(configProblems({ OTP_CHANNELS: 'whatsapp' })).toEqual([
      "OTP_CHANNELS must include sms: other channels are offered beside SMS, not instead of it, not 'whatsapp'.",
    ])
  })

  it('want a WhatsApp sender where SMS is real, an https one, with a known provider and template name', () => {
    expect(configProblems(production)).toEqual([])
    expect(configProblems({ ...production, OTP_CHANNELS: 'sms,whatsapp' })).toEqual([
      'OTP_CHANNELS offers whatsapp, so with a real SMS sender it needs WHATSAPP_PROVIDER=webhook and WHATSAPP_WEBHOOK_URL.',
    ])
    const whatsapp = {
      ...production,
      OTP_CHANNELS: 'sms,whatsapp',
      WHATSAPP_PROVIDER: 'webhook',
      WHATSAPP_WEBHOOK_URL: 'https://wa.example.com/messages',
    }
    expect(configProblems(whatsapp)).toEqual([])
    expect(configProblems({ ...whatsapp, WHATSAPP_WEBHOOK_URL: 'http://wa.example.com/messages' })).toEqual([
      "WHATSAPP_WEBHOOK_URL must be an https address outside demo mode (http only to this machine), not 'http://wa.example.com/messages'.",
    ])
    expect(configProblems({ ...whatsapp, WHATSAPP_WEBHOOK_URL: '' })).toEqual([
      'WHATSAPP_PROVIDER=webhook needs WHATSAPP_WEBHOOK_URL (http or https) to send one-time codes to.',
    ])
    expect(configProblems({ ...whatsapp, WHATSAPP_PROVIDER: 'meta' })).toEqual([
      "WHATSAPP_PROVIDER must be 'outbox' (demo, the default) or 'webhook', not 'meta'.",
      'OTP_CHANNELS offers whatsapp, so with a real SMS sender it needs WHATSAPP_PROVIDER=webhook and WHATSAPP_WEBHOOK_URL.',
    ])
    expect(configProblems({ ...whatsapp, WHATSAPP_TEMPLATE: 'Vplus Code' })).toEqual([
      "WHATSAPP_TEMPLATE must be a template name of lowercase letters, digits and underscores, not 'Vplus Code'.",
    ])
    // in demo mode plain http to a test relay is allowed, as for SMS_WEBHOOK_URL
    expect(
      configProblems({
        OTP_CHANNELS: 'sms,whatsapp',
        WHATSAPP_PROVIDER: 'webhook',
        WHATSAPP_WEBHOOK_URL: 'http://relay.example/wa',
      }),
    ).toEqual([])
  })

  it('load into the config the app uses', () => {
    vi.stubEnv('OTP_CHANNELS', 'sms,whatsapp')
    vi.stubEnv('WHATSAPP_PROVIDER', 'webhook')
    vi.stubEnv('WHATSAPP_WEBHOOK_URL', 'https://wa.example.com/messages')
    vi.stubEnv('WHATSAPP_WEBHOOK_TOKEN', 't0ken')
    expect(loadConfig()).toMatchObject({
      otpChannels: ['sms', 'whatsapp'],
      whatsappProvider: 'webhook',
      whatsappWebhookUrl: 'https://wa.example.com/messages',
      whatsappWebhookToken: 't0ken',
      whatsappTemplate: 'vplus_code',
    })
  })
})
