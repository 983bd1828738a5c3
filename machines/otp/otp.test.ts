import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  otpMachine,
  type OtpChannel,
  type OtpEmitted,
  type OtpInput,
  type SendCodeInput,
  type VerifyCodeInput,
} from './otp.machine'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

interface Harness {
  sent: SendCodeInput[]
  verified: VerifyCodeInput[]
  sendFailure: { message: string | null }
  verifyFailure: { message: string | null }
  /** Each code step's WebOTP request, answered by calling it with what the phone read. */
  smsRead: Array<(code: string | null) => void>
}

/** `channels`: what the server answers for its channels, or 'fail' when it does not answer. */
function start(input: OtpInput, channels: OtpChannel[] | 'fail' = ['sms']) {
  const clock = new SimulatedClock()
  const harness: Harness = {
    sent: [],
    verified: [],
    sendFailure: { message: null },
    verifyFailure: { message: null },
    smsRead: [],
  }
  const machine = otpMachine.provide({
    actors: {
      // the phone reads the SMS only when a test hands it a code (harness.smsRead)
      receiveCode: fromPromise<string | null>(
        () =>
          new Promise((resolve) => {
            harness.smsRead.push(resolve)
          }),
      ),
      loadChannels: fromPromise<OtpChannel[]>(async () => {
        if (channels === 'fail') throw new Error('Failed to fetch')
        return channels
      }),
      sendCode: fromPromise<void, SendCodeInput>(async ({ input: sendInput }) => {
        harness.sent.push(sendInput)
        if (harness.sendFailure.message) throw new Error(harness.sendFailure.message)
      }),
      verifyCode: fromPromise<void, VerifyCodeInput>(async ({ input: verifyInput }) => {
        harness.verified.push(verifyInput)
        if (harness.verifyFailure.message) throw new Error(harness.verifyFailure.message)
      }),
    },
  })
  const actor = createActor(machine, { input, clock })
  const emitted: OtpEmitted[] = []
  actor.on('forgetPassword', (event) => emitted.push(event))
  actor.start()
  return { actor, clock, harness, emitted }
}

async function typeCode(actor: ReturnType<typeof start>['actor'], code: string): Promise<void> {
  ;[...code].forEach((value, index) => actor.send({ type: 'digit.change', index, value }))
  await flush()
}

