import { afterEach, describe, expect, it } from 'vitest'
import { configureClients } from './clients'
import { otpChannels, sendOtp } from './user'

/** Clients answering each call from `reply`, recording what was asked. */
function serving(reply: (path: string) => unknown) {
  const asked: Array<{ path: string; body: unknown }> = []
  configureClients({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://x').pathname
      asked.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      return new Response(JSON.stringify(reply(path)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  return asked
}

const ok = { status: { code: 0, message: 'OK' } }

describe('the code channels and the send', () => {
  afterEach(() => configureClients({}))

  it('asks the server’s channels once for a page, however many dialogs open', async () => {
    const asked = serving(() => ({ ...ok, data: { channels: ['sms', 'whatsapp'] } }))
    expect(await otpChannels()).toEqual(['sms', 'whatsapp'])
    expect(await otpChannels()).toEqual(['sms', 'whatsapp'])
    expect(asked.map((call) => call.path)).toEqual(['/api/v1/user/otp/channels'])
  })

  it('refuses a channel list the contract does not know, and asks again next time', async () => {
    let answer: unknown = { ...ok, data: { channels: ['sms', 'telegram'] } }
    const asked = serving(() => answer)
    await expect(otpChannels()).rejects.toThrow("channel must be 'sms' or 'whatsapp'")
    answer = { ...ok, data: { channels: ['sms'] } }
    expect(await otpChannels()).toEqual(['sms'])
    expect(asked).toHaveLength(2)
  })

  it('sends SPEC §7’s body for SMS and adds the channel only when another is asked for', async () => {
    const asked = serving(() => ok)
    await sendOtp('081234567890')
    await sendOtp('081234567890', 'whatsapp')
    expect(asked.map((call) => call.body)).toEqual([
      { phone: '+6281234567890' },
      { phone: '+6281234567890', channel: 'whatsapp' },
    ])
  })
})