describe('otp machine', () => {
  it('sends a code at once for the auth types and starts a 300 second countdown', async () => {
    const { actor, harness } = start({ phone: '081234567890', nextOtp: 'signup' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    expect(harness.sent).toEqual([{ phone: '081234567890', nextOtp: 'signup', channel: 'sms' }])
    expect(actor.getSnapshot().context.secondsLeft).toBe(300)
    expect(actor.getSnapshot().matches({ active: { code: 'entering' } })).toBe(true)
  })

  it('does not send a code for a device verification (the caller already did)', async () => {
    const { actor, harness } = start({ phone: '081234567890', nextOtp: 'device' })
    await flush()
    expect(harness.sent).toEqual([])
    expect(actor.getSnapshot().matches({ active: { code: 'entering' } })).toBe(true)
  })

  it('counts down one second at a time and stops at zero (src/lib/format.test.ts: shown as mm:ss)', async () => {
    const { actor, clock } = start({ phone: '081234567890', nextOtp: 'login' })
    await flush()
    for (let i = 0; i < 61; i++) clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(239)
    for (let i = 0; i < 239; i++) clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(0)
    expect(actor.getSnapshot().matches({ active: { timer: 'expired' } })).toBe(true)
    clock.increment(5000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(0)
  })

  it('offers resend only once the timer is at zero, then re-sends and resets the timer', async () => {
    const { actor, clock, harness } = start({ phone: '081234567890', nextOtp: 'signup' })
    await flush()
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
    clock.increment(299_000)
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
    clock.increment(1000)
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true)
    actor.send({ type: 'code.resend' })
    await flush()
    expect(harness.sent).toHaveLength(2)
    expect(actor.getSnapshot().context.secondsLeft).toBe(300)
    expect(actor.getSnapshot().matches({ active: { timer: 'running' } })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
  })

  it('sends the first code by SMS also where the server offers WhatsApp', async () => {
    const { actor, harness } = start({ phone: '081234567890', nextOtp: 'login' }, ['sms', 'whatsapp'])
    await flush()
    expect(harness.sent).toEqual([{ phone: '081234567890', nextOtp: 'login', channel: 'sms' }])
    expect(actor.getSnapshot().context).toMatchObject({
      channels: ['sms', 'whatsapp'],
      channel: 'sms',
      sentBy: 'sms',
    })
  })

  it('lets the customer choose WhatsApp with resend, once the countdown is over, and resends by it', async () => {
    const { actor, clock, harness } = start({ phone: '081234567890', nextOtp: 'signup' }, ['sms', 'whatsapp'])
    await flush()
    const whatsapp = { type: 'channel.choose', channel: 'whatsapp' } as const
    // while the countdown runs the code just sent is the one to wait for
    expect(actor.getSnapshot().can(whatsapp)).toBe(false)
    clock.increment(300_000)
    expect(actor.getSnapshot().can(whatsapp)).toBe(true)
    actor.send(whatsapp)
    // choosing sends nothing; the code being typed still went by SMS
    expect(harness.sent).toHaveLength(1)
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'whatsapp', sentBy: 'sms' })
    actor.send({ type: 'code.resend' })
    await flush()
    expect(harness.sent.at(-1)).toEqual({ phone: '081234567890', nextOtp: 'signup', channel: 'whatsapp' })
    expect(actor.getSnapshot().context.sentBy).toBe('whatsapp')
    // and back to SMS for the next one
    clock.increment(300_000)
    actor.send({ type: 'channel.choose', channel: 'sms' })
    actor.send({ type: 'code.resend' })
    await flush()
    expect(harness.sent.map((sent) => sent.channel)).toEqual(['sms', 'whatsapp', 'sms'])
  })

  it('offers no choice where the server sends by SMS alone, does not answer, or stopped resends', async () => {
    const answers: Array<OtpChannel[] | 'fail'> = [['sms'], 'fail']
    for (const channels of answers) {
      const { actor, clock, harness } = start({ phone: '081234567890', nextOtp: 'signup' }, channels)
      await flush()
      expect(harness.sent).toEqual([{ phone: '081234567890', nextOtp: 'signup', channel: 'sms' }])
      clock.increment(300_000)
      expect(actor.getSnapshot().can({ type: 'channel.choose', channel: 'whatsapp' })).toBe(false)
      expect(actor.getSnapshot().can({ type: 'channel.choose', channel: 'sms' })).toBe(false)
    }
    const limited = start({ phone: '081234567890', nextOtp: 'signup' }, ['sms', 'whatsapp'])
    limited.harness.sendFailure.message = 'Sorry, too many requests, try again later'
    await flush()
    expect(limited.actor.getSnapshot().context.resendBlocked).toBe(true)
    expect(limited.actor.getSnapshot().can({ type: 'channel.choose', channel: 'whatsapp' })).toBe(false)
  })

  it('does not ask for channels for a box’s code: the device service sends by SMS', async () => {
    const { actor } = start({ phone: '081234567890', nextOtp: 'device' }, ['sms', 'whatsapp'])
    await flush()
    expect(actor.getSnapshot().context.channels).toEqual(['sms'])
  })

  it('takes digits only, one per box, and enables Verify only when all four are filled', async () => {
    const { actor } = start({ phone: '081234567890', nextOtp: 'signup' })
    await flush()
    actor.send({ type: 'digit.change', index: 0, value: 'a' })
    actor.send({ type: 'digit.change', index: 0, value: '12' })
    actor.send({ type: 'digit.change', index: 4, value: '1' })
    expect(actor.getSnapshot().context.digits).toEqual(['', '', '', ''])
    await typeCode(actor, '123')
    expect(actor.getSnapshot().can({ type: 'code.submit' })).toBe(false)
    actor.send({ type: 'digit.change', index: 3, value: '9' })
    expect(actor.getSnapshot().can({ type: 'code.submit' })).toBe(true)
    actor.send({ type: 'digit.clear', index: 3 })
    expect(actor.getSnapshot().context.digits).toEqual(['1', '2', '3', ''])
    expect(actor.getSnapshot().can({ type: 'code.submit' })).toBe(false)
  })

  it('fills all four boxes from a pasted four-digit code and ignores anything else', async () => {
    const { actor } = start({ phone: '081234567890', nextOtp: 'signup' })
    await flush()
    actor.send({ type: 'code.paste', code: '12a4' })
    actor.send({ type: 'code.paste', code: '12345' })
    expect(actor.getSnapshot().context.digits).toEqual(['', '', '', ''])
    actor.send({ type: 'code.paste', code: ' 4821 ' })
    expect(actor.getSnapshot().context.digits).toEqual(['4', '8', '2', '1'])
  })

  it('marks all four boxes failed and keeps the server message as data when verification fails', async () => {
    const { actor, harness } = start({ phone: '081234567890', nextOtp: 'signup' })
    await flush()
    harness.verifyFailure.message = 'OTP is not valid'
    await typeCode(actor, '1234')
    actor.send({ type: 'code.submit' })
    await flush()
    expect(harness.verified).toEqual([{ phone: '081234567890', nextOtp: 'signup', code: '1234' }])
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.error).toBe('invalidCode')
    expect(snapshot.context.serverMessage).toBe('OTP is not valid')
    expect(snapshot.matches({ active: { code: { entering: 'failed' } } })).toBe(true)
    expect(snapshot.context.resendBlocked).toBe(false)
    actor.send({ type: 'digit.change', index: 0, value: '5' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().matches({ active: { code: { entering: 'failed' } } })).toBe(false)
  })

  it("blocks resend after a message containing 'too many', whatever its case", async () => {
    const { actor, clock, harness } = start({ phone: '081234567890', nextOtp: 'signup' })
    await flush()
    harness.verifyFailure.message = 'TOO MANY attempts, try later'
    await typeCode(actor, '1234')
    actor.send({ type: 'code.submit' })
    await flush()
    expect(actor.getSnapshot().context.resendBlocked).toBe(true)
    clock.increment(300_000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(0)
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
  })

  it('lets the user resend at once when the first send failed, unless it said too many', async () => {
    const plain = start({ phone: '081234567890', nextOtp: 'signup' })
    plain.harness.sendFailure.message = 'SMS gateway down'
    await flush()
    // the first send ran before the failure was configured; resend to observe a failing one
    plain.clock.increment(300_000)
    plain.actor.send({ type: 'code.resend' })
    await flush()
    expect(plain.actor.getSnapshot().context.error).toBe('sendFailed')
    expect(plain.actor.getSnapshot().can({ type: 'code.resend' })).toBe(true)

    const limited = start({ phone: '081234567890', nextOtp: 'signup' })
    limited.harness.sendFailure.message = 'Too many requests'
    await flush()
    limited.clock.increment(300_000)
    limited.actor.send({ type: 'code.resend' })
    await flush()
    expect(limited.actor.getSnapshot().context.serverMessage).toBe('Too many requests')
    expect(limited.actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
  })

  it.each(['login', 'signup', 'forgot-password'] as const)(
    'ends verified with nextOtp %s so the container can route',
    async (nextOtp) => {
      const { actor, emitted } = start({ phone: '081234567890', nextOtp })
      await flush()
      await typeCode(actor, '1234')
      actor.send({ type: 'code.submit' })
      await flush()
      expect(actor.getSnapshot().status).toBe('done')
      expect(actor.getSnapshot().output).toEqual({ outcome: 'verified', nextOtp, phone: '081234567890' })
      expect(emitted).toEqual([])
    },
  )

  it('emits forgetPassword on success when back is disabled, and ignores back', async () => {
    const { actor, emitted } = start({
      phone: '081234567890',
      nextOtp: 'forgot-password',
      backDisabled: true,
    })
    await flush()
    expect(actor.getSnapshot().can({ type: 'back' })).toBe(false)
    actor.send({ type: 'back' })
    expect(actor.getSnapshot().status).toBe('active')
    await typeCode(actor, '1234')
    actor.send({ type: 'code.submit' })
    await flush()
    expect(emitted).toEqual([{ type: 'forgetPassword', phone: '081234567890' }])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('fills the four boxes with the code the phone read from the SMS, and Verify sends it', async () => {
    const { actor, harness } = start({ phone: '081234567890', nextOtp: 'signup' })
    await flush()
    expect(harness.smsRead).toHaveLength(1)
    harness.smsRead[0]!('2468')
    await flush()
    expect(actor.getSnapshot().context.digits).toEqual(['2', '4', '6', '8'])
    expect(actor.getSnapshot().can({ type: 'code.submit' })).toBe(true)
    actor.send({ type: 'code.submit' })
    await flush()
    expect(harness.verified).toEqual([{ phone: '081234567890', nextOtp: 'signup', code: '2468' }])
  })

  it('keeps what was typed when the phone reads nothing, or something that is not a code', async () => {
    const { actor, harness } = start({ phone: '081234567890', nextOtp: 'signup' })
    await flush()
    actor.send({ type: 'digit.change', index: 0, value: '1' })
    harness.smsRead[0]!(null)
    await flush()
    expect(actor.getSnapshot().context.digits).toEqual(['1', '', '', ''])
    const other = start({ phone: '081234567890', nextOtp: 'device' })
    await flush()
    other.harness.smsRead[0]!('12a4')
    await flush()
    expect(other.actor.getSnapshot().context.digits).toEqual(['', '', '', ''])
  })

  it('reads one SMS a code: a wrong code is typed over, and a resent code is read again', async () => {
    const { actor, clock, harness } = start({ phone: '081234567890', nextOtp: 'signup' })
    await flush()
    harness.verifyFailure.message = 'Invalid code'
    harness.smsRead[0]!('1111')
    await flush()
    actor.send({ type: 'code.submit' })
    await flush()
    expect(actor.getSnapshot().context.error).toBe('invalidCode')
    // the same SMS is not read twice
    expect(harness.smsRead).toHaveLength(1)
    for (let i = 0; i < 300; i++) clock.increment(1000)
    harness.verifyFailure.message = null
    actor.send({ type: 'code.resend' })
    await flush()
    expect(harness.smsRead).toHaveLength(2)
    harness.smsRead[1]!('9753')
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ digits: ['9', '7', '5', '3'], error: null })
  })

  it('ends with back output for the back arrow', async () => {
    const back = start({ phone: '081234567890', nextOtp: 'signup' })
    back.actor.send({ type: 'back' })
    expect(back.actor.getSnapshot().output).toEqual({ outcome: 'back', nextOtp: 'signup' })
  })
})
